import { loadFirstData, type PageQuery, type QueryCache } from 'shared-ui';
import { withDeadline } from './with-deadline';

/**
 * Runs `queries` into `cache` if all of them settle within `ms`; otherwise none of their answers is kept
 * (a late answer must not land in a page already sent) and the requests are cancelled. True when in time.
 */
export async function loadQueriesWithin(
  queries: readonly PageQuery[],
  cache: QueryCache,
  ms: number,
): Promise<boolean> {
  if (queries.length === 0) return true;
  const controller = new AbortController();
  const answers = new Map<string, unknown>();
  const done = await withDeadline(
    loadFirstData(queries, (key, value) => answers.set(key, value), { signal: controller.signal }),
    Math.max(0, ms),
  );
  if (done === 'timeout') {
    controller.abort();
    return false;
  }
  for (const [key, value] of answers) cache.set(key, value);
  return true;
}
