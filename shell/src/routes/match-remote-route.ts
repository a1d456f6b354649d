import { matchPath } from 'react-router-dom';
import { isProductId } from 'contracts';
import { REMOTE_ROUTES, type RemoteRouteEntry } from './route-table';

export type MatchedRemoteRoute = { route: RemoteRouteEntry; params: Record<string, string | undefined> };

/**
 * The route-table entry a path renders, as the router would pick it (static paths before `/:id`, which
 * takes only product ids); null for the not-found page. The server needs it before rendering, to load
 * that remote and its first data.
 */
export function matchRemoteRoute(pathname: string): MatchedRemoteRoute | null {
  const candidates = REMOTE_ROUTES.map((route) => ({ route, match: matchPath(route.path, pathname) }))
    .filter(({ route, match }) => match && (route.guard !== 'productId' || isProductId(match.params.id ?? '')))
    // A dynamic segment ranks below a static one, as in react-router.
    .sort((a, b) => Number(a.route.path.includes(':')) - Number(b.route.path.includes(':')));
  const best = candidates[0];
  return best?.match ? { route: best.route, params: best.match.params } : null;
}

/** `mf_catalog/HomePage` for `{ remote: 'mf_catalog', expose: './HomePage' }`. */
export function pageIdOf(route: RemoteRouteEntry): string {
  return `${route.remote}/${route.expose.replace(/^\.\//, '')}`;
}
