import type { FirstDataQuery } from 'shared-ui';
import type { QueryClient } from 'shared-ui/state';
import { withDeadline } from './with-deadline';

/** What became of a region's first data: all settled in time or not, and the keys of those that failed. */
export interface QueriesLoaded {
  inTime: boolean;
  failed: string[];
}

/** A query's key as the log and the metrics name it: ['product', '100001'] is "product:100001". */
export const queryName = (query: FirstDataQuery) => query.queryKey.map(String).join(':');

/**
 * Runs `ensureQueryData` on each of `queries` in the request's query `client`, the one cache of the render: the
 * page, the breadcrumb and the head asking for the same key make one read. If they do not all settle within `ms`,
 * their requests are cancelled and none of their answers is kept (a late answer must not land in a page already
 * sent). A query that failed stays out of the page's data (the browser loads it after hydration) and is named in
 * `failed`. `signal`: the render's own, which cancels everything at once.
 */
export async function loadQueriesWithin(
  queries: readonly FirstDataQuery[],
  client: QueryClient,
  ms: number,
  signal?: AbortSignal,
): Promise<QueriesLoaded> {
  if (queries.length === 0) return { inTime: true, failed: [] };
  const loading = Promise.all(
    queries.map((query) =>
      client.ensureQueryData(query).then(
        () => true,
        () => false,
      ),
    ),
  );
  const settled = await withDeadline(loading, Math.max(0, ms), signal);
  if (settled === 'timeout' || signal?.aborted) {
    for (const { queryKey } of queries) {
      void client.cancelQueries({ queryKey, exact: true });
      client.removeQueries({ queryKey, exact: true });
    }
    return { inTime: false, failed: [] };
  }
  // A failed query leaves the client: the render then shows the part's loading state, which is what the browser's
  // first render shows too (it finds no answer, and asks).
  const failed = queries.filter((_, index) => !settled[index]);
  for (const { queryKey } of failed) client.removeQueries({ queryKey, exact: true });
  return { inTime: true, failed: failed.map(queryName) };
}
