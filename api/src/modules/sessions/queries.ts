import type { Queryable } from '../../db/database';

export async function insertSession(
  db: Queryable,
  tokenHash: string,
  customerId: string,
  expiresAt: Date,
): Promise<void> {
  await db.query('INSERT INTO sessions (token_hash, customer_id, expires_at) VALUES ($1, $2, $3)', [
    tokenHash,
    customerId,
    expiresAt.toISOString(),
  ]);
}

/** The customer of an unexpired session, or null. */
export async function selectSessionCustomer(db: Queryable, tokenHash: string): Promise<string | null> {
  const { rows } = await db.query<{ customer_id: string }>(
    'SELECT customer_id FROM sessions WHERE token_hash = $1 AND expires_at > now()',
    [tokenHash],
  );
  return rows[0]?.customer_id ?? null;
}

export async function deleteSession(db: Queryable, tokenHash: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE token_hash = $1', [tokenHash]);
}

export async function deleteCustomerSessions(db: Queryable, customerId: string): Promise<void> {
  // Expired rows of anyone go too: a cheap moment to keep the table small.
  await db.query('DELETE FROM sessions WHERE customer_id = $1 OR expires_at <= now()', [customerId]);
}
