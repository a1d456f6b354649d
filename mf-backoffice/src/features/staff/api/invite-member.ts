import { STAFF_API_PATHS, type InviteInput, type StaffMemberListItem } from 'contracts/staff';
import { useQueryClient } from 'shared-ui/state';
import { staffHttp } from '../../../lib/staff-api';
import { useStaffMutation } from '../../../lib/use-staff-mutation';
import { membersQueryOptions } from './list-members';

/** POST /api/staff/members (owner): the invitation mail with the one-time setup link goes out through the queue. */
export async function inviteMember(input: InviteInput): Promise<StaffMemberListItem> {
  const { data } = await staffHttp.post<StaffMemberListItem>(STAFF_API_PATHS.members, input);
  return data;
}

export function useInviteMember() {
  const client = useQueryClient();
  return useStaffMutation(inviteMember, () => client.invalidateQueries({ queryKey: membersQueryOptions().queryKey }));
}
