import { loadRemote } from '@module-federation/enhanced/runtime';
import type { FirstData, QueryCache } from 'shared-ui';
import { pageOf, rememberLoadedPage, type PageModule } from '../composition/loaded-pages';
import type { ServerRegion } from '../composition/server-region';
import { pageIdOf, type MatchedRemoteRoute } from '../routes/match-remote-route';
import { loadQueriesWithin } from './load-queries-within';
import { withDeadline } from './with-deadline';

/**
 * Loads the route's remote page and its first data into `cache`, within `deadlineMs` for the two
 * together: a remote or loader that does not answer in time leaves the region to the browser
 * (`deferred`), a remote that fails to load is rendered as its fallback (`unavailable`).
 */
export async function loadRouteRegion(
  matched: MatchedRemoteRoute,
  url: URL,
  cache: QueryCache,
  deadlineMs: number,
): Promise<ServerRegion> {
  const id = pageIdOf(matched.route);
  const started = Date.now();
  let loaded: PageModule | 'timeout';
  try {
    loaded = await withDeadline(
      loadRemote<PageModule>(id).then((module) => module ?? Promise.reject()),
      deadlineMs,
    );
  } catch {
    return { id, outcome: 'unavailable' };
  }
  if (loaded === 'timeout') return { id, outcome: 'deferred' };
  const page = pageOf(loaded);
  if (!page) return { id, outcome: 'unavailable' };
  rememberLoadedPage(id, page);

  const firstData = typeof loaded.firstData === 'function' ? (loaded.firstData as FirstData) : null;
  if (!firstData) return { id, outcome: 'rendered' };
  const queries = firstData({ pathname: url.pathname, params: matched.params, searchParams: url.searchParams });
  const inTime = await loadQueriesWithin(queries, cache, deadlineMs - (Date.now() - started));
  return { id, outcome: inTime ? 'rendered' : 'deferred' };
}
