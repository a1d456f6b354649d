import { Navigate, Route, Routes } from 'react-router-dom';
import { ROUTE_REDIRECTS } from 'contracts';
import { NotFoundView } from 'shared-ui';
import { RemoteRoute } from '../composition/remote-route';
import { ProductIdGuard } from './product-id-guard';
import { REMOTE_ROUTES } from './route-table';

/**
 * The router built from the route table; contracts' redirects (/favorites → /wishList) replace the history
 * entry; anything else unmatched is the 404 page.
 */
export function AppRoutes() {
  return (
    <Routes>
      {REMOTE_ROUTES.map(({ path, remote, expose, guard }) => {
        // key: two routes of one remote must not share an error boundary or a Retry count.
        const page = <RemoteRoute key={`${remote}/${expose}`} remote={remote} expose={expose} />;
        return (
          <Route
            key={path}
            path={path}
            element={guard === 'productId' ? <ProductIdGuard>{page}</ProductIdGuard> : page}
          />
        );
      })}
      {Object.entries(ROUTE_REDIRECTS).map(([from, to]) => (
        <Route key={from} path={from} element={<Navigate to={to} replace />} />
      ))}
      <Route path="*" element={<NotFoundView />} />
    </Routes>
  );
}
