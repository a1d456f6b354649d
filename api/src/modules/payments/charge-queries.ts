import type { Queryable } from '../../db/database';

/** One succeeded charge and how it ended (migration 0015, payment_charges). */
export interface ChargeRow {
  paymentIntentId: string;
  orderId: string | null;
  orderNumber: string | null;
  amountCents: number;
  outcome: 'paid' | 'refund-due' | 'refunded';
  reason: string | null;
  refundId: string | null;
  refundTries: number;
}

const CHARGE_ROW = `payment_intent_id AS "paymentIntentId", order_id AS "orderId", order_number::text AS "orderNumber",
  amount_cents AS "amountCents", outcome, reason, refund_id AS "refundId", refund_tries AS "refundTries"`;

export async function selectCharge(db: Queryable, paymentIntentId: string): Promise<ChargeRow | null> {
  const { rows } = await db.query<ChargeRow>(`SELECT ${CHARGE_ROW} FROM payment_charges WHERE payment_intent_id = $1`, [
    paymentIntentId,
  ]);
  return rows[0] ?? null;
}

export async function insertCharge(
  db: Queryable,
  charge: {
    intentId: string;
    order: { id: string; number: string } | null;
    amountCents: number;
    outcome: 'paid' | 'refund-due';
    reason?: string;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO payment_charges (payment_intent_id, order_id, order_number, amount_cents, outcome, reason)
     VALUES ($1, $2, $3::bigint, $4, $5, $6) ON CONFLICT (payment_intent_id) DO NOTHING`,
    [
      charge.intentId,
      charge.order?.id ?? null,
      charge.order?.number ?? null,
      charge.amountCents,
      charge.outcome,
      charge.reason ?? null,
    ],
  );
}

/**
 * Claims up to `limit` charges whose refund is due, for `leaseMs` (their next try moves past the lease, so a
 * process that dies mid-refund leaves them to the next sweep). SKIP LOCKED: several API processes never take
 * the same charge at once; the processor's idempotency key makes a repeated refund harmless anyway.
 */
export async function claimDueRefunds(
  db: Queryable,
  { limit, leaseMs, at }: { limit: number; leaseMs: number; at: Date },
): Promise<ChargeRow[]> {
  const { rows } = await db.query<ChargeRow>(
    `UPDATE payment_charges AS c
        SET refund_tries = c.refund_tries + 1,
            next_attempt_at = $1::timestamptz + $2::double precision * interval '1 millisecond'
      WHERE c.payment_intent_id IN (
        SELECT payment_intent_id FROM payment_charges
         WHERE outcome = 'refund-due' AND next_attempt_at <= $1::timestamptz
         ORDER BY next_attempt_at LIMIT $3 FOR UPDATE SKIP LOCKED)
      RETURNING ${CHARGE_ROW}`,
    [at.toISOString(), leaseMs, limit],
  );
  return rows;
}

/** Refunded: true when this call made the change (a concurrent sweep's second answer changes nothing). */
export async function markChargeRefunded(db: Queryable, paymentIntentId: string, refundId: string): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE payment_charges SET outcome = 'refunded', refund_id = $2, refunded_at = now(), last_error = NULL
      WHERE payment_intent_id = $1 AND outcome = 'refund-due' RETURNING payment_intent_id`,
    [paymentIntentId, refundId],
  );
  return rows.length > 0;
}

export async function scheduleRefundRetry(
  db: Queryable,
  paymentIntentId: string,
  { error, delayMs, at }: { error: string; delayMs: number; at: Date },
): Promise<void> {
  await db.query(
    `UPDATE payment_charges
        SET last_error = $2, next_attempt_at = $3::timestamptz + $4::double precision * interval '1 millisecond'
      WHERE payment_intent_id = $1 AND outcome = 'refund-due'`,
    [paymentIntentId, error, at.toISOString(), delayMs],
  );
}

/** Every recorded charge (the reconciliation's view of the shop), by payment intent. */
export async function selectChargesByIntent(db: Queryable, intentIds: string[]): Promise<Map<string, ChargeRow>> {
  if (intentIds.length === 0) return new Map();
  const { rows } = await db.query<ChargeRow>(
    `SELECT ${CHARGE_ROW} FROM payment_charges WHERE payment_intent_id = ANY($1::text[])`,
    [intentIds],
  );
  return new Map(rows.map((row) => [row.paymentIntentId, row]));
}
