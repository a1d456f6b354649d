import { STAFF_API_PATHS, type StaffMember, type StaffSessionResponse } from 'contracts/staff';
import { useQuery, type ApiRequestError } from 'shared-ui/state';
import { STAFF_QUERY_ROOT, staffHttp } from '../../../lib/staff-api';

/** Who is logged in to the back office: the member, or null when nobody is (401). */
export async function getStaffSession(): Promise<StaffMember | null> {
  try {
    const { data } = await staffHttp.get<StaffSessionResponse>(STAFF_API_PATHS.session);
    return data.staff;
  } catch (error) {
    if ((error as ApiRequestError).status === 401) return null;
    throw error;
  }
}

export const staffSessionQueryOptions = () => ({
  queryKey: [STAFF_QUERY_ROOT, 'session'] as const,
  queryFn: getStaffSession,
  // Asked again when the tab comes back, so an idle end shows as soon as the member looks.
  staleTime: 0,
  refetchOnWindowFocus: true,
});

export const useStaffSession = () => useQuery(staffSessionQueryOptions());
