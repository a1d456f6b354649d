import { STAFF_API_PATHS, type StaffSetupPasswordInput, type StaffTotpEnrolment } from 'contracts/staff';
import { staffHttp, staffPath } from '../../../lib/staff-api';
import { useStaffMutation } from '../../../lib/use-staff-mutation';

/**
 * POST /api/staff/setup/:token/password with the form as it is (the server checks the same schema, confirmation
 * included): answers the authenticator's secret and QR code, shown once.
 */
export async function setSetupPassword({ token, ...input }: { token: string } & StaffSetupPasswordInput) {
  const { data } = await staffHttp.post<StaffTotpEnrolment>(staffPath(STAFF_API_PATHS.setupPassword, { token }), input);
  return data.totp;
}

export const useSetSetupPassword = () => useStaffMutation(setSetupPassword);
