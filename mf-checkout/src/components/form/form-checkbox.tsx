import type { ChangeEvent, ReactNode } from 'react';
import { useField } from 'formik';
import { Checkbox } from 'shared-ui';

interface FormCheckboxProps {
  name: string;
  label: ReactNode;
  /** Replaces Formik's own change handler (the billing form's "Default" fills other fields too). */
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** shared-ui's Checkbox bound to a boolean Formik field. */
export function FormCheckbox({ name, label, onChange }: FormCheckboxProps) {
  const [field] = useField<boolean>({ name, type: 'checkbox' });
  return (
    <Checkbox
      id={`field-${name}`}
      name={name}
      label={label}
      checked={field.checked ?? false}
      onChange={onChange ?? field.onChange}
      onBlur={field.onBlur}
    />
  );
}
