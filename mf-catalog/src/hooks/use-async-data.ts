import { useEffect, useState } from 'react';

export type AsyncData<T> = { data: T; loading: boolean; error: unknown };

type Settled<A, T> = { load: (arg: A) => Promise<T>; arg: A; data?: T; error: unknown };

/**
 * The result of `load(arg)`, loaded again whenever `load` or `arg` changes: a page's loader (a plain async
 * function a server could call too) seen from a component. Pass a module-level `load` and a primitive
 * `arg` so that the same request is not started on every render.
 * Banner and product failures are only logged (spec section 8): `data` is then `fallback`, so the page
 * keeps its placeholders. While the current `arg` loads, `data` is `fallback` too, never the answer for
 * another `arg`, and an answer that arrives after `arg` changed is dropped.
 */
export function useAsyncData<A, T>(load: (arg: A) => Promise<T>, arg: A, fallback: T): AsyncData<T> {
  const [settled, setSettled] = useState<Settled<A, T> | null>(null);

  useEffect(() => {
    let current = true;
    load(arg).then(
      (data) => {
        if (current) setSettled({ load, arg, data, error: null });
      },
      (error: unknown) => {
        console.error(`mf-catalog: ${load.name || 'loading'}(${String(arg ?? '')}) failed`, error);
        if (current) setSettled({ load, arg, error });
      },
    );
    return () => {
      current = false;
    };
  }, [load, arg]);

  const fresh = settled !== null && settled.load === load && Object.is(settled.arg, arg);
  if (!fresh) return { data: fallback, loading: true, error: null };
  return { data: 'data' in settled ? (settled.data as T) : fallback, loading: false, error: settled.error };
}
