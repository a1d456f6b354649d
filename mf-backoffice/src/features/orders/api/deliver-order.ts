import { STAFF_API_PATHS, type StaffOrder } from 'contracts/staff';
import { useQueryClient } from 'shared-ui/state';
import { staffHttp, staffPath } from '../../../lib/staff-api';
import { useStaffMutation } from '../../../lib/use-staff-mutation';
import { orderChanged } from './order-changed';

/** POST /api/staff/orders/:id/delivery: every line shipped → delivered. */
export async function deliverOrder(id: string): Promise<StaffOrder> {
  const { data } = await staffHttp.post<StaffOrder>(staffPath(STAFF_API_PATHS.orderDelivery, { id }), {});
  return data;
}

export function useDeliverOrder() {
  const client = useQueryClient();
  return useStaffMutation(deliverOrder, (order, id) => orderChanged(client, order, id));
}
