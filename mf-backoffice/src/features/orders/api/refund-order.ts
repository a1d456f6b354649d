import { STAFF_API_PATHS, type PartialRefundInput, type StaffOrder } from 'contracts/staff';
import { useQueryClient } from 'shared-ui/state';
import { staffHttp, staffPath } from '../../../lib/staff-api';
import { useStaffMutation } from '../../../lib/use-staff-mutation';
import { orderChanged } from './order-changed';

export interface RefundOrderInput {
  id: string;
  refund: PartialRefundInput;
  /** Kept by the form until the refund is made: a retry after a failure or a lost answer refunds once. */
  idempotencyKey: string;
}

/** POST /api/staff/orders/:id/refunds: chosen lines or an amount, through the payment processor. */
export async function refundOrder({ id, refund, idempotencyKey }: RefundOrderInput): Promise<StaffOrder> {
  const { data } = await staffHttp.post<StaffOrder>(staffPath(STAFF_API_PATHS.orderRefunds, { id }), refund, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return data;
}

export function useRefundOrder() {
  const client = useQueryClient();
  return useStaffMutation(refundOrder, (order, { id }) => orderChanged(client, order, id));
}
