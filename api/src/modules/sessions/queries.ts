import type { Queryable } from '../../db/database';

export async function insertSession(
  db: Queryable,
  tokenHash: string,
  customerId: string,
  expiresAt: Date,
): Promise<void> {
  // clock_timestamp(), not now(): sessions made in one transaction still have an order (the oldest go first).
  await db.query(
    `INSERT INTO sessions (token_hash, customer_id, expires_at, created_at, last_seen_at)
     VALUES ($1, $2, $3, clock_timestamp(), clock_timestamp())`,
    [tokenHash, customerId, expiresAt.toISOString()],
  );
}

/**
 * Revokes the customer's sessions beyond the `keep` newest (never `keepTokenHash`, the one just made),
 * and those that have expired or idled out.
 */
export async function deleteSessionsBeyond(
  db: Queryable,
  customerId: string,
  keep: number,
  keepTokenHash: string,
  idle: string,
): Promise<void> {
  await db.query(
    `DELETE FROM sessions
     WHERE customer_id = $1 AND token_hash <> $3
       AND (expires_at <= now() OR last_seen_at <= now() - $4::interval
            OR token_hash IN (SELECT token_hash FROM sessions WHERE customer_id = $1 AND token_hash <> $3
                              ORDER BY created_at DESC, token_hash OFFSET $2))`,
    [customerId, keep - 1, keepTokenHash, idle],
  );
}

/**
 * The customer of a session that has neither expired nor idled out, and whether its last use is older
 * than `touchAfter` (then the caller records this use).
 */
export async function selectSessionCustomer(
  db: Queryable,
  tokenHash: string,
  idle: string,
  touchAfter: string,
): Promise<{ customerId: string; stale: boolean } | null> {
  const { rows } = await db.query<{ customer_id: string; stale: boolean }>(
    `SELECT customer_id, last_seen_at <= now() - $3::interval AS stale FROM sessions
     WHERE token_hash = $1 AND expires_at > now() AND last_seen_at > now() - $2::interval`,
    [tokenHash, idle, touchAfter],
  );
  return rows[0] ? { customerId: rows[0].customer_id, stale: rows[0].stale } : null;
}

export async function touchSession(db: Queryable, tokenHash: string): Promise<void> {
  await db.query('UPDATE sessions SET last_seen_at = now() WHERE token_hash = $1', [tokenHash]);
}

export async function deleteSession(db: Queryable, tokenHash: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE token_hash = $1', [tokenHash]);
}

export async function deleteCustomerSessions(db: Queryable, customerId: string): Promise<void> {
  // Expired rows of anyone go too: a cheap moment to keep the table small.
  await db.query('DELETE FROM sessions WHERE customer_id = $1 OR expires_at <= now()', [customerId]);
}
