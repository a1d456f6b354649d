import { isCancelledRequest } from 'shared-ui';

/**
 * A query's loader that logs why it failed before the query shows its error: once per request, whichever
 * component reads it. A cancelled request (the page moved on) is not a failure.
 */
export function logFailures<C, T>(label: string, load: (context: C) => Promise<T>): (context: C) => Promise<T> {
  return async (context) => {
    try {
      return await load(context);
    } catch (error) {
      if (!isCancelledRequest(error)) console.error(`[mf-checkout] ${label}`, error);
      throw error;
    }
  };
}
