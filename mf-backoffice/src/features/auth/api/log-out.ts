import { STAFF_API_PATHS } from 'contracts/staff';
import { useQueryClient } from 'shared-ui/state';
import { STAFF_QUERY_ROOT, staffHttp } from '../../../lib/staff-api';
import { useStaffMutation } from '../../../lib/use-staff-mutation';
import { staffSessionQueryOptions } from './get-staff-session';

/** DELETE /api/staff/session: ends the session and clears the cookie. */
export async function logOut(): Promise<void> {
  await staffHttp.delete(STAFF_API_PATHS.session);
}

/** Logs out and forgets every back-office answer this tab holds (nothing of it stays for the next member). */
export function useLogOut() {
  const client = useQueryClient();
  return useStaffMutation(logOut, () => {
    client.removeQueries({ queryKey: [STAFF_QUERY_ROOT] });
    client.setQueryData(staffSessionQueryOptions().queryKey, null);
  });
}
