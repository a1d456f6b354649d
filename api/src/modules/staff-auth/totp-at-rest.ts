import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../http-errors';
import { SecretKeyMismatch, SecretUnreadable, type SecretBox } from '../../security/secret-box';

// TOTP secrets at rest (issue 32): sealed with the staff secrets key (security/secret-box.ts), bound to their
// member. Rows written before sealing existed hold the clear base32 secret; they are read as they are and
// sealed at the API's start (sealLegacyTotpSecrets) and again at the member's next login, whichever comes first.
// A key rotation works the same way: with the old key in STAFF_SECRETS_KEY_PREVIOUS, values it sealed are read
// and sealed again with the new STAFF_SECRETS_KEY (docs/operating.md).

export const STAFF_SIGN_IN_UNAVAILABLE =
  "Staff sign-in is unavailable: this server's STAFF_SECRETS_KEY is not the key the authenticators were set up with. Nothing was changed.";

/** Binds a sealed secret to its member: copied onto another member's row, it does not open. */
const contextOf = (staffId: number) => `staff_members.totp:${staffId}`;

export const sealTotpSecret = (box: SecretBox, staffId: number, secret: string) => box.seal(secret, contextOf(staffId));

/**
 * The clear secret of a member. A key that does not match is the operator's mistake, not the member's: a 503
 * that says so (every login would fail alike), never a wrong-code 401 that invites retries.
 */
export function openTotpSecret(box: SecretBox, staffId: number, stored: string): string {
  try {
    return box.open(stored, contextOf(staffId));
  } catch (error) {
    if (error instanceof SecretKeyMismatch || error instanceof SecretUnreadable) {
      throw new HttpError(503, STAFF_SIGN_IN_UNAVAILABLE);
    }
    throw error;
  }
}

/** Whether a stored secret is to be sealed (again) with the current key: clear, or sealed with a previous key. */
export const needsSealing = (box: SecretBox, stored: string) =>
  !box.isSealed(stored) || box.isSealedWithPreviousKey(stored);

/**
 * Seals one secret (or pending secret) in place with the current key: `stored` is what the row holds (the clear
 * secret, or its value sealed with a previous key). A row changed meanwhile is left to its writer.
 */
export async function sealLegacyTotp(
  db: Queryable,
  box: SecretBox,
  staffId: number,
  column: 'totp_secret' | 'totp_pending',
  clear: string,
  stored: string = clear,
) {
  await db.query(`UPDATE staff_members SET ${column} = $3 WHERE id = $1 AND ${column} = $2`, [
    staffId,
    stored,
    sealTotpSecret(box, staffId, clear),
  ]);
}

/**
 * At start: every clear secret left from before sealing is sealed, and every value sealed with a previous key
 * (STAFF_SECRETS_KEY_PREVIOUS) is sealed again with the current one; values sealed with a key this process does
 * not hold are counted and logged (their members cannot log in until the right STAFF_SECRETS_KEY is back).
 */
export async function sealLegacyTotpSecrets(db: Queryable, box: SecretBox, log?: FastifyBaseLogger) {
  const { rows } = await db.query<{ id: number; secret: string | null; pending: string | null }>(
    `SELECT id, totp_secret AS secret, totp_pending AS pending FROM staff_members
      WHERE totp_secret IS NOT NULL OR totp_pending IS NOT NULL`,
  );
  let sealed = 0;
  let resealed = 0;
  let foreign = 0;
  for (const row of rows) {
    for (const [column, value] of [
      ['totp_secret', row.secret],
      ['totp_pending', row.pending],
    ] as const) {
      if (value === null) continue;
      if (!box.isSealed(value)) {
        await sealLegacyTotp(db, box, row.id, column, value);
        sealed += 1;
      } else if (box.isSealedWithPreviousKey(value)) {
        const clear = openStored(box, row.id, value);
        if (clear === null) foreign += 1;
        else {
          await sealLegacyTotp(db, box, row.id, column, clear, value);
          resealed += 1;
        }
      } else if (!value.startsWith(`v1:${box.keyId}:`)) foreign += 1;
    }
  }
  if (sealed) log?.info({ sealed }, 'staff TOTP secrets sealed at rest');
  if (resealed) log?.info({ resealed, keyId: box.keyId }, 'staff TOTP secrets sealed again with the current key');
  if (foreign)
    log?.error(
      { foreign, keyId: box.keyId },
      `${foreign} staff TOTP secrets were sealed with another STAFF_SECRETS_KEY: those members cannot log in`,
    );
  return { sealed, resealed, foreign };
}

/** A stored value's clear secret, or null when it does not open (changed, or moved from its row). */
function openStored(box: SecretBox, staffId: number, stored: string): string | null {
  try {
    return box.open(stored, contextOf(staffId));
  } catch {
    return null;
  }
}
