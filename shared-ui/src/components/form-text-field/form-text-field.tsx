import { useField } from 'formik';
import { TextField, type TextFieldProps } from '../text-field/text-field';

export interface FormTextFieldProps extends Omit<TextFieldProps, 'error' | 'name' | 'value'> {
  /** The Formik field this input is bound to; its own error shows under it once it was touched. */
  name: string;
}

/**
 * shared-ui's TextField bound to a Formik field, for every form of the shop. Teams may rely on: the input's
 * id is `field-<name>` unless `id` is given (labels, e2e journeys and focus-the-first-error look it up);
 * value, blur and change are Formik's (an `onChange` given replaces Formik's, e.g. to format what is
 * typed before calling `setFieldValue`); the field's own message shows under it, with aria-invalid and
 * aria-describedby, only once the field was touched; every other TextField prop passes through.
 * Must be rendered inside `<Formik>`.
 */
export function FormTextField({ name, id, onChange, ...props }: FormTextFieldProps) {
  const [field, meta] = useField<string>(name);
  return (
    <TextField
      {...props}
      {...field}
      id={id ?? `field-${name}`}
      value={field.value ?? ''}
      onChange={onChange ?? field.onChange}
      error={meta.touched && meta.error ? meta.error : undefined}
    />
  );
}
