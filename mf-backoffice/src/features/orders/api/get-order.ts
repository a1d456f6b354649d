import { STAFF_API_PATHS, type StaffOrder } from 'contracts/staff';
import { useQuery } from 'shared-ui/state';
import { STAFF_QUERY_ROOT, staffHttp, staffPath } from '../../../lib/staff-api';

/** GET /api/staff/orders/:id (its number or id): lines, customer, payment, refunds and the timeline. */
export async function getOrder(id: string): Promise<StaffOrder> {
  const { data } = await staffHttp.get<StaffOrder>(staffPath(STAFF_API_PATHS.order, { id }));
  return data;
}

export const orderQueryKey = (id: string) => [STAFF_QUERY_ROOT, 'order', id] as const;

export const orderQueryOptions = (id: string) => ({
  queryKey: orderQueryKey(id),
  queryFn: () => getOrder(id),
  // Another member may have shipped or refunded it a moment ago.
  staleTime: 0,
});

export const useOrder = (id: string) => useQuery(orderQueryOptions(id));
