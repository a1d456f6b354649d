import { STAFF_API_PATHS, type DiscountCodeInput, type StaffDiscountCode } from 'contracts/staff';
import { useQueryClient } from 'shared-ui/state';
import { staffHttp } from '../../../lib/staff-api';
import { useStaffMutation } from '../../../lib/use-staff-mutation';
import { discountCodesQueryKey } from './list-discount-codes';

/** POST /api/staff/discount-codes: a new code (times in Kyiv time, as the form holds them). */
export async function createDiscountCode(values: DiscountCodeInput): Promise<StaffDiscountCode> {
  const { data } = await staffHttp.post<StaffDiscountCode>(STAFF_API_PATHS.discountCodes, values);
  return data;
}

export function useCreateDiscountCode() {
  const client = useQueryClient();
  return useStaffMutation(createDiscountCode, () => client.invalidateQueries({ queryKey: discountCodesQueryKey }));
}
