import type { Queryable } from '../../db/database';

export type SubscriberStatus = 'pending' | 'confirmed' | 'unsubscribed';
export type SubscriberTokenPurpose = 'confirm' | 'unsubscribe';

/**
 * The subscriber row of an address (any letter case), created as pending when new. An address that
 * had unsubscribed becomes pending again: it asked to subscribe, and must confirm once more.
 */
export async function upsertPendingSubscriber(
  db: Queryable,
  email: string,
  agreement: boolean,
): Promise<{ id: number; status: SubscriberStatus }> {
  const { rows } = await db.query<{ id: number; status: SubscriberStatus }>(
    `INSERT INTO subscribers (email, agreement, status) VALUES ($1, $2, 'pending')
     ON CONFLICT ((lower(email))) DO UPDATE
       SET status = CASE WHEN subscribers.status = 'unsubscribed' THEN 'pending' ELSE subscribers.status END,
           agreement = EXCLUDED.agreement
     RETURNING id, status`,
    [email, agreement],
  );
  return rows[0]!;
}

export async function insertSubscriberToken(
  db: Queryable,
  tokenHash: string,
  subscriberId: number,
  purpose: SubscriberTokenPurpose,
  expiresAt: Date | null,
): Promise<void> {
  // A new confirmation link replaces the unused ones: only the latest mail confirms.
  if (purpose === 'confirm') {
    await db.query(
      `DELETE FROM subscriber_tokens WHERE subscriber_id = $1 AND purpose = 'confirm' AND used_at IS NULL`,
      [subscriberId],
    );
  }
  await db.query(
    'INSERT INTO subscriber_tokens (token_hash, subscriber_id, purpose, expires_at) VALUES ($1, $2, $3, $4)',
    [tokenHash, subscriberId, purpose, expiresAt?.toISOString() ?? null],
  );
}

/** Marks an unused, unexpired token of that purpose used, atomically; returns its subscriber, or null. */
export async function useSubscriberToken(
  db: Queryable,
  tokenHash: string,
  purpose: SubscriberTokenPurpose,
): Promise<number | null> {
  const { rows } = await db.query<{ subscriberId: number }>(
    `UPDATE subscriber_tokens SET used_at = now()
      WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND (expires_at IS NULL OR expires_at > now())
      RETURNING subscriber_id AS "subscriberId"`,
    [tokenHash, purpose],
  );
  return rows[0]?.subscriberId ?? null;
}

/** Confirms a pending subscriber; false when it is not pending (it unsubscribed meanwhile). */
export async function markSubscriberConfirmed(db: Queryable, subscriberId: number): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE subscribers SET status = 'confirmed', confirmed_at = now() WHERE id = $1 AND status = 'pending' RETURNING id`,
    [subscriberId],
  );
  return rows.length > 0;
}

/** Unsubscribes, and voids the unused confirmation links so an old one cannot subscribe again. */
export async function markSubscriberUnsubscribed(db: Queryable, subscriberId: number): Promise<void> {
  await db.query(`UPDATE subscribers SET status = 'unsubscribed', unsubscribed_at = now() WHERE id = $1`, [
    subscriberId,
  ]);
  await db.query(`DELETE FROM subscriber_tokens WHERE subscriber_id = $1 AND purpose = 'confirm' AND used_at IS NULL`, [
    subscriberId,
  ]);
}

/** The addresses a newsletter may be sent to: confirmed ones only. */
export async function selectConfirmedSubscriberEmails(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ email: string }>(
    `SELECT email FROM subscribers WHERE status = 'confirmed' ORDER BY id`,
  );
  return rows.map((r) => r.email);
}
