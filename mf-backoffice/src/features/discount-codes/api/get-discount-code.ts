import { STAFF_API_PATHS, type StaffDiscountCode } from 'contracts/staff';
import { useQuery } from 'shared-ui/state';
import { STAFF_QUERY_ROOT, staffHttp, staffPath } from '../../../lib/staff-api';

/** GET /api/staff/discount-codes/:id: one code, as the editor shows it. */
export async function getDiscountCode(id: number): Promise<StaffDiscountCode> {
  const { data } = await staffHttp.get<StaffDiscountCode>(staffPath(STAFF_API_PATHS.discountCode, { id }));
  return data;
}

export const discountCodeQueryKey = (id: number) => [STAFF_QUERY_ROOT, 'discount-code', id] as const;

export const discountCodeQueryOptions = (id: number) => ({
  queryKey: discountCodeQueryKey(id),
  queryFn: () => getDiscountCode(id),
  staleTime: 0,
});

export const useDiscountCode = (id: number) => useQuery(discountCodeQueryOptions(id));
