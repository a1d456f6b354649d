import { loadRemote } from '@module-federation/enhanced/runtime';
import { pageIdOf, type MatchedRoute, type PageDegradation } from 'contracts';
import type { FirstData, Head } from 'shared-ui';
import type { QueryClient } from 'shared-ui/state';
import { pageOf, rememberLoadedPage, type PageModule } from '../composition/loaded-pages';
import { fallbackPageModule } from '../composition/runtime-plugin/fallback';
import type { ServerRegion } from '../composition/server-region';
import { loadQueriesWithin } from './load-queries-within';
import { withDeadline } from './with-deadline';

/** The route's region as the server leaves it, and what of it fell back (empty when it is whole). */
export interface RouteRegionLoaded {
  region: ServerRegion;
  degraded: PageDegradation[];
  /** The page module's own `head` (shared-ui's Head), when it was loaded and exports one. */
  head?: Head;
}

/**
 * Loads the route's remote page and its first data into the request's query `client`, within `deadlineMs` for the two
 * together: a remote or loader that does not answer in time leaves the region to the browser
 * (`deferred`), a remote that fails to load (or that the runtime's fallback plugin stood in for) is
 * rendered as its fallback (`unavailable`). A first-data query that failed leaves the page rendered
 * without it (the browser loads it) and is named in `degraded`.
 */
export async function loadRouteRegion(
  matched: MatchedRoute,
  url: URL,
  client: QueryClient,
  deadlineMs: number,
  signal?: AbortSignal,
): Promise<RouteRegionLoaded> {
  const id = pageIdOf(matched.route);
  const started = Date.now();
  const fellBack = (outcome: 'deferred' | 'unavailable'): RouteRegionLoaded => ({
    region: { id, outcome },
    degraded: [{ region: id, reason: outcome === 'deferred' ? 'region-deadline' : 'remote-unavailable' }],
  });
  let loaded: PageModule | 'timeout';
  try {
    loaded = await withDeadline(
      loadRemote<PageModule>(id).then((module) => module ?? Promise.reject(new Error(`${id} loaded empty`))),
      deadlineMs,
      signal,
    );
  } catch {
    return fellBack('unavailable');
  }
  if (loaded === 'timeout') return fellBack('deferred');
  const page = loaded === fallbackPageModule ? null : pageOf(loaded);
  if (!page) return fellBack('unavailable');
  rememberLoadedPage(id, page);
  const rendered = { id, outcome: 'rendered' as const };
  const head = typeof loaded.head === 'function' ? { head: loaded.head as Head } : {};

  // The route table says which pages have first data; one whose module lost its loaders is rendered without
  // them (the browser loads them) and named as degraded, so it is never kept.
  if (!matched.route.firstData) return { region: rendered, degraded: [], ...head };
  const firstData = typeof loaded.firstData === 'function' ? (loaded.firstData as FirstData) : null;
  if (!firstData) return { region: rendered, degraded: [{ region: id, reason: 'data-failed' }], ...head };
  const queries = firstData({ pathname: url.pathname, params: matched.params, searchParams: url.searchParams });
  const { inTime, failed } = await loadQueriesWithin(queries, client, deadlineMs - (Date.now() - started), signal);
  if (!inTime) return fellBack('deferred');
  return {
    region: rendered,
    degraded: failed.map((key) => ({ region: key, reason: 'data-failed' as const })),
    ...head,
  };
}
