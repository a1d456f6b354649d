import { STAFF_API_PATHS, type StaffRecoveryCodes } from 'contracts/staff';
import { staffHttp, staffPath } from '../../../lib/staff-api';
import { useStaffMutation } from '../../../lib/use-staff-mutation';

/** POST /api/staff/setup/:token/totp: the first code proves the enrolment; answers the ten recovery codes. */
export async function confirmSetupTotp({ token, code }: { token: string; code: string }) {
  const { data } = await staffHttp.post<StaffRecoveryCodes>(staffPath(STAFF_API_PATHS.setupTotp, { token }), { code });
  return data.recoveryCodes;
}

export const useConfirmSetupTotp = () => useStaffMutation(confirmSetupTotp);
