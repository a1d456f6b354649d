import { useCallback, useEffect, useState } from 'react';
import { isCancelledRequest } from '../api/client';
import type { PageQuery } from './page-query';
import { useQueryCache } from './query-cache';

export type CachedQueryState<T> =
  /** `data`: with `keepPrevious`, the last answer shown (another key's, or this key's before a reload). */
  | { status: 'loading'; data: T | undefined; error: null }
  | { status: 'ready'; data: T; error: null }
  | { status: 'error'; data: undefined; error: unknown };

type Settled<T> = { key: string; attempt: number; state: CachedQueryState<T> };

/**
 * The answer to `query`: from the cache when it is there (the server's first data, or a page visited
 * before in this tab), else loaded after mount and kept in the cache. A new key loads anew; an answer
 * that arrives for a key no longer wanted is dropped. Rendering never starts a request, so the server
 * renders what the cache holds and the browser's first render matches it.
 */
export function useCachedQuery<T>(
  query: PageQuery<T>,
  { keepPrevious = false }: { keepPrevious?: boolean } = {},
): CachedQueryState<T> & { reload: () => void } {
  const cache = useQueryCache();
  const { key, load } = query;
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const known = query.known !== undefined;
  const cached = known || (attempt === 0 && cache.has(key));

  useEffect(() => {
    if (cached) return;
    const controller = new AbortController();
    load({ signal: controller.signal }).then(
      (data) => {
        cache.set(key, data);
        setSettled({ key, attempt, state: { status: 'ready', data, error: null } });
      },
      (error: unknown) => {
        if (controller.signal.aborted || isCancelledRequest(error)) return;
        setSettled({ key, attempt, state: { status: 'error', data: undefined, error } });
      },
    );
    return () => controller.abort();
    // `load` is derived from `key` by the query's maker; the key is what identifies the request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cache, key, attempt, cached]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  if (cached)
    return { status: 'ready', data: known ? (query.known as T) : (cache.get<T>(key) as T), error: null, reload };
  if (settled && settled.key === key && settled.attempt === attempt) return { ...settled.state, reload };
  const previous = keepPrevious ? (settled?.state.data ?? cache.get<T>(key)) : undefined;
  return { status: 'loading', data: previous, error: null, reload };
}
