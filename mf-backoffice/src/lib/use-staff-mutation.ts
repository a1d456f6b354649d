import { useCallback, useState } from 'react';
import type { ApiRequestError } from 'shared-ui/state';

export interface StaffMutation<TInput, TResult> {
  /** Sends the change; resolves with the answer, rejects with the ApiRequestError (also kept in `error`). */
  run: (input: TInput) => Promise<TResult>;
  pending: boolean;
  error: ApiRequestError | null;
  reset: () => void;
}

/**
 * A change sent to the staff API, with its pending state and its error for the view. The shop leaves
 * TanStack's useMutation out of shared-ui (it would ship on every first visit), so the back office does what
 * the shop's own changes do: call, then invalidate or set what the change touched (`onSuccess`).
 */
export function useStaffMutation<TInput, TResult>(
  send: (input: TInput) => Promise<TResult>,
  onSuccess?: (result: TResult, input: TInput) => void | Promise<void>,
): StaffMutation<TInput, TResult> {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ApiRequestError | null>(null);
  const run = useCallback(
    async (input: TInput) => {
      setPending(true);
      setError(null);
      try {
        const result = await send(input);
        await onSuccess?.(result, input);
        return result;
      } catch (failure) {
        setError(failure as ApiRequestError);
        throw failure;
      } finally {
        setPending(false);
      }
    },
    [send, onSuccess],
  );
  const reset = useCallback(() => setError(null), []);
  return { run, pending, error, reset };
}
