import { STAFF_API_PATHS, type StaffCustomerDetail } from 'contracts/staff';
import { useQuery } from 'shared-ui/state';
import { STAFF_QUERY_ROOT, staffHttp, staffPath } from '../../../lib/staff-api';

/** GET /api/staff/customers/:id: her page's data (card: brand, last four and expiry only). */
export async function getCustomer(id: string): Promise<StaffCustomerDetail> {
  const { data } = await staffHttp.get<StaffCustomerDetail>(staffPath(STAFF_API_PATHS.customer, { id }));
  return data;
}

export const customerQueryKey = (id: string) => [STAFF_QUERY_ROOT, 'customer', id] as const;

export const customerQueryOptions = (id: string) => ({
  queryKey: customerQueryKey(id),
  queryFn: () => getCustomer(id),
  staleTime: 10_000,
  // A 404 (deleted, or never was) is an answer, not a hiccup to retry.
  retry: false,
});

export const useCustomer = (id: string) => useQuery(customerQueryOptions(id));
