import type { ApiRequestError } from 'shared-ui/state';
import { Notice } from 'shared-ui';

/**
 * A refusal that is about no one field (a wrong code, a used link, the API out of reach), above a form's buttons.
 * A refusal with `fields` is shown under those fields instead, by the form itself.
 */
export function FormFailure({ error }: { error: ApiRequestError | null }) {
  if (!error || error.fields) return null;
  return <Notice tone="error">{error.message}</Notice>;
}
