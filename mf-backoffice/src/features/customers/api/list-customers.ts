import { STAFF_API_PATHS, type StaffCustomerList, type StaffCustomerListQuery } from 'contracts/staff';
import { useQuery } from 'shared-ui/state';
import { STAFF_QUERY_ROOT, staffHttp } from '../../../lib/staff-api';

export type CustomerListParams = Partial<StaffCustomerListQuery>;

/** GET /api/staff/customers: one page, newest first, searched by name or e-mail on the server. */
export async function listCustomers(params: CustomerListParams): Promise<StaffCustomerList> {
  const { data } = await staffHttp.get<StaffCustomerList>(STAFF_API_PATHS.customers, { params });
  return data;
}

export const customerListQueryOptions = (params: CustomerListParams) => ({
  queryKey: [STAFF_QUERY_ROOT, 'customers', params] as const,
  queryFn: () => listCustomers(params),
  staleTime: 10_000,
  // The page being left stays on screen until the next one arrives.
  placeholderData: <T>(previous: T) => previous,
});

export const useCustomerList = (params: CustomerListParams) => useQuery(customerListQueryOptions(params));
