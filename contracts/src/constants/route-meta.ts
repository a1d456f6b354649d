import { API_BASE_URL, API_PATHS } from './api-paths';
import { CATEGORIES } from './catalog';
import type { Category } from '../types/catalog';
import { PRODUCT_ID_PATTERN } from './identifiers';
import { WEEKDAYS, type Weekday } from './weekdays';

/**
 * What a search engine and a link preview learn about each route (spec section 2): the tab title, the meta
 * description and, where a route has one, a picture. The API writes these into the HTML it answers for a
 * page (so a crawler that runs no JavaScript sees them) and the shell keeps them right as the shopper
 * navigates, so both read this one table. Keys are the shell's route-table paths (a shell test keeps the two
 * in step); `*` is the not-found page.
 */
export interface RouteMeta {
  /** The page part of the tab title: "<title> | Vesna" (documentTitle). Pages' useDocumentTitle uses the same. */
  title: string;
  /** The meta description and og:description: one or two sentences, under 160 characters. */
  description: string;
  /** og:image, a path on the shop's origin. */
  image?: string;
  /** og:type; a product page is "product". */
  type?: 'website' | 'product';
  /** Listed in /sitemap.xml. Personal and checkout pages are not (robots.txt keeps crawlers out of them). */
  inSitemap: boolean;
}

export const SITE_NAME = 'Vesna';

/** "<page> | Vesna", the tab title of every page. */
export function documentTitle(page: string): string {
  return `${page} | ${SITE_NAME}`;
}

/** The generated pictures the shop serves itself (API_PATHS.bannerImage), used as og:image. */
const bannerImage = (key: string) => `${API_BASE_URL}${API_PATHS.bannerImage.replace(':file', `${key}.svg`)}`;

export const NOT_FOUND_META: RouteMeta = {
  title: 'Page Not Found',
  description: 'Sorry, the page you are looking for does not exist or has been moved.',
  inSitemap: false,
};

export const ROUTE_META = {
  '/': {
    title: 'Home',
    description:
      "Vesna: women's fashion designed in Kyiv, with a plus-size line. New arrivals every week and free shipping on all orders.",
    image: bannerImage('hero'),
    inSitemap: true,
  },
  '/collection': {
    title: 'Collection',
    description:
      'Shop all of Vesna: dresses, tops, pants, blouses, pullovers and shorts in natural fabrics. Filter by colour, size and fabric.',
    inSitemap: true,
  },
  '/newIn': {
    title: 'New In',
    description: 'The newest pieces from our Kyiv studio, added every week. Free shipping on all orders.',
    image: bannerImage('new-in'),
    inSitemap: true,
  },
  '/plusSize': {
    title: 'Plus Size',
    description: "Vesna's plus-size line: every style cut and fitted on sizes 1X to 3X, in linen, cotton and silk.",
    image: bannerImage('plus-size'),
    inSitemap: true,
  },
  '/modiweek/:day?': {
    title: 'Modiweek',
    description: 'Modiweek: one look for every day of the week, with the pieces to shop it.',
    inSitemap: true,
  },
  '/cart': {
    title: 'Shopping Bag',
    description: 'Your Vesna shopping bag: review your pieces, then check out. Free shipping on all orders.',
    inSitemap: false,
  },
  '/info': { title: 'Shipping Info', description: 'Where your Vesna order should go.', inSitemap: false },
  '/payment': { title: 'Payment', description: 'Pay for your Vesna order by card.', inSitemap: false },
  '/success': {
    title: 'Payment Successful',
    description: 'Thank you for your order. The receipt is on its way to your e-mail.',
    inSitemap: false,
  },
  '/failed': {
    title: 'Payment Failed',
    description: 'Your payment did not go through. Check your card details and try again.',
    inSitemap: false,
  },
  '/login': {
    title: 'Log in',
    description: 'Log in to Vesna to keep your wish list and bag on every device and see your orders.',
    image: bannerImage('login'),
    inSitemap: true,
  },
  '/registration': {
    title: 'Create Account',
    description:
      'Create a Vesna account: save your address and card, follow your orders, and get 15% off on your birthday.',
    inSitemap: true,
  },
  '/userProfile/*': {
    title: 'My Account',
    description: 'Your Vesna account: profile, address, wish list, payment card and orders.',
    inSitemap: false,
  },
  '/wishList': {
    title: 'My Wish List',
    description: 'The Vesna pieces you saved for later.',
    inSitemap: true,
  },
  '/sustainability': {
    title: 'Sustainability',
    description:
      'How Vesna makes fewer, better clothes: our mission, how we process and pack, caring for your pieces, and our materials.',
    image: bannerImage('sustainability-main'),
    inSitemap: true,
  },
  '/sustainability/materials': {
    title: 'Materials',
    description:
      'The cotton, wool, linen and silk we use. 92% of our base fabrics were sustainably sourced in 2022; our goal is 100% by 2025.',
    image: bannerImage('sustainability-fifth'),
    inSitemap: true,
  },
  '/termsConditions': {
    title: 'Terms & Conditions',
    description: 'The general conditions of buying from Vesna: orders, prices, payment, delivery and returns.',
    inSitemap: true,
  },
  '/policy': {
    title: 'Privacy Policy',
    description: 'What information Vesna collects, how we use and share it, and the choices you have.',
    inSitemap: true,
  },
  '/orderShipping': {
    title: 'Orders & Shipping',
    description:
      'Processing times, free shipping, international delivery, tracking and what to do about a lost or damaged parcel.',
    inSitemap: true,
  },
  '/returnsRefunds': {
    title: 'Returns & Refunds',
    description:
      'Return within 30 days; refunds in 7-10 business days after we receive your return. Exchanges and exceptions.',
    inSitemap: true,
  },
  '/contactUs': {
    title: 'Contact Us',
    description: 'Write to Vesna about an order, a size or anything else. We answer within 1-2 business days.',
    inSitemap: true,
  },
  '/newsletter': {
    title: 'Newsletter',
    description: 'Your Vesna newsletter subscription: confirmed, or unsubscribed from the link in our mail.',
    inSitemap: false,
  },
  '/careers': {
    title: 'Careers',
    description: 'Work with Vesna in Kyiv: sales associates, visual merchandisers, buyers and marketing specialists.',
    inSitemap: true,
  },
  '/visitUs': {
    title: 'Visit Us',
    description: 'Visit the Vesna store in Kyiv at 25 Yaroslaviv Val St: opening hours, directions, e-mail and phone.',
    image: `${API_BASE_URL}${API_PATHS.storeMapImage}`,
    inSitemap: true,
  },
  '/:id': {
    title: 'Product',
    description: "A piece from Vesna's collection of women's fashion, designed in Kyiv.",
    type: 'product',
    inSitemap: false,
  },
} as const satisfies Record<string, RouteMeta>;

export type RoutePattern = keyof typeof ROUTE_META;

/** Which route a path is, as the shell's router would decide, and what it needs (a product id, a weekday). */
export type ResolvedRoute =
  | { pattern: Exclude<RoutePattern, '/:id' | '/modiweek/:day?'>; meta: RouteMeta }
  | { pattern: '/modiweek/:day?'; meta: RouteMeta; day?: Weekday }
  | { pattern: '/:id'; meta: RouteMeta; productId: string }
  | { pattern: '*'; meta: RouteMeta };

function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/**
 * The route of a pathname (no query): static paths as they are, `/modiweek` with or without a weekday,
 * everything under `/userProfile`, a product id, else the not-found page. Whether a product id exists is
 * for the caller to check.
 */
export function resolveRoute(pathname: string): ResolvedRoute {
  const path = withoutTrailingSlash(pathname);
  if (path === '/modiweek') return { pattern: '/modiweek/:day?', meta: ROUTE_META['/modiweek/:day?'] };
  // The shell reads the day case-insensitively (/modiweek/Friday is Friday's look).
  const weekday = /^\/modiweek\/([^/]+)$/.exec(path)?.[1]?.toLowerCase();
  if (weekday !== undefined) {
    return (WEEKDAYS as readonly string[]).includes(weekday)
      ? { pattern: '/modiweek/:day?', meta: ROUTE_META['/modiweek/:day?'], day: weekday as Weekday }
      : { pattern: '*', meta: NOT_FOUND_META };
  }
  if (path === '/userProfile' || path.startsWith('/userProfile/')) {
    return { pattern: '/userProfile/*', meta: ROUTE_META['/userProfile/*'] };
  }
  const segment = /^\/([^/]+)$/.exec(path)?.[1];
  if (segment !== undefined && PRODUCT_ID_PATTERN.test(segment)) {
    return { pattern: '/:id', meta: ROUTE_META['/:id'], productId: segment };
  }
  if (Object.prototype.hasOwnProperty.call(ROUTE_META, path) && !path.includes(':')) {
    const pattern = path as Exclude<RoutePattern, '/:id' | '/modiweek/:day?'>;
    return { pattern, meta: ROUTE_META[pattern] };
  }
  return { pattern: '*', meta: NOT_FOUND_META };
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
  const canonical = canonicalPath(pathname, search);
  const category = route.pattern === '/collection' ? new URLSearchParams(search).get('category') : null;
  const description =
    category && (CATEGORIES as readonly string[]).includes(category)
      ? collectionDescription(category as Category)
      : route.meta.description;
  return {
    route,
    title: documentTitle(route.meta.title),
    description,
    canonicalPath: route.pattern === '*' ? withoutTrailingSlash(pathname) : canonical,
    image: route.meta.image,
    type: route.meta.type ?? 'website',
  };
}

/** The static addresses of the sitemap: routes marked inSitemap, each weekday's Modiweek and each category. */
export function sitemapPaths(): string[] {
  const paths: string[] = [];
  for (const [pattern, meta] of Object.entries(ROUTE_META) as [RoutePattern, RouteMeta][]) {
    if (!meta.inSitemap) continue;
    if (pattern === '/modiweek/:day?') {
      paths.push('/modiweek', ...WEEKDAYS.map((day) => `/modiweek/${day}`));
    } else if (pattern === '/collection') {
      paths.push('/collection', ...CATEGORIES.map((category) => `/collection?category=${category}`));
    } else {
      paths.push(pattern);
    }
  }
  return paths;
}

/** Served at the shop's root, beside the pages (not under /api: crawlers look for them there). */
export const SITEMAP_PATH = '/sitemap.xml';
export const ROBOTS_PATH = '/robots.txt';

/** Paths robots.txt keeps crawlers out of: the API, development pages, and personal and checkout pages. */
export const ROBOTS_DISALLOW = [
  '/api/',
  '/dev/',
  '/userProfile',
  '/cart',
  '/info',
  '/payment',
  '/success',
  '/failed',
  // The landing page of the newsletter's personal confirm and unsubscribe links.
  '/newsletter',
];
