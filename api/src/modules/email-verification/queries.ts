import type { Queryable } from '../../db/database';

export async function insertVerificationToken(
  db: Queryable,
  tokenHash: string,
  customerId: string,
  email: string,
  expiresAt: Date,
): Promise<void> {
  // A new link replaces the unused ones: only the latest mail works.
  await db.query('DELETE FROM email_verification_tokens WHERE customer_id = $1 AND used_at IS NULL', [customerId]);
  await db.query(
    'INSERT INTO email_verification_tokens (token_hash, customer_id, email, expires_at) VALUES ($1, $2, $3, $4)',
    [tokenHash, customerId, email, expiresAt.toISOString()],
  );
}

/** Marks an unused, unexpired token used, atomically; returns whom it verifies, or null. */
export async function useVerificationToken(
  db: Queryable,
  tokenHash: string,
): Promise<{ customerId: string; email: string } | null> {
  const { rows } = await db.query<{ customerId: string; email: string }>(
    `UPDATE email_verification_tokens SET used_at = now()
      WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
      RETURNING customer_id::text AS "customerId", email`,
    [tokenHash],
  );
  return rows[0] ?? null;
}
