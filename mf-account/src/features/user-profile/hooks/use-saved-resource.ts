import { useCallback, useEffect, useState } from 'react';
import { isCancelledRequest, type RequestOptions } from 'shared-ui';

type SavedResource<T> = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; value: T | null };

type Loader<T> = (options: RequestOptions) => Promise<T | null>;

/** A state remembered with the request it belongs to (which loader, which attempt). */
type Settled<T> = { load: Loader<T>; attempt: number; state: SavedResource<T> };

/**
 * Loads the customer's one saved thing (default address, default card) on mount and lets the tab
 * replace it after a save or delete. `reload()` retries after a failure. Until the current request
 * answers the state is 'loading', derived from the request rather than set in the effect.
 */
export function useSavedResource<T>(load: Loader<T>, label: string) {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    load({ signal: controller.signal }).then(
      (value) => setSettled({ load, attempt, state: { status: 'ready', value } }),
      (error: unknown) => {
        if (controller.signal.aborted || isCancelledRequest(error)) return;
        console.error(`[mf-account] ${label}`, error);
        setSettled({ load, attempt, state: { status: 'failed' } });
      },
    );
    return () => controller.abort();
  }, [load, label, attempt]);

  const set = useCallback(
    (value: T | null) => setSettled({ load, attempt, state: { status: 'ready', value } }),
    [load, attempt],
  );
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const state: SavedResource<T> =
    settled && settled.load === load && settled.attempt === attempt ? settled.state : { status: 'loading' };
  return { state, set, reload };
}
