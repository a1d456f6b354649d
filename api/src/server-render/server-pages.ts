import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { ShopMetrics } from '../modules/metrics/metrics';
import { injectHead } from '../modules/seo/head-tags';
import { pageAnswer, type ApiStatus } from '../modules/seo/service';
import { keptAnswer, sendKeptAnswer, type KeptAnswer } from '../plugins/kept-answer';
import type { HtmlCache } from './html-cache';
import { injectRenderedPage } from './inject-rendered-page';
import type { PageBuilds, PageBuildsWatch } from './page-builds';
import { pageAddress, pageCacheKey } from './page-cache-key';
import type { PageRenderer, RenderOutcome } from './render-pool';

/**
 * A server-rendered public page that is whole: the same bytes for every visitor (rendered as a guest sees
 * it), so a CDN may keep it a minute and serve it stale while it revalidates.
 */
export const PUBLIC_PAGE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
/** Anything else (degraded, shed, rendered in the browser, a shopper's own page): no cache keeps it. */
export const NO_STORE = 'no-store';
const HTML = 'text/html; charset=utf-8';

/** A page as answered: whole and public (kept, with its ETag), or for this visitor only. */
type PageResult =
  { status: number; answer: KeptAnswer; public: true } | { status: number; html: string; public: false };

export interface ServerPagesOptions {
  renderer: PageRenderer;
  builds: PageBuildsWatch;
  cache: HtmlCache;
  /** False while the catalogue's announcements may be missed: then no page is kept or served from memory. */
  cacheTrusted: () => boolean;
  /** The API's own answers in process: a page the browser renders alone still answers 404 for a missing product. */
  statusOf: ApiStatus;
  metrics: ShopMetrics;
  log: FastifyBaseLogger;
}

/** What the page request needs besides itself: the shell's index.html and the origin its links name. */
export interface PageContext {
  indexHtml: string;
  origin: string;
  newGuest: boolean;
}

/** At most one log line a second about shed pages: under a crowd each would otherwise write one. */
function throttled(every: number, write: (count: number) => void): () => void {
  let last = 0;
  let count = 0;
  return () => {
    count += 1;
    if (Date.now() - last < every) return;
    last = Date.now();
    write(count);
    count = 0;
  };
}

/**
 * Page requests through the HTML cache and the render pool (docs/server-rendering.md):
 * - a kept page (fresh) is sent as it is, with ETag and 304; a stale one is sent while one re-render
 *   replaces it;
 * - a miss renders once for all who ask at the same moment (coalescing) and is kept when it is whole;
 * - a page where any region fell back goes out `no-store`, without an ETag, is never kept, is logged with
 *   its URL, regions and reasons, and counted (GET /api/metrics); so is a shed or failed render, which
 *   answers the page the browser renders alone, at once.
 */
export function createServerPages({
  renderer,
  builds,
  cache,
  cacheTrusted,
  statusOf,
  metrics,
  log,
}: ServerPagesOptions) {
  const logShed = throttled(1000, (count) =>
    log.warn(`server rendering shed ${count} page(s) in the last second: the browser renders them (no-store)`),
  );

  function count(outcome: string, reason: string, seconds: number) {
    metrics.pageRenders.inc({ outcome, reason });
    metrics.pageRenderDuration.observe({ outcome }, seconds);
  }

  /** The page the browser renders alone: index.html with its route's head (and status), never kept. */
  async function clientOnly(url: string, context: PageContext, outcome: Exclude<RenderOutcome, { kind: 'rendered' }>) {
    if (outcome.kind === 'shed') logShed();
    else log.warn({ url, reason: outcome.reason }, `page sent for the browser to render (${outcome.reason}): ${url}`);
    const answer = await pageAnswer(url, undefined, statusOf);
    const result: PageResult = {
      status: answer.status,
      html: injectHead(context.indexHtml, answer.head, context.origin),
      public: false,
    };
    return result;
  }

  async function render(url: string, key: string, context: PageContext, current: PageBuilds): Promise<PageResult> {
    const generation = cache.begin();
    const started = performance.now();
    // The address the entry is kept under (query in one order, no campaign parameters): whichever variant
    // comes first, the page is the same.
    const outcome = await renderer.render(pageAddress(url), {
      origin: context.origin,
      newGuest: context.newGuest,
      builds: current,
    });
    const seconds = (performance.now() - started) / 1000;
    if (outcome.kind !== 'rendered') {
      count(outcome.kind === 'shed' ? 'shed' : 'client-only', outcome.reason, seconds);
      return clientOnly(url, context, outcome);
    }
    const { page } = outcome;
    // The page's own head (its module's `head`, from the answers the render read) over the route's.
    const answer = await pageAnswer(url, page.ownHead, statusOf);
    const html = injectRenderedPage(injectHead(context.indexHtml, answer.head, context.origin), page);
    if (page.degraded.length > 0) {
      count('degraded', page.degraded[0].reason, seconds);
      log.warn(
        { url, degraded: page.degraded },
        `page rendered degraded, sent no-store for the browser to complete: ${url} (${page.degraded
          .map(({ region, reason }) => `${region}: ${reason}`)
          .join(', ')})`,
      );
      return { status: answer.status, html, public: false };
    }
    if (!page.cacheable) {
      count('private', 'shopper-own', seconds);
      return { status: answer.status, html, public: false };
    }
    count('full', 'none', seconds);
    // Kept only when nothing moved while it rendered: the same builds, the same catalogue, heard live.
    const kept =
      outcome.builds === current.stamp && cacheTrusted() ? cache.store(key, html, answer.status, generation) : null;
    return { status: answer.status, answer: kept?.answer ?? keptAnswer(html), public: true };
  }

  function send(request: FastifyRequest, reply: FastifyReply, result: PageResult): FastifyReply {
    reply.code(result.status);
    if (result.public)
      return sendKeptAnswer(request, reply, result.answer, { contentType: HTML, cacheControl: PUBLIC_PAGE });
    return reply.type(HTML).header('cache-control', NO_STORE).send(result.html);
  }

  return async function answerPage(request: FastifyRequest, reply: FastifyReply, context: PageContext) {
    const url = request.url;
    const current = await builds.current();
    const key = pageCacheKey(url, context.origin, current.stamp);
    const found = cacheTrusted() ? cache.lookup(key) : undefined;
    // One render per key at a time; a shopper-own page renders differently for a new guest (never kept).
    const renderOnce = (newGuest: boolean) =>
      cache.coalesce(`${key} ${newGuest}`, () => render(url, key, { ...context, newGuest }, current));
    if (found) {
      metrics.htmlCache.inc({ result: found.state === 'fresh' ? 'hit' : 'stale' });
      // A kept page is public: it never depends on the visitor, so it re-renders as a new guest.
      if (found.state === 'stale') void renderOnce(true).catch(() => undefined);
      return send(request, reply, { status: found.page.status, answer: found.page.answer, public: true });
    }
    metrics.htmlCache.inc({ result: 'miss' });
    return send(request, reply, await renderOnce(context.newGuest));
  };
}

export type ServerPages = ReturnType<typeof createServerPages>;
