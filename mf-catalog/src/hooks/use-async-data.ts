import { useEffect, useState } from 'react';

export type AsyncData<T> = { data: T; loading: boolean; error: unknown };

/**
 * Runs `load` whenever `key` changes and keeps the latest result. Banner and product fetch failures are
 * only logged (spec section 8): the page keeps its fallback value, e.g. a grey placeholder tile.
 * A response that arrives after the key changed is dropped so a slow request never overwrites a newer one.
 */
export function useAsyncData<T>(key: string, load: () => Promise<T>, fallback: T): AsyncData<T> {
  const [state, setState] = useState<AsyncData<T>>({ data: fallback, loading: true, error: null });

  useEffect(() => {
    let current = true;
    setState((previous) => ({ ...previous, loading: true, error: null }));
    load().then(
      (data) => {
        if (current) setState({ data, loading: false, error: null });
      },
      (error: unknown) => {
        console.error(`mf-catalog: loading "${key}" failed`, error);
        if (current) setState({ data: fallback, loading: false, error });
      },
    );
    return () => {
      current = false;
    };
    // `load` and `fallback` are recreated on every render; `key` names what is loaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return state;
}
