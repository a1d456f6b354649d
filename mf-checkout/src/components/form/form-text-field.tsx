import { useField } from 'formik';
import { TextField, type TextFieldProps } from 'shared-ui';

export interface FormTextFieldProps extends Omit<TextFieldProps, 'error' | 'name' | 'value'> {
  /** The Formik field this input is bound to; its own error shows under it once it was touched. */
  name: string;
}

/** shared-ui's TextField bound to a Formik field (label, aria-invalid and aria-describedby come with it). */
export function FormTextField({ name, id, ...props }: FormTextFieldProps) {
  const [field, meta] = useField<string>(name);
  return (
    <TextField
      {...props}
      {...field}
      id={id ?? `field-${name}`}
      value={field.value ?? ''}
      error={meta.touched && meta.error ? meta.error : undefined}
    />
  );
}
