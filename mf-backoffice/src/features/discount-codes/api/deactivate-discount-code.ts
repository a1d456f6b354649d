import { STAFF_API_PATHS, type StaffDiscountCode } from 'contracts/staff';
import { useQueryClient } from 'shared-ui/state';
import { staffHttp, staffPath } from '../../../lib/staff-api';
import { useStaffMutation } from '../../../lib/use-staff-mutation';
import { discountCodeQueryKey } from './get-discount-code';
import { discountCodesQueryKey } from './list-discount-codes';

/** POST /api/staff/discount-codes/:id/deactivate: no new order can use the code; it is never deleted. */
export async function deactivateDiscountCode(id: number): Promise<StaffDiscountCode> {
  const { data } = await staffHttp.post<StaffDiscountCode>(staffPath(STAFF_API_PATHS.discountCodeDeactivate, { id }));
  return data;
}

export function useDeactivateDiscountCode() {
  const client = useQueryClient();
  return useStaffMutation(deactivateDiscountCode, async (code) => {
    client.setQueryData(discountCodeQueryKey(code.id), code);
    await client.invalidateQueries({ queryKey: discountCodesQueryKey });
  });
}
