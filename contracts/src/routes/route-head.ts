import { CATEGORIES } from '../constants/catalog';
import { WEEKDAYS } from '../constants/weekdays';
import type { Category } from '../types/catalog';
import { matchRoute, type MatchedRoute } from './match-route';
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

/** Which route a path is, as the shell's router would decide, and its params (a product id, a weekday). */
export type ResolvedRoute =
  | { pattern: RoutePattern; route: RouteEntry; meta: RouteHeadText; params: MatchedRoute['params'] }
  | { pattern: '*'; route: null; meta: RouteHeadText; params?: undefined };

/** The route of a pathname (no query), through the route table's one matcher; `*` for the not-found page. */
export function resolveRoute(pathname: string): ResolvedRoute {
  const matched = matchRoute(pathname);
  if (!matched) return { pattern: '*', route: null, meta: NOT_FOUND_META };
  const { route, params } = matched;
  return { pattern: route.path as RoutePattern, route, meta: route.head, params };
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

/**
 * What a page's module says of its own head (shared-ui's `Head`, exported as `head` beside `firstData`), over its
 * route's: the render worker hands it to the API, which writes it into the HTML; the browser writes it into
 * document.head. Every field is optional; `status: 404` means the thing the address names does not exist.
 */
export interface PageOwnHead {
  status?: 200 | 404;
  /** The full tab title ("<name> | Vesna"). */
  title?: string;
  description?: string;
  image?: string;
  type?: 'website' | 'product';
  /** schema.org data for a <script type="application/ld+json"> (a product page's Product). */
  jsonLd?: unknown;
  /** The page's largest image to fetch first (a product page's first photo): its srcset, sizes and type. */
  imagePreload?: { imageSrcSet: string; imageSizes: string; type: string };
}

/** Marks the JSON-LD script of a page's own head, in the API's HTML and in the browser's document.head. */
export const PAGE_JSON_LD_ATTRIBUTE = 'data-page-json-ld';

/** A page's whole head: its route's, with what the page said of itself. */
export type WholePageHead = PageHead & Pick<PageOwnHead, 'jsonLd' | 'imagePreload'>;

/** The route's head with the page's own over it; a 404 gets the not-found page's title and description. */
export function withOwnHead(head: PageHead, own: PageOwnHead | undefined): { status: 200 | 404; head: WholePageHead } {
  if (own?.status === 404) return { status: 404, head: notFoundHead(head) };
  const { status, ...tags } = own ?? {};
  return { status: 200, head: { ...head, ...tags } };
}

/** The not-found page's head at an address a route takes (a product id with no product). */
export function notFoundHead(head: PageHead): PageHead {
  return {
    ...head,
    title: documentTitle(NOT_FOUND_META.title),
    description: NOT_FOUND_META.description,
    type: 'website',
  };
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
