import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { bootstrapSession, browserQueryClient, hydrateQueries } from 'shared-ui/state';
import { App } from './app';
import './fonts';
import { ensureRemotesRegistered } from './composition/register-remotes';
import { reportHydrationError } from './composition/report-hydration-error';
import { setRenderDate } from './layout/footer/render-date';
import { readServerData } from './server-data';

const container = rootElement();
const serverData = readServerData();
// The shell restores the scroll position on back and forward itself (layout/scroll-to-top.tsx).
window.history.scrollRestoration = 'manual';

function rootElement(): HTMLElement {
  const element = document.getElementById('root');
  if (!element) throw new Error('#root is missing from index.html');
  return element;
}

/** The shop rendered by the browser alone (the page the API sends when it did not render it). */
function renderInBrowser() {
  setRenderDate(browserQueryClient, new Date());
  createRoot(container).render(
    <StrictMode>
      <App Router={BrowserRouter} />
    </StrictMode>,
  );
}

if (serverData && container.hasChildNodes()) {
  // Hydrate from the server's answers and with the remotes it rendered with: nothing is asked twice. The
  // layout hydrates at once; the route's page sits in a Suspense boundary whose server markup stays as it
  // is until its remote has loaded (preloaded by the HTML), then hydrates. React drops a click on it before
  // then, so the shell holds it and clicks again once the page has hydrated (shared-ui/src/hydration/hydration-gate.ts).
  hydrateQueries(browserQueryClient, serverData.queries);
  ensureRemotesRegistered(serverData.remotes).catch((error: unknown) => console.error('[shell] remotes', error));
  hydrateRoot(
    container,
    <StrictMode>
      <App Router={BrowserRouter} serverRegion={serverData.region} />
    </StrictMode>,
    { onRecoverableError: reportHydrationError },
  );
  // Spec section 4: ask the API who is logged in (httpOnly cookie); a failure leaves a guest session.
  void bootstrapSession();
} else {
  // Start reading remotes.json now; remote routes await it, the layout does not, so a missing
  // remotes.json or a down remote never keeps the header, footer and bag from showing.
  ensureRemotesRegistered().catch((error: unknown) => console.error('[shell] remotes.json', error));
  void bootstrapSession();
  renderInBrowser();
}
