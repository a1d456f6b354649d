import type { FastifyInstance, InjectOptions } from 'fastify';
import type { StaffRole, StaffSessionResponse } from 'contracts/staff';
import { createInvitedMember } from '../modules/staff-auth/service';
import { currentTotpCode } from '../modules/staff-auth/totp';
import type { Database } from '../db/database';
import { SAME_ORIGIN, uniqueEmail } from './accounts';

export const STAFF_PASSWORD = 'staff-horse-battery-1';

export interface TestStaff {
  id: number;
  email: string;
  role: StaffRole;
  secret: string;
  recoveryCodes: string[];
  /** The TOTP code the log-in used: a test may try it again, whatever step the clock has reached since. */
  loginCode: string;
  /** The vesna_staff cookie's value after logging in. */
  cookie: string;
}

/**
 * A staff member set up through the real routes (the setup link's password and TOTP steps) and logged in:
 * the link is made as `npm run shop -- staff add` makes it.
 */
export async function createStaff(app: FastifyInstance, db: Database, role: StaffRole): Promise<TestStaff> {
  const email = uniqueEmail(role);
  const { token } = await db.transaction((tx) => createInvitedMember(tx, { email, name: `Test ${role}`, role }));
  const enrol = await app.inject({
    method: 'POST',
    url: `/api/staff/setup/${token}/password`,
    headers: SAME_ORIGIN,
    payload: { password: STAFF_PASSWORD, confirmPassword: STAFF_PASSWORD },
  });
  if (enrol.statusCode !== 200) throw new Error(`setup password: ${enrol.statusCode} ${enrol.body}`);
  const secret = (enrol.json() as { totp: { secret: string } }).totp.secret;
  const confirm = await app.inject({
    method: 'POST',
    url: `/api/staff/setup/${token}/totp`,
    headers: SAME_ORIGIN,
    payload: { code: currentTotpCode(secret, email) },
  });
  if (confirm.statusCode !== 200) throw new Error(`setup totp: ${confirm.statusCode} ${confirm.body}`);
  const { recoveryCodes } = confirm.json() as { recoveryCodes: string[] };
  // The set-up used this time step; the next one (inside the ±1 window) logs in.
  const loginCode = currentTotpCode(secret, email, Date.now() + 30_000);
  const login = await staffLogin(app, email, loginCode);
  if (login.statusCode !== 200) throw new Error(`staff login: ${login.statusCode} ${login.body}`);
  const body = login.json() as StaffSessionResponse;
  return { id: body.staff.id, email, role, secret, recoveryCodes, loginCode, cookie: staffCookieOf(login)! };
}

export function staffLogin(app: FastifyInstance, email: string, code: string, password = STAFF_PASSWORD) {
  return app.inject({
    method: 'POST',
    url: '/api/staff/session',
    headers: SAME_ORIGIN,
    payload: { email, password, code },
  });
}

export function staffCookieOf(res: { cookies: unknown }): string | undefined {
  return (res.cookies as { name: string; value: string }[]).find((c) => c.name === 'vesna_staff')?.value;
}

/** Request options as the back office's pages send them: the staff cookie and same-origin headers. */
export function asStaff(staff: Pick<TestStaff, 'cookie'>, options: InjectOptions = {}): InjectOptions {
  return {
    ...options,
    headers: { ...SAME_ORIGIN, ...(options.headers ?? {}) },
    cookies: { vesna_staff: staff.cookie, ...((options.cookies as Record<string, string>) ?? {}) },
  };
}
