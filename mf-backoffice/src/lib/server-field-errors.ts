import { setIn, type FormikErrors } from 'formik';
import type { ApiRequestError } from 'shared-ui/state';

/**
 * The API's `{ fields }` (yup paths such as `colors[0].sizes[1].quantity`, the same messages as the form's own
 * schema) as Formik's nested errors, so a refusal shows under the field it is about.
 */
export function serverFieldErrors<Values>(error: unknown): FormikErrors<Values> {
  const fields = (error as ApiRequestError | null)?.fields ?? {};
  return Object.entries(fields).reduce<FormikErrors<Values>>(
    (errors, [path, message]) => setIn(errors, path, message),
    {},
  );
}
