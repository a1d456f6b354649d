import { STAFF_API_PATHS, type StaffReturnQueue } from 'contracts/staff';
import { useQuery } from 'shared-ui/state';
import { STAFF_QUERY_ROOT, staffHttp } from '../../../lib/staff-api';

/** GET /api/staff/returns: returns and exchanges waiting to be received, refunded again or shipped. */
export async function listReturns(): Promise<StaffReturnQueue> {
  const { data } = await staffHttp.get<StaffReturnQueue>(STAFF_API_PATHS.returns);
  return data;
}

export const returnQueueQueryOptions = () => ({
  queryKey: [STAFF_QUERY_ROOT, 'returns'] as const,
  queryFn: listReturns,
  staleTime: 0,
});

export const useReturnQueue = () => useQuery(returnQueueQueryOptions());
