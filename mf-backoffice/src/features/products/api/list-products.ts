import { STAFF_API_PATHS, type StaffProductList, type StaffProductListQuery } from 'contracts/staff';
import { useQuery } from 'shared-ui/state';
import { STAFF_QUERY_ROOT, staffHttp } from '../../../lib/staff-api';

/** The list's query as the URL keeps it: only what differs from the server's defaults is sent. */
export type ProductListParams = Partial<StaffProductListQuery>;

/** GET /api/staff/products: one page of the catalogue, searched, filtered and sorted on the server. */
export async function listProducts(params: ProductListParams): Promise<StaffProductList> {
  const { data } = await staffHttp.get<StaffProductList>(STAFF_API_PATHS.products, { params });
  return data;
}

export const productListQueryOptions = (params: ProductListParams) => ({
  queryKey: [STAFF_QUERY_ROOT, 'products', params] as const,
  queryFn: () => listProducts(params),
  staleTime: 10_000,
  // The page being left stays on screen until the next one arrives, so the table does not jump.
  placeholderData: <T>(previous: T) => previous,
});

export const useProductList = (params: ProductListParams) => useQuery(productListQueryOptions(params));
