import { Suspense, useContext, useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { markHydrated } from 'shared-ui/hydration-gate';
import { ServerRegionContext } from '../composition/server-region';
import { AppRoutes } from '../routes/app-routes';
import { BackToTop } from './back-to-top/back-to-top';
import { Breadcrumb } from './breadcrumb/breadcrumb';
import { Footer } from './footer/footer';
import { Header } from './header/header';
import { RouteHead } from './route-head';
import { ScrollToTop } from './scroll-to-top';

/**
 * The common layout of spec section 2 around whichever remote page the route table picks.
 *
 * Header, breadcrumb and footer each sit in their own Suspense boundary, as the route's page does (in
 * RemoteRoute). None of them suspends (the header's panels have their own), so in the browser's own render
 * nothing changes; but a server-rendered page hydrates boundary by boundary, each in its own short task that
 * yields to the browser, instead of in one long task that blocks input (Total Blocking Time on phones). A
 * click on a part not hydrated yet hydrates that part first. The routes themselves get no extra boundary:
 * hydrated later than the root, they re-rendered the page's boundary while it still waited for its remote,
 * which makes React render the page again in the browser.
 */
export function AppLayout() {
  // Hydrated: clicks held for the layout go through, and for the page too unless the server rendered the
  // route's page (then its own hydration says so, in RemoteRoute).
  const pageHydratesLater = useContext(ServerRegionContext)?.outcome === 'rendered';
  useLayoutEffect(() => markHydrated(pageHydratesLater ? 'layout' : 'page'), [pageHydratesLater]);
  // The back office (/staff/*, mf-backoffice) has its own layout: none of the storefront's chrome around it.
  // Decided from the path alone, so a shopper's page pays a few bytes for it and nothing more.
  const shop = !/^\/staff(\/|$)/.test(useLocation().pathname);
  return (
    <div css={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <a
        href="#main"
        css={(theme) => ({
          position: 'absolute',
          left: theme.space.md,
          top: -100,
          zIndex: theme.zIndices.toast,
          background: theme.colors.surface,
          padding: theme.space.sm,
          '&:focus': { top: theme.space.md },
        })}
      >
        Skip to content
      </a>
      <ScrollToTop />
      <RouteHead />
      {shop && (
        <Suspense fallback={null}>
          <Header />
        </Suspense>
      )}
      {shop && (
        <Suspense fallback={null}>
          <Breadcrumb />
        </Suspense>
      )}
      {/* data-hydration-part: a click on the page waits for the page's hydration (shared-ui/src/hydration/hydration-gate.ts). */}
      <main id="main" tabIndex={-1} data-hydration-part="page" css={{ flex: 1, outline: 'none' }}>
        <AppRoutes />
      </main>
      {shop && (
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      )}
      {shop && <BackToTop />}
    </div>
  );
}
