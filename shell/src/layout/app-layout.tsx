import { AppRoutes } from '../routes/app-routes';
import { BackToTop } from './back-to-top/back-to-top';
import { Breadcrumb } from './breadcrumb/breadcrumb';
import { Footer } from './footer/footer';
import { Header } from './header/header';
import { RouteHead } from './route-head';
import { ScrollToTop } from './scroll-to-top';

/** The common layout of spec section 2 around whichever remote page the route table picks. */
export function AppLayout() {
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
      <Header />
      <Breadcrumb />
      <main id="main" tabIndex={-1} css={{ flex: 1, outline: 'none' }}>
        <AppRoutes />
      </main>
      <Footer />
      <BackToTop />
    </div>
  );
}
