import { useCallback, useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { pageQueryOptions, type PageQuery } from './page-query';
import { useQuery } from './query-client';

export type CachedQueryState<T> =
  /** `data`: with `keepPrevious`, the last answer shown (another key's, or this key's before a reload). */
  | { status: 'loading'; data: T | undefined; error: null }
  | { status: 'ready'; data: T; error: null }
  | { status: 'error'; data: undefined; error: unknown };

/**
 * The answer to a page query through the query client: at once when the client has it (the server's
 * first data, or a page visited before in this tab), else loaded after mount and kept. Rendering never
 * starts a request, so the server renders what its client holds and the browser's first render matches
 * it. `reload()` forgets the answer and asks again (a Retry button): the state is 'loading' meanwhile,
 * with the previous answer as `data` when `keepPrevious` is set. An invalidation (a mutation that changed
 * the data) refreshes the answer in place, without a loading state.
 */
export function useCachedQuery<T>(
  query: PageQuery<T>,
  { keepPrevious = false }: { keepPrevious?: boolean } = {},
): CachedQueryState<T> & { reload: () => void } {
  const answer = useQuery<T>({
    ...pageQueryOptions(query),
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
  // A reload is pending until an answer (or a failure) newer than the one shown when it was asked arrives.
  const [reloadFrom, setReloadFrom] = useState<{ key: string; updatedAt: number } | null>(null);
  const updatedAt = Math.max(answer.dataUpdatedAt, answer.errorUpdatedAt);
  const { key } = query;
  const { refetch } = answer;
  const reload = useCallback(() => {
    setReloadFrom({ key, updatedAt });
    void refetch();
  }, [key, updatedAt, refetch]);
  const reloading = reloadFrom?.key === key && reloadFrom.updatedAt === updatedAt;

  if (answer.status === 'error' && !reloading) return { status: 'error', data: undefined, error: answer.error, reload };
  if (answer.status === 'success' && !answer.isPlaceholderData && !reloading)
    return { status: 'ready', data: answer.data, error: null, reload };
  return { status: 'loading', data: keepPrevious ? answer.data : undefined, error: null, reload };
}
