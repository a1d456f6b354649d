import { PassThrough } from 'node:stream';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { QueryCache, QueryCacheProvider } from 'shared-ui';
import type { RenderedPage } from 'contracts';
import { App } from '../app';
import type { RemoteDefinition } from '../composition/load-remotes-config';
import type { ServerRegion } from '../composition/server-region';
import { setRenderDate } from '../layout/footer/render-date';
import { matchRemoteRoute, pageIdOf } from '../routes/match-remote-route';
import { serialiseServerData } from '../server-data';
import { breadcrumbFirstData } from '../layout/breadcrumb/product-name-query';
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
async function renderTree(tree: ReactNode): Promise<string> {
  let failure: unknown = null;
  const { prelude } = await prerenderToNodeStream(tree, {
    // Every boundary inline: React would otherwise move a large one to the end of the document and reveal
    // it with an inline script.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      failure ??= error;
    },
  });
  const html = await streamToString(prelude);
  if (failure) throw failure;
  return html;
}

export type PageRenderer = (path: string, options?: { newGuest?: boolean }) => Promise<RenderedPage>;

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
  return async (path, { newGuest = false } = {}) => {
    const url = new URL(path, 'http://shop.invalid');
    const queries = new QueryCache();
    setRenderDate(queries, new Date());
    const matched = matchRemoteRoute(url.pathname);
    const shoppersOwn = matched?.route.audience === 'private';
    // A shopper's own page is a skeleton, unless the visitor has no session and no bag and the route shows
    // her something of its own (the empty bag): that is rendered, and still never cached.
    const skeletonOnly = shoppersOwn && !(newGuest && matched?.route.guestView === true);
    // The layout's own first data (the breadcrumb's product name) loads beside the route's.
    const layoutData = loadQueriesWithin(breadcrumbFirstData(url.pathname), queries, regionDeadlineMs);
    let region: ServerRegion | null = null;
    if (matched && skeletonOnly) region = { id: pageIdOf(matched.route), outcome: 'deferred' };
    else if (matched) region = await loadRouteRegion(matched, url, queries, regionDeadlineMs);
    await layoutData;

    const renderWith = (serverRegion: ServerRegion | null) => {
      const emotionCache = createCache({ key: EMOTION_KEY });
      // Made before rendering: it marks the cache so Emotion collects styles instead of writing a
      // <style> before each element (which breaks `& + &` and `:last-child`).
      const emotion = createEmotionServer(emotionCache);
      const tree = (
        <JotaiProvider store={createStore()}>
          <CacheProvider value={emotionCache}>
            <QueryCacheProvider value={queries}>
              <App
                serverRegion={serverRegion}
                Router={({ children }) => <StaticRouter location={path}>{children}</StaticRouter>}
              />
            </QueryCacheProvider>
          </CacheProvider>
        </JotaiProvider>
      );
      return { emotion, html: renderTree(tree) };
    };

    let attempt = renderWith(region);
    let body: string;
    try {
      body = await attempt.html;
    } catch (error) {
      // The remote page threw while rendering: the rest of the page renders around its fallback.
      if (!region || region.outcome !== 'rendered') throw error;
      region = { id: region.id, outcome: 'unavailable' };
      attempt = renderWith(region);
      body = await attempt.html;
    }

    const { emotion } = attempt;
    const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(body));
    const preload = region?.outcome === 'rendered' ? await routePreloadLinks(region.id, remotes) : '';
    if (region?.outcome === 'rendered') region = { ...region, build: await routePageBuild(region.id, remotes) };
    const data = serialiseServerData({ queries: queries.dehydrate(), region, remotes });
    return { ok: true, head: [preload, styles, data].filter(Boolean).join('\n'), body, cacheable: !shoppersOwn };
  };
}
