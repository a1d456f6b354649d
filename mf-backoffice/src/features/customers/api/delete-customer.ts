import { STAFF_API_PATHS, type StaffCustomerDeleted } from 'contracts/staff';
import { useQueryClient } from 'shared-ui/state';
import { STAFF_QUERY_ROOT, staffHttp, staffPath } from '../../../lib/staff-api';
import { useStaffMutation } from '../../../lib/use-staff-mutation';
import { customerQueryKey } from './get-customer';

/** DELETE /api/staff/customers/:id: the account goes; her paid orders stay without her name and addresses. */
export async function deleteCustomer(id: string): Promise<StaffCustomerDeleted> {
  const { data } = await staffHttp.delete<StaffCustomerDeleted>(staffPath(STAFF_API_PATHS.customer, { id }));
  return data;
}

export function useDeleteCustomer() {
  const client = useQueryClient();
  return useStaffMutation(deleteCustomer, async (_result, id) => {
    client.removeQueries({ queryKey: customerQueryKey(id) });
    await client.invalidateQueries({ queryKey: [STAFF_QUERY_ROOT, 'customers'] });
  });
}
