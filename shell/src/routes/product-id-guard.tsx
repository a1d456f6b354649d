import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { isProductId } from 'contracts';
import { NotFoundView } from 'shared-ui';

/** `/:id` belongs to mf-product only for a product id; any other single segment is the 404 page. */
export function ProductIdGuard({ children }: { children: ReactNode }) {
  const { id = '' } = useParams();
  return isProductId(id) ? <>{children}</> : <NotFoundView />;
}
