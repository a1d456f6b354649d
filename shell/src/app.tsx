import { ThemeProvider } from '@emotion/react';
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { GlobalStyles, theme } from 'shared-ui';
import { Toaster } from 'shared-ui/state';
import { ServerRegionContext, type ServerRegion } from './composition/server-region';
import { AppLayout } from './layout/app-layout';
import { showAccountNoticeOnLanding } from './session/account-notice-on-landing';

type AppProps = {
  /** BrowserRouter in the browser; the request's StaticRouter on the server. */
  Router: ComponentType<{ children: ReactNode }>;
  /** What the server did with the route's remote (on the server, and in the browser for the page it hydrates). */
  serverRegion?: ServerRegion | null;
};

/**
 * Theme, global styles, router and the one Toaster every remote's `toast:show` lands in: the same tree on
 * the server and in the browser, so hydration finds what the HTML has.
 */
export function App({ Router, serverRegion = null }: AppProps) {
  // The region stays as the server left it: a route reads it only while it hydrates (remote-route.tsx), so a
  // later visit loads the page as usual. Changing it after hydration would re-render the whole layout, and an
  // update that reaches a Suspense boundary still waiting to hydrate (the route's page, the newsletter) makes
  // React throw its server markup away and render it again in the browser.
  // After the Toaster is mounted, so a notice from the verification link is not emitted into the void.
  useEffect(() => showAccountNoticeOnLanding(), []);
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyles />
      <ServerRegionContext value={serverRegion}>
        <Router>
          <AppLayout />
        </Router>
      </ServerRegionContext>
      <Toaster />
    </ThemeProvider>
  );
}
