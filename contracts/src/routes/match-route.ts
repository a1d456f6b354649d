import { API_BASE_URL, API_PATHS } from '../constants/api-paths';
import { WEEKDAYS } from '../constants/weekdays';
import { isProductId } from '../product-id';
import { ROUTES, type RouteEntry, type RouteGuard } from './route-table';

export interface MatchedRoute<Route extends RouteEntry = RouteEntry> {
  route: Route;
  /** The path's parameters, decoded (`*` holds what a trailing splat took). */
  params: Record<string, string | undefined>;
}

const GUARDS: Record<RouteGuard, (params: MatchedRoute['params']) => boolean> = {
  productId: (params) => isProductId(params.id ?? ''),
  // The day is read case-insensitively (/modiweek/Friday is Friday's look); no day is today's.
  weekday: (params) => params.day === undefined || (WEEKDAYS as readonly string[]).includes(params.day.toLowerCase()),
};

/** Whether a route's guard lets these params through (the router shows the not-found page otherwise). */
export function passesGuard(guard: RouteGuard | undefined, params: MatchedRoute['params']): boolean {
  return guard === undefined || GUARDS[guard](params);
}

/**
 * What a guarded parameter names in the API, where it names something: the API address that answers 404 when there
 * is no such thing. A page the server did not render (so with no head of its own) takes its status from it.
 */
const GUARD_SUBJECTS: Partial<Record<RouteGuard, (params: MatchedRoute['params']) => string>> = {
  productId: (params) => `${API_BASE_URL}${API_PATHS.products}?id=${encodeURIComponent(params.id ?? '')}`,
};

/** The API address whose 404 makes this page a 404 (see GUARD_SUBJECTS); null when the route has none. */
export function guardSubject({ route, params }: MatchedRoute): string | null {
  return route.guard === undefined ? null : (GUARD_SUBJECTS[route.guard]?.(params) ?? null);
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The params of `pattern` for `path`, and how specific the match was, as react-router ranks it (a static
 * segment above a parameter, a splat last); null when it does not match. Static segments match whatever
 * their case, as react-router's do by default.
 */
function matchPattern(pattern: string[], path: string[]): { params: MatchedRoute['params']; score: number } | null {
  const params: MatchedRoute['params'] = {};
  let score = 0;
  let at = 0;
  for (const [index, part] of pattern.entries()) {
    if (part === '*' && index === pattern.length - 1) {
      params['*'] = path.slice(at).map(decode).join('/');
      return { params, score: score - 2 };
    }
    const optional = part.startsWith(':') && part.endsWith('?');
    if (at >= path.length) {
      if (optional) continue;
      return null;
    }
    if (part.startsWith(':')) {
      params[part.slice(1, optional ? -1 : undefined)] = decode(path[at]);
      score += 3;
    } else if (part.toLowerCase() === path[at].toLowerCase()) score += 10;
    else return null;
    at += 1;
  }
  return at === path.length ? { params, score } : null;
}

/**
 * The route a pathname (no query) renders, as the shell's router picks it: the most specific pattern whose
 * guard holds (`/collection` before `/:id`, and `/:id` only for a product id); null for the not-found page.
 * The server renderer, the head, the breadcrumb and the API's page addresses all ask this one matcher.
 */
export function matchRoute<Route extends RouteEntry>(
  pathname: string,
  routes: readonly Route[] = ROUTES as unknown as readonly Route[],
): MatchedRoute<Route> | null {
  const path = segmentsOf(pathname);
  let best: (MatchedRoute<Route> & { score: number }) | null = null;
  for (const route of routes) {
    const matched = matchPattern(segmentsOf(route.path), path);
    if (!matched || !passesGuard(route.guard, matched.params)) continue;
    if (!best || matched.score > best.score) best = { route, ...matched };
  }
  return best && { route: best.route, params: best.params };
}
