import { capitalise } from 'contracts';
import { useField } from 'formik';
import { Select } from 'shared-ui';

export interface FormSelectProps {
  /** The Formik field; the select's id is `${idPrefix}-${name}`. */
  name: string;
  label: string;
  /** The catalogue's values ("dresses"), shown capitalised. */
  options: readonly string[];
  placeholder?: string;
  idPrefix?: string;
}

/** shared-ui's Select bound to a Formik field: its own message shows under it once it was touched. */
export function FormSelect({ name, label, options, placeholder, idPrefix = 'field' }: FormSelectProps) {
  const [field, meta] = useField<string>(name);
  return (
    <Select
      {...field}
      id={`${idPrefix}-${name}`}
      label={label}
      placeholder={placeholder}
      options={options.map((value) => ({ value, label: capitalise(value) }))}
      error={meta.touched && meta.error}
    />
  );
}
