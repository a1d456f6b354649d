// What the shop shares as `react-router` in production builds: the part of react-router 7 that works
// inside the shell's <BrowserRouter> (declarative mode: routers, <Routes>, links, navigation, the
// location/params/search hooks and the path helpers), re-exported from the package's production build.
//
// Why: Module Federation never tree-shakes a shared module — every export of the shared file stays —
// and the whole package (data routers, framework mode, server rendering, cookies and sessions, RSC)
// cost 61 KB gz on every first visit. This file is 12.4 KB br. It is one React Router, not a copy.
//
// Left out on purpose: the data-router API (createBrowserRouter, RouterProvider, loaders, <Form>,
// useFetcher, useNavigation, useBlocker, useLoaderData...), which throws under the shell's
// <BrowserRouter> anyway ("must be used within a data router"), everything server or framework-mode, and
// the routers, components, hooks and path helpers the shop's code does not import (MemoryRouter, Outlet,
// useMatch, matchPath, generatePath, the UNSAFE_ contexts...): tests import them from the full package,
// which jest resolves directly. Trimming those saved 2.1 KB br, then 0.4 KB, on every first visit
// (docs/performance.md).
// shell/src/composition/__tests__/trimmed-shared-packages.test.ts fails when shop code imports a name that is
// missing here. To add one, list it below and rebuild the shell and the remotes.
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from '../../node_modules/react-router/dist/production/index.mjs';
