import { STAFF_API_PATHS } from 'contracts/staff';
import { useQueryClient } from 'shared-ui/state';
import { staffHttp, staffPath } from '../../../lib/staff-api';
import { useStaffMutation } from '../../../lib/use-staff-mutation';
import { membersQueryOptions } from './list-members';

/** DELETE /api/staff/members/:id (owner): deactivates the member and ends their sessions; nothing is deleted. */
export async function deactivateMember(id: number): Promise<void> {
  await staffHttp.delete(staffPath(STAFF_API_PATHS.member, { id }));
}

export function useDeactivateMember() {
  const client = useQueryClient();
  return useStaffMutation(deactivateMember, () =>
    client.invalidateQueries({ queryKey: membersQueryOptions().queryKey }),
  );
}
