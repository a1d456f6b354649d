import { randomBytes } from 'node:crypto';
import {
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_PATTERN,
  STAFF_SETUP_PAGE,
  type StaffMember,
  type StaffRole,
  type StaffTotpEnrolment,
} from 'contracts/staff';
import type { Database, Queryable } from '../../db/database';
import { HttpError } from '../../http-errors';
import { refuseCommonPassword } from '../../security/common-passwords';
import { LoginThrottle } from '../../security/login-throttle';
import type { PasswordHasher } from '../../security/password-hash';
import type { AccountRateLimits, RateLimiter } from '../../security/rate-limiter';
import { enqueueMail } from '../mail/queue-queries';
import { hashToken, newToken } from '../sessions';
import { recordAudit } from '../audit/record-audit';
import {
  acceptTotpStep,
  activateStaffMember,
  insertApiToken,
  insertSetupToken,
  insertStaffMember,
  insertStaffSession,
  recordStaffLogin,
  replaceRecoveryCodes,
  selectSetupMember,
  selectStaffByEmail,
  updatePasswordAndPendingTotp,
  useApiToken,
  useRecoveryCode,
  useStaffSession,
} from './queries';
import { newTotpSecret, totpEnrolment, totpStep } from './totp';
import type { SecretBox } from '../../security/secret-box';
import { needsSealing, openTotpSecret, sealLegacyTotp, sealTotpSecret } from './totp-at-rest';

/** 30 minutes without a request ends a staff session (issue 32). */
export const STAFF_SESSION_IDLE = '30 minutes';
/** However busy, a staff session ends after a working day. */
export const STAFF_SESSION_TTL_MS = 12 * 60 * 60 * 1000;
/** A setup link works once, for 24 hours. */
export const SETUP_LINK_TTL_MS = 24 * 60 * 60 * 1000;
/** Staff API tokens say what they are, so a leaked one is recognised (secret scanners, logs). */
const API_TOKEN_PREFIX = 'vst_';

export const STAFF_LOGIN_FAILED = 'Email, password or code is incorrect.';
export const SETUP_LINK_GONE = 'This setup link has expired or was already used. Ask an owner for a new one.';
export const CODE_INCORRECT = 'That code is not right. Enter the current code from your authenticator.';

export interface StaffContext {
  db: Database;
  passwords: PasswordHasher;
  limiter: RateLimiter;
  limits: AccountRateLimits;
  publicOrigin?: string;
  /** Seals TOTP secrets at rest (STAFF_SECRETS_KEY; totp-at-rest.ts). */
  secrets: SecretBox;
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,100}$/;

/** The setup link of a member (origin: PUBLIC_ORIGIN, else the request's). */
export const setupLink = (origin: string, token: string) =>
  `${origin}${STAFF_SETUP_PAGE}?token=${encodeURIComponent(token)}`;

/**
 * A new member, invited: the account (no password yet) and a one-time setup link valid 24 hours, in the
 * caller's transaction. 409 when the e-mail already belongs to a member.
 */
export async function createInvitedMember(
  tx: Queryable,
  member: { email: string; name: string; role: StaffRole },
): Promise<{ id: number; token: string }> {
  if (await selectStaffByEmail(tx, member.email)) throw new HttpError(409, 'A staff member with this email exists');
  const id = await insertStaffMember(tx, member);
  const token = newToken();
  await insertSetupToken(tx, hashToken(token), id, new Date(Date.now() + SETUP_LINK_TTL_MS));
  return { id, token };
}

/** The invitation mail, queued in the invitation's transaction (the durable mail queue sends it). */
export async function queueInvitationMail(
  tx: Queryable,
  member: { email: string; name: string; role: StaffRole },
  inviter: string,
  link: string,
): Promise<void> {
  const text = [
    `Hello ${member.name},`,
    '',
    `${inviter} invited you to Vesna's back office (${member.role}).`,
    'Set your password and authenticator with this link (it works once, within 24 hours):',
    link,
    '',
    'Vesna',
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(member.name)},</p>
<p>${escapeHtml(inviter)} invited you to Vesna's back office (${escapeHtml(member.role)}).</p>
<p>Set your password and authenticator with this link (it works once, within 24 hours):</p>
<p><a href="${escapeHtml(link)}">Set up my staff account</a></p>
<p>Vesna</p>`;
  await enqueueMail(tx, { to: member.email, subject: "You are invited to Vesna's back office", text, html });
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

async function setupMember(db: Queryable, token: string) {
  const member = TOKEN_SHAPE.test(token) ? await selectSetupMember(db, hashToken(token)) : null;
  if (!member) throw new HttpError(410, SETUP_LINK_GONE);
  return member;
}

export async function setupInfo(db: Queryable, token: string): Promise<{ email: string; role: StaffRole }> {
  const member = await setupMember(db, token);
  return { email: member.email, role: member.role };
}

/** Step 1 of the link: the password (customers' rules) and a new authenticator secret, shown once. */
export async function setupPassword(ctx: StaffContext, token: string, password: string): Promise<StaffTotpEnrolment> {
  const member = await setupMember(ctx.db, token);
  refuseCommonPassword(password, 'password');
  const secret = newTotpSecret();
  const sealed = sealTotpSecret(ctx.secrets, member.id, secret);
  await updatePasswordAndPendingTotp(ctx.db, member.id, await ctx.passwords.hash(password), sealed);
  return { totp: await totpEnrolment(secret, member.email) };
}

/** Step 2: the first code proves the authenticator holds the secret; the account is active, the link spent. */
export async function setupTotp(
  { db, secrets }: Pick<StaffContext, 'db' | 'secrets'>,
  token: string,
  code: string,
): Promise<string[]> {
  const member = await setupMember(db, token);
  if (!member.passwordHash || !member.totpPending) throw new HttpError(409, 'Set a password first');
  // A pending secret from before sealing (clear) still works: it is sealed as it becomes the member's.
  const pending = openTotpSecret(secrets, member.id, member.totpPending);
  const step = totpStep(pending, member.email, code);
  if (step === null) throw new HttpError(400, CODE_INCORRECT, { code: CODE_INCORRECT });
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.transaction(async (tx) => {
    await activateStaffMember(tx, member.id, hashToken(token), step);
    if (needsSealing(secrets, member.totpPending!))
      await sealLegacyTotp(tx, secrets, member.id, 'totp_secret', pending, member.totpPending!);
    await replaceRecoveryCodes(tx, member.id, codes.map(hashToken));
    await recordAudit(tx, {
      staffId: member.id,
      action: 'staff.activate',
      entity: 'staff',
      entityId: member.id,
      after: { email: member.email, role: member.role },
    });
  });
  return codes;
}

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** Ten base32 characters (50 bits), "k7m2q-x6p4d". */
function newRecoveryCode(): string {
  const chars = [...randomBytes(10)].map((byte) => BASE32[byte & 31]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/**
 * Password and code together, throttled like a customer's login (the same LoginThrottle, under a staff
 * key): every failure (unknown e-mail, wrong password, wrong or reused code) answers the same 401.
 */
export async function loginStaff(
  ctx: StaffContext,
  input: { email: string; password: string; code: string },
  ip: string,
): Promise<{ staff: StaffMember; token: string }> {
  const throttle = new LoginThrottle(ctx.limiter, ctx.limits);
  const account = `staff:${input.email.trim().toLowerCase()}`;
  await throttle.attempt(ip);
  await throttle.check(account, ip);
  const member = await selectStaffByEmail(ctx.db, input.email.trim());
  const usable = member?.status === 'active' && member.passwordHash && member.totpSecret;
  const passwordOk = usable
    ? await ctx.passwords.verify(input.password, member.passwordHash!)
    : await ctx.passwords.verifyDummy(input.password);
  // Opened only after the right password, so a key mismatch (503) tells nothing to someone without it.
  const secret = passwordOk && member ? openTotpSecret(ctx.secrets, member.id, member.totpSecret!) : null;
  const codeOk = secret !== null ? await acceptCode(ctx.db, member!.id, secret, member!.email, input.code) : false;
  if (!member || !codeOk) {
    await throttle.failed(account, ip);
    throw new HttpError(401, STAFF_LOGIN_FAILED);
  }
  // A secret from before sealing (or sealed with a previous key) is sealed now (the API's start seals the rest).
  if (needsSealing(ctx.secrets, member.totpSecret!))
    await sealLegacyTotp(ctx.db, ctx.secrets, member.id, 'totp_secret', secret!, member.totpSecret!);
  await throttle.succeeded(account, ip);
  const token = newToken();
  await insertStaffSession(ctx.db, hashToken(token), member.id, new Date(Date.now() + STAFF_SESSION_TTL_MS));
  await recordStaffLogin(ctx.db, member.id);
  return { staff: { id: member.id, email: member.email, name: member.name, role: member.role }, token };
}

/** A TOTP code of a step not used before, or an unused recovery code (spent by this call). */
async function acceptCode(db: Queryable, id: number, secret: string, email: string, code: string): Promise<boolean> {
  const typed = code.trim().toLowerCase();
  if (RECOVERY_CODE_PATTERN.test(typed)) return useRecoveryCode(db, id, hashToken(typed));
  const step = totpStep(secret, email, typed);
  return step !== null && (await acceptTotpStep(db, id, step));
}

export async function staffOfSession(db: Queryable, token: string): Promise<StaffMember | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  return useStaffSession(db, hashToken(token), STAFF_SESSION_IDLE);
}

export async function staffOfApiToken(db: Queryable, token: string): Promise<StaffMember | null> {
  if (!token.startsWith(API_TOKEN_PREFIX) || !TOKEN_SHAPE.test(token.slice(API_TOKEN_PREFIX.length))) return null;
  return useApiToken(db, hashToken(token));
}

/** A new API token for the member, audited in the same transaction; the secret is returned once. */
export async function createApiToken(db: Database, staff: StaffMember, name: string) {
  const token = `${API_TOKEN_PREFIX}${newToken()}`;
  const created = await db.transaction(async (tx) => {
    const row = await insertApiToken(tx, staff.id, name, hashToken(token));
    await recordAudit(tx, {
      staffId: staff.id,
      action: 'staff_token.create',
      entity: 'staff_token',
      entityId: row.id,
      after: { name },
    });
    return row;
  });
  return { ...created, name, lastUsedAt: null, token };
}
