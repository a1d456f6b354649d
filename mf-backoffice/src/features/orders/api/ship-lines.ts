import { STAFF_API_PATHS, type ShipLinesInput, type StaffOrder } from 'contracts/staff';
import { useQueryClient } from 'shared-ui/state';
import { staffHttp, staffPath } from '../../../lib/staff-api';
import { useStaffMutation } from '../../../lib/use-staff-mutation';
import { orderChanged } from './order-changed';

/** POST /api/staff/orders/:id/shipments: some lines (or all that are left) in one parcel with its tracking. */
export async function shipLines({ id, parcel }: { id: string; parcel: ShipLinesInput }): Promise<StaffOrder> {
  const { data } = await staffHttp.post<StaffOrder>(staffPath(STAFF_API_PATHS.orderShipments, { id }), parcel);
  return data;
}

export function useShipLines() {
  const client = useQueryClient();
  return useStaffMutation(shipLines, (order, { id }) => orderChanged(client, order, id));
}
