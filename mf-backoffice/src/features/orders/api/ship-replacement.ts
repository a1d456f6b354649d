import { STAFF_API_PATHS, type StaffOrder } from 'contracts/staff';
import { useQueryClient } from 'shared-ui/state';
import { staffHttp, staffPath } from '../../../lib/staff-api';
import { useStaffMutation } from '../../../lib/use-staff-mutation';
import { orderChanged } from './order-changed';

export interface ShipReplacementInput {
  id: string;
  parcel: { carrier: string; trackingNumber: string };
}

/** POST /api/staff/returns/:id/replacement: an exchange's replacement leaves with its tracking (no money moves). */
export async function shipReplacement({ id, parcel }: ShipReplacementInput): Promise<StaffOrder> {
  const { data } = await staffHttp.post<StaffOrder>(staffPath(STAFF_API_PATHS.returnReplacement, { id }), parcel);
  return data;
}

export function useShipReplacement() {
  const client = useQueryClient();
  return useStaffMutation(shipReplacement, (order) => orderChanged(client, order));
}
