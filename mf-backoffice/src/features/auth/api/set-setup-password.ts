import { STAFF_API_PATHS, type StaffSetupPasswordInput, type StaffTotpEnrolment } from 'contracts/staff';
import { staffHttp, staffPath } from '../../../lib/staff-api';
import { useStaffMutation } from '../../../lib/use-staff-mutation';

/** POST /api/staff/setup/:token/password: answers the authenticator's secret and QR code, shown once. */
export async function setSetupPassword({
  token,
  password,
}: { token: string } & Pick<StaffSetupPasswordInput, 'password'>) {
  const { data } = await staffHttp.post<StaffTotpEnrolment>(staffPath(STAFF_API_PATHS.setupPassword, { token }), {
    password,
  });
  return data.totp;
}

export const useSetSetupPassword = () => useStaffMutation(setSetupPassword);
