import { ThemeProvider } from '@emotion/react';
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { GlobalStyles, Toaster, theme, useHydrated } from 'shared-ui';
import { ServerRegionContext, type ServerRegion } from './composition/server-region';
import { AppLayout } from './layout/app-layout';
import { showAccountNotice } from './session/show-account-notice';

type AppProps = {
  /** BrowserRouter in the browser; the request's StaticRouter on the server. */
  Router: ComponentType<{ children: ReactNode }>;
  /** What the server did with the route's remote (server render and the hydrating render only). */
  serverRegion?: ServerRegion | null;
};

/**
 * Theme, global styles, router and the one Toaster every remote's `toast:show` lands in: the same tree on
 * the server and in the browser, so hydration finds what the HTML has.
 */
export function App({ Router, serverRegion = null }: AppProps) {
  // Only the hydrating render takes the server's region: a later visit of that route loads it as usual.
  const region = useHydrated() ? null : serverRegion;
  // After the Toaster is mounted, so a notice from the verification link is not emitted into the void.
  useEffect(() => showAccountNotice(), []);
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyles />
      <ServerRegionContext value={region}>
        <Router>
          <AppLayout />
        </Router>
      </ServerRegionContext>
      <Toaster />
    </ThemeProvider>
  );
}
