import { PassThrough } from 'node:stream';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { QueryClientProvider, createQueryClient } from 'shared-ui/state';
import { dehydrateQueries } from 'shared-ui';
import { matchRoute, pageIdOf, type PageDegradation, type PageOwnHead, type RenderedPage } from 'contracts';
import { App } from '../app';
import type { RemoteDefinition } from '../composition/load-remotes-config';
import type { ServerRegion } from '../composition/server-region';
import { setRenderDate } from '../layout/footer/render-date';
import { serialiseServerData } from '../server-data';
import { breadcrumbFirstData } from '../layout/breadcrumb/breadcrumb-first-data';
import { loadQueriesWithin } from './load-queries-within';
import { loadRouteRegion } from './load-route-region';
import { routePageBuild, routePreloadLinks } from './route-preload-links';

/** The key Emotion's default cache has in the browser, so it takes over the server's style tags. */
const EMOTION_KEY = 'css';

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream.pipe(new PassThrough())) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The whole tree once everything in it is ready (no streamed Suspense boundaries: they need inline
 * scripts, which the shop's Content-Security-Policy forbids). Rejects when anything threw while rendering.
 */
async function renderTree(tree: ReactNode, signal: AbortSignal): Promise<string> {
  let failure: unknown = null;
  const { prelude } = await prerenderToNodeStream(tree, {
    // A cancelled render stops here: React renders no further and the worker is free at once.
    signal,
    // Every boundary inline: React would otherwise move a large one to the end of the document and reveal
    // it with an inline script.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      failure ??= error;
    },
  });
  const html = await streamToString(prelude);
  signal.throwIfAborted();
  if (failure) throw failure;
  return html;
}

export type PageRenderer = (
  path: string,
  options: { origin: string; newGuest?: boolean; signal: AbortSignal },
) => Promise<RenderedPage>;

/**
 * Renders one request: its own Jotai store, Emotion cache and query cache (two requests rendering at once
 * never see each other's state), a router at the request's address, the route's remote page with its
 * first data. The page is rendered as a guest sees it: no cookie reaches the server's API calls.
 */
export function createPageRenderer({
  remotes,
  regionDeadlineMs,
}: {
  remotes: RemoteDefinition[];
  regionDeadlineMs: number;
}): PageRenderer {
  return async (path, { origin, newGuest = false, signal }) => {
    const url = new URL(path, 'http://shop.invalid');
    const queries = createQueryClient({ server: true });
    setRenderDate(queries, new Date());
    const matched = matchRoute(url.pathname);
    // The route table's audience: a page that is not the same for everyone is never kept; a shopper's own
    // page is a skeleton, and so is a guest page (the empty bag) for a visitor with a session or a bag.
    const audience = matched?.route.audience ?? 'public';
    const shoppersOwn = audience !== 'public';
    const skeletonOnly = audience === 'private' || (audience === 'guest' && !newGuest);
    // The layout's own first data (the breadcrumb's product name) loads beside the route's.
    const layoutData = loadQueriesWithin(breadcrumbFirstData(url.pathname), queries, regionDeadlineMs, signal);
    let region: ServerRegion | null = null;
    let ownHead: PageOwnHead | undefined;
    const degraded: PageDegradation[] = [];
    if (matched && skeletonOnly) region = { id: pageIdOf(matched.route), outcome: 'deferred' };
    else if (matched) {
      const loaded = await loadRouteRegion(matched, url, queries, regionDeadlineMs, signal);
      region = loaded.region;
      degraded.push(...loaded.degraded);
      // The page's own head, from the answers its first data left in the query client: no read of its own.
      if (region.outcome === 'rendered' && loaded.head) {
        const request = { pathname: url.pathname, params: matched.params, searchParams: url.searchParams, origin };
        try {
          ownHead = loaded.head(request, queries);
        } catch {
          degraded.push({ region: region.id, reason: 'render-error' });
        }
      }
    }
    const layout = await layoutData;
    if (!layout.inTime) degraded.push({ region: 'breadcrumb', reason: 'region-deadline' });
    degraded.push(...layout.failed.map((key) => ({ region: key, reason: 'data-failed' as const })));
    signal.throwIfAborted();

    const renderWith = (serverRegion: ServerRegion | null) => {
      const emotionCache = createCache({ key: EMOTION_KEY });
      // Made before rendering: it marks the cache so Emotion collects styles instead of writing a
      // <style> before each element (which breaks `& + &` and `:last-child`).
      const emotion = createEmotionServer(emotionCache);
      const tree = (
        <JotaiProvider store={createStore()}>
          <CacheProvider value={emotionCache}>
            <QueryClientProvider value={queries}>
              <App
                serverRegion={serverRegion}
                Router={({ children }) => <StaticRouter location={path}>{children}</StaticRouter>}
              />
            </QueryClientProvider>
          </CacheProvider>
        </JotaiProvider>
      );
      return { emotion, html: renderTree(tree, signal) };
    };

    let attempt = renderWith(region);
    let body: string;
    try {
      body = await attempt.html;
    } catch (error) {
      // The remote page threw while rendering: the rest of the page renders around its fallback.
      if (signal.aborted || !region || region.outcome !== 'rendered') throw error;
      degraded.push({ region: region.id, reason: 'render-error' });
      region = { id: region.id, outcome: 'unavailable' };
      attempt = renderWith(region);
      body = await attempt.html;
    }

    const { emotion } = attempt;
    const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(body));
    const preload = region?.outcome === 'rendered' ? await routePreloadLinks(region.id, remotes) : '';
    if (region?.outcome === 'rendered') region = { ...region, build: await routePageBuild(region.id, remotes) };
    const data = serialiseServerData({ queries: dehydrateQueries(queries), region, remotes });
    return {
      head: [preload, styles, data].filter(Boolean).join('\n'),
      body,
      cacheable: !shoppersOwn,
      degraded,
      ...(ownHead && region?.outcome === 'rendered' ? { ownHead } : {}),
    };
  };
}
