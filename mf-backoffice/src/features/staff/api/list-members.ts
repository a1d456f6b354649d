import { STAFF_API_PATHS, type StaffMembersResponse } from 'contracts/staff';
import { useQuery } from 'shared-ui/state';
import { STAFF_QUERY_ROOT, staffHttp } from '../../../lib/staff-api';

/** GET /api/staff/members (owner): every member, invited, active or deactivated. */
export async function listMembers(): Promise<StaffMembersResponse> {
  const { data } = await staffHttp.get<StaffMembersResponse>(STAFF_API_PATHS.members);
  return data;
}

export const membersQueryOptions = () => ({
  queryKey: [STAFF_QUERY_ROOT, 'members'] as const,
  queryFn: listMembers,
  staleTime: 10_000,
});

export const useMembers = ({ enabled = true } = {}) => useQuery({ ...membersQueryOptions(), enabled });
