// Written by config/trimmed-shared.js from the names the shop imports: do not edit.
// What the shop shares as `react-router` (and react-router-dom, dom.mjs) in production browser builds, from the
// package's production build. The whole package (data routers, framework mode, server rendering, RSC) cost
// 61 KB gz on every first visit; the data-router API throws under the shell's <BrowserRouter> anyway.
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from '../../node_modules/react-router/dist/production/index.mjs';
