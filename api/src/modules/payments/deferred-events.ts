import type Stripe from 'stripe';
import type { Queryable } from '../../db/database';
import type { PaymentsContext } from './context';
import { applyPaymentEvent } from './service';

/** Waits between the shop's own tries of an event: 10 s, 40 s, 160 s, … up to an hour, for as long as it takes. */
const retryDelayMs = (tries: number) => Math.min(10_000 * 4 ** Math.max(tries - 1, 0), 60 * 60 * 1000);

/**
 * Keeps a verified event whose handling failed for a reason that is not a business conflict (the database
 * went away mid-way, a bug): the webhook then answers 200 and the shop tries the event again itself
 * (retryDeferredPaymentEvents), so the processor's few retries are never the last word on a payment.
 */
export async function deferPaymentEvent(db: Queryable, event: Stripe.Event, error: unknown): Promise<void> {
  await db.query(
    `INSERT INTO payment_event_retries (event_id, payload, last_error, next_attempt_at)
     VALUES ($1, $2::jsonb, $3, now() + interval '10 seconds')
     ON CONFLICT (event_id) DO NOTHING`,
    [event.id, JSON.stringify(event), String((error as Error)?.message ?? error).slice(0, 200)],
  );
}

/** Tries the due deferred events again, oldest first; each is deleted once applied. Returns how many were. */
export async function retryDeferredPaymentEvents(ctx: PaymentsContext, at: Date = new Date()): Promise<number> {
  const { rows } = await ctx.db.query<{ eventId: string; payload: Stripe.Event | string; tries: number }>(
    `UPDATE payment_event_retries SET tries = tries + 1, next_attempt_at = $1::timestamptz + interval '5 minutes'
      WHERE event_id IN (SELECT event_id FROM payment_event_retries WHERE next_attempt_at <= $1::timestamptz
                          ORDER BY created_at LIMIT 20 FOR UPDATE SKIP LOCKED)
      RETURNING event_id AS "eventId", payload, tries`,
    [at.toISOString()],
  );
  let applied = 0;
  for (const row of rows) {
    const event = (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as Stripe.Event;
    try {
      await applyPaymentEvent(ctx, event);
      await ctx.db.query('DELETE FROM payment_event_retries WHERE event_id = $1', [row.eventId]);
      applied += 1;
    } catch (error) {
      ctx.log.error({ event: row.eventId, tries: row.tries, err: error }, 'a deferred payment event failed again');
      await ctx.db.query(
        `UPDATE payment_event_retries SET last_error = $2,
                next_attempt_at = $3::timestamptz + $4::double precision * interval '1 millisecond'
          WHERE event_id = $1`,
        [
          row.eventId,
          String((error as Error)?.message ?? error).slice(0, 200),
          at.toISOString(),
          retryDelayMs(row.tries),
        ],
      );
    }
  }
  return applied;
}
