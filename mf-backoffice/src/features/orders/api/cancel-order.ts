import { STAFF_API_PATHS, type StaffOrder } from 'contracts/staff';
import { useQueryClient } from 'shared-ui/state';
import { staffHttp, staffPath } from '../../../lib/staff-api';
import { useStaffMutation } from '../../../lib/use-staff-mutation';
import { orderChanged } from './order-changed';

/** POST /api/staff/orders/:id/cancellation: before any line shipped; refunded in full, stock back. */
export async function cancelOrder(id: string): Promise<StaffOrder> {
  const { data } = await staffHttp.post<StaffOrder>(staffPath(STAFF_API_PATHS.orderCancellation, { id }), {});
  return data;
}

export function useCancelOrder() {
  const client = useQueryClient();
  return useStaffMutation(cancelOrder, (order, id) => orderChanged(client, order, id));
}
