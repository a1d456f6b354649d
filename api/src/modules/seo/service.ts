import { metaDescription, productPhotoPreload, productStructuredData } from 'contracts/seo';
import {
  NOT_FOUND_META,
  documentTitle,
  routeHead,
  sitemapPaths,
  ROBOTS_DISALLOW,
  SITEMAP_PATH,
  type ProductHeadData,
} from 'contracts';
import type { Queryable } from '../../db/database';
import { listFeedback } from '../feedback/service';
import { selectProductsByIds } from '../products/queries';
import { escapeHtml, type HeadForHtml } from './head-tags';
import { selectProductIds } from './queries';

export interface PageAnswer {
  /** 404 for a path no route takes, a weekday that is none, or a product id that does not exist. */
  status: 200 | 404;
  head: HeadForHtml;
}

/**
 * The head of the page at `url` (path and query) as the shell would show it: the route's title and
 * description from contracts' ROUTE_META, and for a product page the product's own, with its JSON-LD.
 * `known`: the product and feedback the server render already read for the body, so the head is made from
 * the same answers and the database is not asked again; without it (the page the browser renders alone)
 * they are read here.
 */
export async function pageAnswer(
  db: Queryable,
  url: string,
  origin: string,
  known?: ProductHeadData,
): Promise<PageAnswer> {
  const { pathname, search } = new URL(url, 'http://page.invalid');
  const { route, ...head } = routeHead(pathname, search);
  if (route.pattern === '*') return { status: 404, head };
  if (route.pattern !== '/:id') return { status: 200, head };

  const product = known ? known.product : (await selectProductsByIds(db, [route.productId]))[0];
  if (!product) {
    return {
      status: 404,
      head: {
        ...head,
        title: documentTitle(NOT_FOUND_META.title),
        description: NOT_FOUND_META.description,
        type: 'website',
      },
    };
  }
  const feedback = known?.feedback ?? (await listFeedback(db, product.id));
  return {
    status: 200,
    head: {
      ...head,
      title: documentTitle(product.name),
      description: metaDescription(product),
      image: product.image[0],
      jsonLd: productStructuredData(product, origin, feedback),
      // The photo the page shows first for this address's colour: fetched with the HTML, not after the scripts.
      imagePreload: productPhotoPreload(product, search) ?? undefined,
    },
  };
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
