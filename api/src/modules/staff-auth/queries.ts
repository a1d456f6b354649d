import type { StaffMember, StaffMemberListItem, StaffRole, StaffTokenListItem } from 'contracts/staff';
import type { Queryable } from '../../db/database';

// Every SQL statement of staff accounts, sessions, setup links, recovery codes and API tokens.

export interface StaffRow extends StaffMember {
  status: 'invited' | 'active' | 'deactivated';
  passwordHash: string | null;
  totpSecret: string | null;
  totpPending: string | null;
}

const MEMBER_COLUMNS = `id, email, name, role, status, password_hash AS "passwordHash", totp_secret AS "totpSecret",
  totp_pending AS "totpPending"`;

export async function insertStaffMember(
  db: Queryable,
  member: { email: string; name: string; role: StaffRole },
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO staff_members (email, name, role) VALUES ($1, $2, $3) RETURNING id',
    [member.email, member.name, member.role],
  );
  return rows[0]!.id;
}

export async function selectStaffByEmail(db: Queryable, email: string): Promise<StaffRow | null> {
  const { rows } = await db.query<StaffRow>(
    `SELECT ${MEMBER_COLUMNS} FROM staff_members WHERE lower(email) = lower($1)`,
    [email],
  );
  return rows[0] ?? null;
}

export async function selectStaffById(db: Queryable, id: number): Promise<StaffRow | null> {
  const { rows } = await db.query<StaffRow>(`SELECT ${MEMBER_COLUMNS} FROM staff_members WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

export async function countStaff(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM staff_members');
  return rows[0]!.n;
}

export async function selectStaffList(db: Queryable): Promise<StaffMemberListItem[]> {
  const { rows } = await db.query<StaffMemberListItem & { createdAt: Date; lastLoginAt: Date | null }>(
    `SELECT id, email, name, role, status, created_at AS "createdAt", last_login_at AS "lastLoginAt"
       FROM staff_members ORDER BY status = 'deactivated', name, id`,
  );
  return rows.map((row) => ({
    ...row,
    createdAt: new Date(row.createdAt).toISOString(),
    lastLoginAt: row.lastLoginAt ? new Date(row.lastLoginAt).toISOString() : null,
  }));
}

/** Deactivates a member and ends everything that acts as them (sessions, API tokens, setup links). */
export async function deactivateStaffMember(db: Queryable, id: number): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE staff_members SET status = 'deactivated' WHERE id = $1 AND status <> 'deactivated' RETURNING id`,
    [id],
  );
  await db.query('DELETE FROM staff_sessions WHERE staff_id = $1', [id]);
  await db.query('UPDATE staff_api_tokens SET revoked_at = now() WHERE staff_id = $1 AND revoked_at IS NULL', [id]);
  await db.query('UPDATE staff_setup_tokens SET used_at = now() WHERE staff_id = $1 AND used_at IS NULL', [id]);
  return rows.length > 0;
}

export async function insertSetupToken(db: Queryable, tokenHash: string, staffId: number, expiresAt: Date) {
  // A new link replaces the earlier ones.
  await db.query('UPDATE staff_setup_tokens SET used_at = now() WHERE staff_id = $1 AND used_at IS NULL', [staffId]);
  await db.query('INSERT INTO staff_setup_tokens (token_hash, staff_id, expires_at) VALUES ($1, $2, $3)', [
    tokenHash,
    staffId,
    expiresAt.toISOString(),
  ]);
}

/** The invited member behind a live setup link (unused, unexpired), else null. */
export async function selectSetupMember(db: Queryable, tokenHash: string): Promise<StaffRow | null> {
  const { rows } = await db.query<StaffRow>(
    `SELECT m.id, m.email, m.name, m.role, m.status, m.password_hash AS "passwordHash", m.totp_secret AS "totpSecret",
            m.totp_pending AS "totpPending" FROM staff_setup_tokens t
       JOIN staff_members m ON m.id = t.staff_id
      WHERE t.token_hash = $1 AND t.used_at IS NULL AND t.expires_at > now() AND m.status = 'invited'`,
    [tokenHash],
  );
  return rows[0] ?? null;
}

export async function updatePasswordAndPendingTotp(db: Queryable, id: number, passwordHash: string, secret: string) {
  await db.query('UPDATE staff_members SET password_hash = $2, totp_pending = $3 WHERE id = $1', [
    id,
    passwordHash,
    secret,
  ]);
}

/** The enrolled authenticator becomes the member's, the account active and the link spent. */
export async function activateStaffMember(db: Queryable, id: number, tokenHash: string, step: number) {
  await db.query(
    `UPDATE staff_members SET totp_secret = totp_pending, totp_pending = NULL, totp_last_step = $2, status = 'active'
      WHERE id = $1`,
    [id, step],
  );
  await db.query('UPDATE staff_setup_tokens SET used_at = now() WHERE token_hash = $1', [tokenHash]);
}

/** Accepts a TOTP step once: false when this step (or a later one) was already used. */
export async function acceptTotpStep(db: Queryable, id: number, step: number): Promise<boolean> {
  const { rows } = await db.query(
    'UPDATE staff_members SET totp_last_step = $2 WHERE id = $1 AND totp_last_step < $2 RETURNING id',
    [id, step],
  );
  return rows.length > 0;
}

export async function replaceRecoveryCodes(db: Queryable, id: number, codeHashes: string[]) {
  await db.query('DELETE FROM staff_recovery_codes WHERE staff_id = $1', [id]);
  await db.query('INSERT INTO staff_recovery_codes (staff_id, code_hash) SELECT $1, unnest($2::text[])', [
    id,
    codeHashes,
  ]);
}

/** Spends a recovery code: true once per code. */
export async function useRecoveryCode(db: Queryable, id: number, codeHash: string): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE staff_recovery_codes SET used_at = now()
      WHERE staff_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING staff_id`,
    [id, codeHash],
  );
  return rows.length > 0;
}

export async function recordStaffLogin(db: Queryable, id: number) {
  await db.query('UPDATE staff_members SET last_login_at = now() WHERE id = $1', [id]);
}

export async function insertStaffSession(db: Queryable, tokenHash: string, staffId: number, expiresAt: Date) {
  await db.query('INSERT INTO staff_sessions (token_hash, staff_id, expires_at) VALUES ($1, $2, $3)', [
    tokenHash,
    staffId,
    expiresAt.toISOString(),
  ]);
}

const ACTIVE_MEMBER = `m.id, m.email, m.name, m.role`;

/** How stale a session's last use may be before a request records it again. */
export const SESSION_TOUCH_EVERY = '1 minute';

/**
 * The active member of a session that has neither expired nor idled out; the same statement records this
 * use when the last one recorded is over a minute old, so the idle minutes start again (to within a minute)
 * at every request. Writing it at every request made the back office's concurrent requests queue on the
 * session's row, each behind the one before's commit (at 10 connections, half the list's time in the bench).
 */
export async function useStaffSession(db: Queryable, tokenHash: string, idle: string): Promise<StaffMember | null> {
  const { rows } = await db.query<StaffMember>(
    `WITH live AS (
       SELECT token_hash, staff_id, last_seen_at FROM staff_sessions
        WHERE token_hash = $1 AND expires_at > now() AND last_seen_at > now() - $2::interval),
     touched AS (
       UPDATE staff_sessions s SET last_seen_at = now() FROM live
        WHERE s.token_hash = live.token_hash AND live.last_seen_at <= now() - $3::interval)
     SELECT ${ACTIVE_MEMBER} FROM live JOIN staff_members m ON m.id = live.staff_id WHERE m.status = 'active'`,
    [tokenHash, idle, SESSION_TOUCH_EVERY],
  );
  return rows[0] ?? null;
}

export async function deleteStaffSession(db: Queryable, tokenHash: string) {
  // Expired and idle rows of anyone go too: a cheap moment to keep the table small.
  await db.query(
    `DELETE FROM staff_sessions WHERE token_hash = $1 OR expires_at <= now() OR last_seen_at <= now() - interval '1 day'`,
    [tokenHash],
  );
}

export async function insertApiToken(db: Queryable, staffId: number, name: string, tokenHash: string) {
  const { rows } = await db.query<{ id: number; createdAt: Date }>(
    'INSERT INTO staff_api_tokens (staff_id, name, token_hash) VALUES ($1, $2, $3) RETURNING id, created_at AS "createdAt"',
    [staffId, name, tokenHash],
  );
  return { id: rows[0]!.id, createdAt: new Date(rows[0]!.createdAt).toISOString() };
}

/** The active member behind a live API token, recording its use. */
export async function useApiToken(db: Queryable, tokenHash: string): Promise<StaffMember | null> {
  const { rows } = await db.query<StaffMember>(
    `WITH used AS (
       UPDATE staff_api_tokens SET last_used_at = now() WHERE token_hash = $1 AND revoked_at IS NULL RETURNING staff_id)
     SELECT ${ACTIVE_MEMBER} FROM used JOIN staff_members m ON m.id = used.staff_id WHERE m.status = 'active'`,
    [tokenHash],
  );
  return rows[0] ?? null;
}

export async function selectApiTokens(db: Queryable, staffId: number): Promise<StaffTokenListItem[]> {
  const { rows } = await db.query<{ id: number; name: string; createdAt: Date; lastUsedAt: Date | null }>(
    `SELECT id, name, created_at AS "createdAt", last_used_at AS "lastUsedAt" FROM staff_api_tokens
      WHERE staff_id = $1 AND revoked_at IS NULL ORDER BY id`,
    [staffId],
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    createdAt: new Date(row.createdAt).toISOString(),
    lastUsedAt: row.lastUsedAt ? new Date(row.lastUsedAt).toISOString() : null,
  }));
}

export async function revokeApiToken(db: Queryable, staffId: number, id: number): Promise<boolean> {
  const { rows } = await db.query(
    'UPDATE staff_api_tokens SET revoked_at = now() WHERE id = $1 AND staff_id = $2 AND revoked_at IS NULL RETURNING id',
    [id, staffId],
  );
  return rows.length > 0;
}
