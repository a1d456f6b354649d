import { isCancelledRequest } from 'shared-ui/state';

/**
 * A query's loader that logs why it failed before the query shows its error: once per request, whichever
 * component reads it. `label` names the remote and the data ("[mf-account] orders"). A cancelled request (the
 * page moved on) is not a failure, nor one `expected` says the page answers in words (an order not hers).
 */
export function logFailures<C, T>(
  label: string,
  load: (context: C) => Promise<T>,
  expected: (error: unknown) => boolean = () => false,
): (context: C) => Promise<T> {
  return async (context) => {
    try {
      return await load(context);
    } catch (error) {
      if (!isCancelledRequest(error) && !expected(error)) console.error(label, error);
      throw error;
    }
  };
}
