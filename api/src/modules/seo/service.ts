import {
  guardSubject,
  notFoundHead,
  routeHead,
  sitemapPaths,
  withOwnHead,
  ROBOTS_DISALLOW,
  SITEMAP_PATH,
  type PageOwnHead,
} from 'contracts';
import type { Queryable } from '../../db/database';
import { escapeHtml, type HeadForHtml } from './head-tags';
import { selectProductIds } from './queries';

export interface PageAnswer {
  /** 404 for a path no route takes, a weekday that is none, or a product id that does not exist. */
  status: 200 | 404;
  head: HeadForHtml;
}

/** The status of a GET of the API's own, answered in process (its routes and read cache, no HTTP). */
export type ApiStatus = (address: string) => Promise<number>;

/**
 * The head of the page at `url` (path and query) and its status: the route's, from contracts' route table, with
 * what the page said of itself over it (`own`: its module's `head`, run by the server's render on the answers the
 * body read, so nothing is read again). Without it (the browser renders the page alone: shed, past its deadline, a
 * shopper's own page, no server rendering) the head is the route's, and a route whose guard names something the
 * API holds (a product id) asks the API for it (`statusOf`) so that an address naming nothing is still a 404: one
 * read through the read cache, where running the page's own `head` here would need the front end's code.
 */
export async function pageAnswer(url: string, own: PageOwnHead | undefined, statusOf: ApiStatus): Promise<PageAnswer> {
  const { pathname, search } = new URL(url, 'http://page.invalid');
  const { route, ...head } = routeHead(pathname, search);
  if (route.pattern === '*') return { status: 404, head };
  if (own) return withOwnHead(head, own);
  const subject = guardSubject({ route: route.route, params: route.params });
  if (subject !== null && (await statusOf(subject)) === 404) return { status: 404, head: notFoundHead(head) };
  return { status: 200, head };
}

/** The sitemap: every static page, each category of the collection, each Modiweek day and every product. */
export async function sitemapXml(db: Queryable, origin: string): Promise<string> {
  const paths = [...sitemapPaths(), ...(await selectProductIds(db)).map((id) => `/${id}`)];
  const urls = paths.map((path) => `  <url><loc>${escapeHtml(`${origin}${path}`)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything may be crawled but the API, development pages and personal or checkout pages. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}${SITEMAP_PATH}`,
    '',
  ].join('\n');
}
