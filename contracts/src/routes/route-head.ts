import { CATEGORIES } from '../constants/catalog';
import { WEEKDAYS } from '../constants/weekdays';
import type { Category } from '../types/catalog';
import { matchRoute } from './match-route';
import { ROUTES, type RouteEntry, type RouteHeadText, type RouteHeads, type RoutePattern } from './route-table';

export const SITE_NAME = 'Vesna';

/** "<page> | Vesna", the tab title of every page. */
export function documentTitle(page: string): string {
  return `${page} | ${SITE_NAME}`;
}

/** The head of the not-found page (pattern `*`). */
export const NOT_FOUND_META: RouteHeadText = {
  title: 'Page Not Found',
  description: 'Sorry, the page you are looking for does not exist or has been moved.',
};

/** The head text of each pattern of the route table, for readers that know the pattern (tests, the shell). */
export const ROUTE_META = Object.fromEntries(ROUTES.map((route) => [route.path, route.head])) as RouteHeads;

/** Which route a path is, as the shell's router would decide, and what it needs (a product id, a weekday). */
export type ResolvedRoute =
  | { pattern: '/:id'; route: RouteEntry; meta: RouteHeadText; productId: string }
  | { pattern: Exclude<RoutePattern, '/:id'>; route: RouteEntry; meta: RouteHeadText; productId?: undefined }
  | { pattern: '*'; route: null; meta: RouteHeadText; productId?: undefined };

/** The route of a pathname (no query), through the route table's one matcher; `*` for the not-found page. */
export function resolveRoute(pathname: string): ResolvedRoute {
  const matched = matchRoute(pathname);
  if (!matched) return { pattern: '*', route: null, meta: NOT_FOUND_META };
  const { route, params } = matched;
  if (route.guard === 'productId') return { pattern: '/:id', route, meta: route.head, productId: params.id ?? '' };
  return { pattern: route.path as Exclude<RoutePattern, '/:id'>, route, meta: route.head };
}

function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/**
 * The one address of a page for search engines (link rel=canonical, og:url), as a path: query parameters
 * that only change a view (a colour, filters, a sort) are dropped; a collection keeps its category and
 * `/modiweek?day=monday` becomes `/modiweek/monday`, the addresses the sitemap lists.
 */
export function canonicalPath(pathname: string, search = ''): string {
  const path = withoutTrailingSlash(pathname);
  const query = new URLSearchParams(search);
  if (path === '/collection') {
    const category = query.get('category');
    return category && (CATEGORIES as readonly string[]).includes(category)
      ? `/collection?category=${category}`
      : '/collection';
  }
  if (path === '/modiweek' || path.startsWith('/modiweek/')) {
    const day = (path.split('/')[2] ?? query.get('day') ?? '').toLowerCase();
    return (WEEKDAYS as readonly string[]).includes(day) ? `/modiweek/${day}` : '/modiweek';
  }
  return path;
}

/** The description of a collection page: the category's own when the address names one. */
export function collectionDescription(category: Category): string {
  return `Shop ${category} at Vesna: women's fashion designed in Kyiv, in natural fabrics. Free shipping on all orders.`;
}

/** Everything the head of a page carries, for a pathname and query (not a product's own; see productStructuredData). */
export interface PageHead {
  title: string;
  description: string;
  canonicalPath: string;
  image?: string;
  type: 'website' | 'product';
}

export function routeHead(pathname: string, search = ''): PageHead & { route: ResolvedRoute } {
  const route = resolveRoute(pathname);
  const category = route.pattern === '/collection' ? new URLSearchParams(search).get('category') : null;
  const description =
    category && (CATEGORIES as readonly string[]).includes(category)
      ? collectionDescription(category as Category)
      : route.meta.description;
  return {
    route,
    title: documentTitle(route.meta.title),
    description,
    canonicalPath: route.pattern === '*' ? withoutTrailingSlash(pathname) : canonicalPath(pathname, search),
    image: route.meta.image,
    type: route.meta.type ?? 'website',
  };
}

/** The static addresses of the sitemap, from the route table's `sitemap` column. */
export function sitemapPaths(routes: readonly RouteEntry[] = ROUTES): string[] {
  return routes.flatMap((route) => {
    if (route.sitemap === false) return [];
    return route.sitemap === true ? [route.path] : [...route.sitemap];
  });
}

/** Served at the shop's root, beside the pages (not under /api: crawlers look for them there). */
export const SITEMAP_PATH = '/sitemap.xml';
export const ROBOTS_PATH = '/robots.txt';

/**
 * Paths robots.txt keeps crawlers out of: the API, development pages, and the routes the table marks
 * `crawl: false` (personal and checkout pages; `/userProfile/*` as its prefix).
 */
export const ROBOTS_DISALLOW: readonly string[] = [
  '/api/',
  '/dev/',
  ...ROUTES.filter((route) => route.crawl === false).map((route) => route.path.replace(/\/\*$/, '')),
];
