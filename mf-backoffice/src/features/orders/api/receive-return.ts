import { STAFF_API_PATHS, type StaffOrder } from 'contracts/staff';
import { useQueryClient } from 'shared-ui/state';
import { staffHttp, staffPath } from '../../../lib/staff-api';
import { useStaffMutation } from '../../../lib/use-staff-mutation';
import { orderChanged } from './order-changed';

/** POST /api/staff/returns/:id/receipt: stock back; a return is refunded (again, after a failure), an exchange waits. */
export async function receiveReturn(id: string): Promise<StaffOrder> {
  const { data } = await staffHttp.post<StaffOrder>(staffPath(STAFF_API_PATHS.returnReceipt, { id }), {});
  return data;
}

export function useReceiveReturn() {
  const client = useQueryClient();
  return useStaffMutation(receiveReturn, (order) => orderChanged(client, order));
}
