import { useCallback, useEffect, useState } from 'react';
import { isCancelledRequest, type RequestOptions } from 'shared-ui';

export type SavedResource<T> = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; value: T | null };

/**
 * Loads the customer's one saved thing (default address, default card) on mount and lets the tab
 * replace it after a save or delete. `reload()` retries after a failure.
 */
export function useSavedResource<T>(load: (options: RequestOptions) => Promise<T | null>, label: string) {
  const [state, setState] = useState<SavedResource<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    load({ signal: controller.signal }).then(
      (value) => setState({ status: 'ready', value }),
      (error: unknown) => {
        if (controller.signal.aborted || isCancelledRequest(error)) return;
        console.error(`[mf-account] ${label}`, error);
        setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [load, label, attempt]);

  const set = useCallback((value: T | null) => setState({ status: 'ready', value }), []);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, set, reload };
}
