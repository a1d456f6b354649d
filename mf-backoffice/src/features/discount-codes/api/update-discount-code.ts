import { STAFF_API_PATHS, type DiscountCodeInput, type StaffDiscountCode } from 'contracts/staff';
import { useQueryClient } from 'shared-ui/state';
import { staffHttp, staffPath } from '../../../lib/staff-api';
import { useStaffMutation } from '../../../lib/use-staff-mutation';
import { discountCodeQueryKey } from './get-discount-code';
import { discountCodesQueryKey } from './list-discount-codes';

/** PUT /api/staff/discount-codes/:id: saves the editor; orders already made keep their discount. */
export async function updateDiscountCode({
  id,
  values,
}: {
  id: number;
  values: DiscountCodeInput;
}): Promise<StaffDiscountCode> {
  const { data } = await staffHttp.put<StaffDiscountCode>(staffPath(STAFF_API_PATHS.discountCode, { id }), values);
  return data;
}

export function useUpdateDiscountCode() {
  const client = useQueryClient();
  return useStaffMutation(updateDiscountCode, async (saved) => {
    client.setQueryData(discountCodeQueryKey(saved.id), saved);
    await client.invalidateQueries({ queryKey: discountCodesQueryKey });
  });
}
