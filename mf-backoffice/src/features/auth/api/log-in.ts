import { STAFF_API_PATHS, type StaffLoginInput, type StaffSessionResponse } from 'contracts/staff';
import { useQueryClient } from 'shared-ui/state';
import { staffHttp } from '../../../lib/staff-api';
import { useStaffMutation } from '../../../lib/use-staff-mutation';
import { staffSessionQueryOptions } from './get-staff-session';

/** POST /api/staff/session: e-mail, password and a TOTP or recovery code; sets the staff cookie. */
export async function logIn(input: StaffLoginInput) {
  const { data } = await staffHttp.post<StaffSessionResponse>(STAFF_API_PATHS.session, input);
  return data.staff;
}

export function useLogIn() {
  const client = useQueryClient();
  return useStaffMutation(logIn, (staff) => {
    client.setQueryData(staffSessionQueryOptions().queryKey, staff);
  });
}
