import type { StaffOrder } from 'contracts/staff';
import type { QueryClient } from 'shared-ui/state';
import { STAFF_QUERY_ROOT } from '../../../lib/staff-api';
import { orderQueryKey } from './get-order';

/** Every order step answers the order as it is after it: shown at once under its id and number; lists read again. */
export async function orderChanged(client: QueryClient, order: StaffOrder, ref?: string) {
  client.setQueryData(orderQueryKey(order.id), order);
  client.setQueryData(orderQueryKey(order.number), order);
  if (ref) client.setQueryData(orderQueryKey(ref), order);
  await client.invalidateQueries({ queryKey: [STAFF_QUERY_ROOT, 'orders'] });
  await client.invalidateQueries({ queryKey: [STAFF_QUERY_ROOT, 'returns'] });
}
