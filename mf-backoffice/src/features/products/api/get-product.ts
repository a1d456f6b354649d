import { STAFF_API_PATHS, type StaffProduct } from 'contracts/staff';
import { useQuery } from 'shared-ui/state';
import { STAFF_QUERY_ROOT, staffHttp, staffPath } from '../../../lib/staff-api';

/** GET /api/staff/products/:id: the product as the editor shows it, with its version. */
export async function getProduct(id: string): Promise<StaffProduct> {
  const { data } = await staffHttp.get<StaffProduct>(staffPath(STAFF_API_PATHS.product, { id }));
  return data;
}

export const productQueryKey = (id: string) => [STAFF_QUERY_ROOT, 'product', id] as const;

export const productQueryOptions = (id: string) => ({
  queryKey: productQueryKey(id),
  queryFn: () => getProduct(id),
  // Always read afresh when the editor opens: an old version would only earn a 409 on save.
  staleTime: 0,
});

export const useProduct = (id: string, { enabled = true } = {}) => useQuery({ ...productQueryOptions(id), enabled });
