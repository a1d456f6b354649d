import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { BAG_HINT_COOKIE, PRODUCT_ID_PATTERN, ROUTES, ROUTE_REDIRECTS, SIGNED_IN_COOKIE, matchRoute } from 'contracts';
import { catalogueLogLevel } from '../modules/catalogue-cache/catalogue-cache';
import { injectHead } from '../modules/seo/head-tags';
import { pageOrigin } from '../modules/seo/origin';
import { pageAnswer, type ApiStatus } from '../modules/seo/service';
import { NO_STORE, type ServerPages } from '../server-render/server-pages';
import { shellPageSchema } from './openapi';

/** Webpack's content hashes: `main.3f2a9c1b.js`, `123.abcdef0123456789.chunk.js`, `img-0a1b2c3d4e.png`. */
const HASHED_FILE = /[.-][0-9a-f]{8,}[.-]/i;
/** Files the shell reads to find the current build: always revalidated. */
const ALWAYS_FRESH = new Set(['index.html', 'remotes.json', 'mf-manifest.json']);

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A back-office page (the route table's audience `staff`): no shared cache, no browser cache, no HTML cache. */
export const STAFF_PAGE = 'private, no-store';

export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  if (ALWAYS_FRESH.has(name)) return 'no-cache';
  if (HASHED_FILE.test(name)) return IMMUTABLE;
  // Unhashed assets (remoteEntry.js, favicon...) may change with any deploy.
  return 'no-cache';
}

/** True when the folder has a built shell to serve. */
export function hasShellBuild(dir: string | undefined): dir is string {
  return !!dir && existsSync(path.join(dir, 'index.html'));
}

function splitUrl(url: string): [pathname: string, search: string] {
  const query = url.indexOf('?');
  return query === -1 ? [url, ''] : [url.slice(0, query), url.slice(query)];
}

/** Answers a page navigation with the shell's index.html carrying that page's head (title, description...). */
export type ShellPageHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/**
 * The page at a request's address: the shell's index.html with the page's <title>, meta description,
 * canonical link and Open Graph tags (modules/seo), so a crawler that runs no JavaScript reads them; the
 * status is 404 for an address no route takes or a product that does not exist, while the shell still
 * renders its not-found page. With server rendering (`pages`) the body is rendered too, through the HTML cache and
 * the render pool (server-render/server-pages.ts); without it the browser renders the page. The file is
 * read again when a new build replaces it.
 */
export function createShellPage({
  shellDist,
  statusOf,
  publicOrigin,
  pages,
}: {
  shellDist: string;
  /** The API's own answers in process (pageAnswer: a missing product's 404). */
  statusOf: ApiStatus;
  publicOrigin?: string;
  pages?: ServerPages;
}): ShellPageHandler {
  const file = path.join(shellDist, 'index.html');
  let cached: { mtimeMs: number; size: number; html: string; checkedAt: number } | undefined;
  async function readIfChanged(): Promise<string> {
    const { mtimeMs, size } = await stat(file);
    if (cached?.mtimeMs !== mtimeMs || cached.size !== size)
      cached = { mtimeMs, size, html: await readFile(file, 'utf8'), checkedAt: 0 };
    cached.checkedAt = Date.now();
    return cached.html;
  }
  // Looked at again every 250 ms at most, by one request for all that arrive meanwhile: a page served from
  // memory must not cost a system call.
  let checking: Promise<string> | null = null;
  async function indexHtml(): Promise<string> {
    if (cached && Date.now() - cached.checkedAt < 250) return cached.html;
    checking ??= readIfChanged().finally(() => {
      checking = null;
    });
    return checking;
  }
  return async (request, reply) => {
    // A page that is another page's address (contracts' ROUTE_REDIRECTS): a permanent redirect, query kept.
    const [pathname, search] = splitUrl(request.url);
    const redirectTo = ROUTE_REDIRECTS[pathname.replace(/\/+$/, '') || '/'];
    if (redirectTo) return reply.redirect(`${redirectTo}${search}`, 301);
    const origin = pageOrigin(request, publicOrigin);
    // Only whether a session or a bag may be there, never the cookies themselves, reaches the render.
    const newGuest = !request.cookies[SIGNED_IN_COOKIE] && !request.cookies[BAG_HINT_COOKIE];
    // The back office is rendered in the browser only: never by the render pool, so never in the HTML cache.
    const staff = matchRoute(pathname)?.route.audience === 'staff';
    if (pages && !staff) return pages(request, reply, { indexHtml: await indexHtml(), origin, newGuest });
    const [html, answer] = await Promise.all([indexHtml(), pageAnswer(request.url, undefined, statusOf)]);
    return reply
      .code(answer.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', staff ? STAFF_PAGE : NO_STORE)
      .send(injectHead(html, answer.head, origin));
  };
}

/**
 * Serves the built shell at / with cache headers by file kind. The home page and unknown non-API pages (see
 * the not-found plugin) get index.html with their own head from `sendPage`, so the shell's router renders
 * them, including its 404.
 */
export async function registerStaticShell(
  app: FastifyInstance,
  shellDist: string,
  sendPage: ShellPageHandler,
): Promise<void> {
  await app.register(fastifyStatic, {
    root: shellDist,
    prefix: '/',
    wildcard: true,
    // "/" is a page like any other: it gets its head from sendPage below, not the bare file.
    index: false,
    // The shell build writes .br and .gz beside each JS/CSS file at the highest levels; serving
    // those saves ~40 KB on a first visit over compressing on the fly at a cheaper level.
    preCompressed: true,
    cacheControl: false,
    // Source maps stay private (the build writes them beside dist/, see config/webpack.common.js); one
    // copied into dist by hand is not published either.
    allowedPath: (pathName: string) => !pathName.endsWith('.map'),
    // The etag is the validator a revalidated file needs (If-None-Match); a date beside it is bytes for nothing.
    etag: true,
    lastModified: false,
    // Scripts, styles and fonts are fetched whole: range support would be a header on each for nothing.
    acceptRanges: false,
    setHeaders: (reply: FastifyReply, filePath: string) => {
      reply.header('cache-control', cacheControlFor(filePath));
    },
  });
  // A content-hashed file is cached for a year and never revalidated: its etag would only be uncompressed
  // header bytes on each of a first visit's scripts.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.getHeader('cache-control') === IMMUTABLE) reply.removeHeader('etag');
    return payload;
  });
  // Every page address of the route table is a route of its own: a page is not looked for as a file first
  // (a stat of its name and of its .br and .gz twins), and, like the catalogue's answers, its two request
  // lines are left out of an info log (a page from the HTML cache costs less than logging it). `/:id` takes
  // product ids only, so `/main.js` stays a file. Any other address is the not-found handler's.
  const logLevel = catalogueLogLevel(app.log.level);
  const productId = PRODUCT_ID_PATTERN.source;
  for (const { path: pattern, guard } of ROUTES)
    app.get(
      guard === 'productId' ? `/:id(${productId})` : pattern,
      { logLevel, schema: shellPageSchema(pattern) },
      sendPage,
    );
}
