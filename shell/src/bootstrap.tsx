import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { bootstrapSession, browserQueryCache } from 'shared-ui';
import { App } from './app';
import './fonts';
import { pageOf, rememberLoadedPage, type PageModule } from './composition/loaded-pages';
import { ensureRemotesRegistered } from './composition/register-remotes';
import { fallbackPageModule } from './composition/runtime-plugin/fallback';
import type { ServerRegion } from './composition/server-region';
import { setRenderDate } from './layout/footer/render-date';
import { readServerData } from './server-data';

const container = rootElement();
const serverData = readServerData();
// The shell restores the scroll position on back and forward itself (layout/scroll-to-top.tsx).
window.history.scrollRestoration = 'manual';

/**
 * The route's remote page, loaded before hydrating so the first render has it (a lazy page would suspend
 * and React would throw the server's HTML away). False when this browser cannot load it (its origin is
 * unreachable from here): the server's markup of that page cannot be hydrated then.
 */
async function loadServerRenderedPage(region: ServerRegion | null): Promise<boolean> {
  if (region?.outcome !== 'rendered') return true;
  try {
    await ensureRemotesRegistered();
    const loaded = await loadRemote<PageModule>(region.id);
    // The fallback plugin's stand-in means the remote was refused or could not be fetched.
    const page = loaded === fallbackPageModule ? null : pageOf(loaded);
    if (page) rememberLoadedPage(region.id, page);
    return page !== null;
  } catch {
    return false;
  }
}

function rootElement(): HTMLElement {
  const element = document.getElementById('root');
  if (!element) throw new Error('#root is missing from index.html');
  return element;
}

/** The shop rendered by the browser alone (no server markup, or markup it cannot take over). */
function renderInBrowser() {
  setRenderDate(browserQueryCache, new Date());
  createRoot(container).render(
    <StrictMode>
      <App Router={BrowserRouter} />
    </StrictMode>,
  );
}

if (serverData && container.hasChildNodes()) {
  // Hydrate from the server's answers and with the remotes it rendered with: nothing is asked twice.
  browserQueryCache.hydrate(serverData.queries);
  ensureRemotesRegistered(serverData.remotes).catch((error: unknown) => console.error('[shell] remotes', error));
  void loadServerRenderedPage(serverData.region).then((loaded) => {
    // Spec section 4: ask the API who is logged in (httpOnly cookie) once the page is the shopper's.
    void bootstrapSession();
    if (!loaded) {
      // The page's remote answered the server but not this browser: render here, and the route shows its
      // "unavailable" fallback with Retry, as it would without server rendering.
      container.replaceChildren();
      renderInBrowser();
      return;
    }
    hydrateRoot(
      container,
      <StrictMode>
        <App Router={BrowserRouter} serverRegion={serverData.region} />
      </StrictMode>,
      {
        // React then renders that part in the browser; the message makes the mismatch visible (the e2e
        // suites fail on it), where React's production build would only print an error code.
        onRecoverableError: (error, info) => console.error('[shell] hydration mismatch:', error, info.componentStack),
      },
    );
  });
} else {
  // Start reading remotes.json now; remote routes await it, the layout does not, so a missing
  // remotes.json or a down remote never keeps the header, footer and bag from showing.
  ensureRemotesRegistered().catch((error: unknown) => console.error('[shell] remotes.json', error));
  void bootstrapSession();
  renderInBrowser();
}
