import { Navigate, Route, Routes } from 'react-router-dom';
import { ROUTES, ROUTE_REDIRECTS, type RouteEntry } from 'contracts';
import { RemoteRoute } from '../composition/remote-route';
import { NotFound } from './not-found';
import { RouteGuard } from './route-guard';

/**
 * The router built from contracts' route table (one row per page); contracts' redirects (/favorites →
 * /wishList) replace the history entry; anything else unmatched is the 404 page.
 */
export function AppRoutes({ routes = ROUTES }: { routes?: readonly RouteEntry[] }) {
  return (
    <Routes>
      {routes.map(({ path, remote, expose, guard }) => {
        // key: two routes of one remote must not share an error boundary or a Retry count.
        const page = <RemoteRoute key={`${remote}/${expose}`} remote={remote} expose={expose} />;
        return <Route key={path} path={path} element={guard ? <RouteGuard guard={guard}>{page}</RouteGuard> : page} />;
      })}
      {Object.entries(ROUTE_REDIRECTS).map(([from, to]) => (
        <Route key={from} path={from} element={<Navigate to={to} replace />} />
      ))}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
