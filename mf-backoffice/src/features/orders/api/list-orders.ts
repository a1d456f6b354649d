import { STAFF_API_PATHS, type StaffOrderList, type StaffOrderListQuery } from 'contracts/staff';
import { useQuery } from 'shared-ui/state';
import { STAFF_QUERY_ROOT, staffHttp } from '../../../lib/staff-api';

/** The list's query as the URL keeps it: only what differs from the server's defaults is sent. */
export type OrderListParams = Partial<StaffOrderListQuery>;

/** GET /api/staff/orders: one page of orders (newest first), filtered and searched on the server. */
export async function listOrders(params: OrderListParams): Promise<StaffOrderList> {
  const { data } = await staffHttp.get<StaffOrderList>(STAFF_API_PATHS.orders, { params });
  return data;
}

export const orderListQueryOptions = (params: OrderListParams) => ({
  queryKey: [STAFF_QUERY_ROOT, 'orders', params] as const,
  queryFn: () => listOrders(params),
  staleTime: 10_000,
  // The page being left stays on screen until the next one arrives, so the table does not jump.
  placeholderData: <T>(previous: T) => previous,
});

export const useOrderList = (params: OrderListParams) => useQuery(orderListQueryOptions(params));
