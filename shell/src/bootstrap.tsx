import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { bootstrapSession, browserQueryCache } from 'shared-ui';
import { App } from './app';
import './fonts';
import { pageOf, rememberLoadedPage, type PageModule } from './composition/loaded-pages';
import { ensureRemotesRegistered } from './composition/register-remotes';
import type { ServerRegion } from './composition/server-region';
import { setRenderDate } from './layout/footer/render-date';
import { readServerData } from './server-data';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const serverData = readServerData();

/**
 * The route's remote page, loaded before hydrating so the first render has it (a lazy page would suspend
 * and React would throw the server's HTML away). When it cannot be loaded here, the region hydrates as
 * the fallback the server would have rendered.
 */
async function loadServerRenderedPage(region: ServerRegion | null): Promise<ServerRegion | null> {
  if (region?.outcome !== 'rendered') return region;
  try {
    await ensureRemotesRegistered();
    const page = pageOf(await loadRemote<PageModule>(region.id));
    if (!page) return { id: region.id, outcome: 'unavailable' };
    rememberLoadedPage(region.id, page);
    return region;
  } catch {
    return { id: region.id, outcome: 'unavailable' };
  }
}

if (serverData && container.hasChildNodes()) {
  // Hydrate from the server's answers and with the remotes it rendered with: nothing is asked twice.
  browserQueryCache.hydrate(serverData.queries);
  ensureRemotesRegistered(serverData.remotes).catch((error: unknown) => console.error('[shell] remotes', error));
  void loadServerRenderedPage(serverData.region).then((region) => {
    hydrateRoot(
      container,
      <StrictMode>
        <App Router={BrowserRouter} serverRegion={region} />
      </StrictMode>,
    );
    // Spec section 4: ask the API who is logged in (httpOnly cookie) once the page is the shopper's.
    void bootstrapSession();
  });
} else {
  // Start reading remotes.json now; remote routes await it, the layout does not, so a missing
  // remotes.json or a down remote never keeps the header, footer and bag from showing.
  ensureRemotesRegistered().catch((error: unknown) => console.error('[shell] remotes.json', error));
  void bootstrapSession();
  setRenderDate(browserQueryCache, new Date());
  createRoot(container).render(
    <StrictMode>
      <App Router={BrowserRouter} />
    </StrictMode>,
  );
}
