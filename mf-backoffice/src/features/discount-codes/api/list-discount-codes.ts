import { STAFF_API_PATHS, type StaffDiscountCodeList } from 'contracts/staff';
import { useQuery } from 'shared-ui/state';
import { STAFF_QUERY_ROOT, staffHttp } from '../../../lib/staff-api';

/** GET /api/staff/discount-codes: every code, active first, with its uses. */
export async function listDiscountCodes(): Promise<StaffDiscountCodeList> {
  const { data } = await staffHttp.get<StaffDiscountCodeList>(STAFF_API_PATHS.discountCodes);
  return data;
}

export const discountCodesQueryKey = [STAFF_QUERY_ROOT, 'discount-codes'] as const;

export const discountCodesQueryOptions = () => ({
  queryKey: discountCodesQueryKey,
  queryFn: listDiscountCodes,
  // Uses change with every order: read afresh when the list opens.
  staleTime: 0,
});

export const useDiscountCodes = () => useQuery(discountCodesQueryOptions());
