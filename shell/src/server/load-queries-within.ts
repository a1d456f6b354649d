import { loadFirstData, pageQueryKey, type PageQuery, type QueryClient } from 'shared-ui';
import { withDeadline } from './with-deadline';

/** What became of a region's first data: all settled in time or not, and the keys of those that failed. */
export interface QueriesLoaded {
  inTime: boolean;
  failed: string[];
}

/**
 * Runs `queries` into the request's query `client` if all of them settle within `ms`; otherwise none of their answers is kept
 * (a late answer must not land in a page already sent) and the requests are cancelled. A query that failed
 * is left out of the client (the browser loads it after hydration) and named in `failed`. `signal`: the
 * render's own, which cancels everything at once.
 */
export async function loadQueriesWithin(
  queries: readonly PageQuery[],
  client: QueryClient,
  ms: number,
  signal?: AbortSignal,
): Promise<QueriesLoaded> {
  if (queries.length === 0) return { inTime: true, failed: [] };
  const controller = new AbortController();
  const answers = new Map<string, unknown>();
  const loading = loadFirstData(queries, (key, value) => answers.set(key, value), {
    signal: signal ? AbortSignal.any([signal, controller.signal]) : controller.signal,
  });
  const failed = await withDeadline(loading, Math.max(0, ms), signal);
  if (failed === 'timeout' || signal?.aborted) {
    controller.abort();
    return { inTime: false, failed: [] };
  }
  for (const [key, value] of answers) client.setQueryData(pageQueryKey({ key }), value);
  return { inTime: true, failed };
}
