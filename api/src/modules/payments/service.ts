import type Stripe from 'stripe';
import { badRequest } from '../../http-errors';
import {
  recordEvent,
  releaseOrder,
  selectOrderByPaymentIntentForUpdate,
  selectStalePendingOrders,
} from '../orders/queries';
import { confirmRefundsOfIntent } from '../orders/lifecycle-queries';
import { refundDueCharges } from './charge-refunds';
import { settleSucceededCharge } from './settle-charge';
import type { PaymentsContext } from './context';
import { processorErrorCode } from './stripe-client';

export const BAD_SIGNATURE = 'Invalid webhook signature';
/** An unpaid order gives its units back this long after it became pending. */
export const PENDING_ORDER_TTL_MS = 30 * 60 * 1000;

const HANDLED = new Set(['payment_intent.succeeded', 'payment_intent.payment_failed', 'payment_intent.canceled']);

/** The event in a signed webhook body, or 400 when the signature is not the processor's (checked with our secret). */
export function verifyEvent(
  stripe: Stripe,
  rawBody: Buffer | string,
  signature: unknown,
  secret: string,
): Stripe.Event {
  if (typeof signature !== 'string' || signature === '') throw badRequest(BAD_SIGNATURE);
  try {
    return stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    throw badRequest(BAD_SIGNATURE);
  }
}

/**
 * Applies one verified event, once: the event id is recorded in the same transaction as its effect, so a
 * replay (or a concurrent duplicate delivery) changes nothing. succeeded → the charge ends in a paid order or a
 * refund due (settle-charge.ts: the receipt or, once refunded, a mail saying why); payment_failed / canceled →
 * failed and the units come back, only while the order is pending and the event is of its current intent (a
 * late failure after success changes nothing). After the commit, the intents of checkouts that gave way are
 * cancelled and a due refund is made at once (the payments sweep tries again if the processor refuses).
 */
export async function applyPaymentEvent(ctx: PaymentsContext, event: Stripe.Event): Promise<void> {
  if (event.type === 'charge.refunded') {
    // The processor confirms a refund: a return whose refund was still pending at the processor is refunded.
    const charge = event.data.object;
    const intentId = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
    await ctx.db.transaction(async (tx) => {
      const first = await recordEvent(tx, { id: event.id, type: event.type, paymentIntentId: intentId ?? null });
      if (first && intentId) await confirmRefundsOfIntent(tx, intentId);
    });
    return;
  }
  const intent = HANDLED.has(event.type) ? (event.data.object as Stripe.PaymentIntent) : null;
  const settlement = await ctx.db.transaction(async (tx) => {
    const first = await recordEvent(tx, { id: event.id, type: event.type, paymentIntentId: intent?.id ?? null });
    if (!first || !intent) return null;
    if (event.type === 'payment_intent.succeeded') return settleSucceededCharge(tx, ctx, intent);
    // By the intent's id: a failure of an intent the order no longer uses (replaced after a cancel) changes nothing.
    const order = await selectOrderByPaymentIntentForUpdate(tx, intent.id);
    if (order) await releaseOrder(tx, order.id, 'failed');
    return null;
  });
  if (!settlement) return;
  await cancelPaymentIntents(ctx, settlement.cancelIntents);
  if (settlement.refundDue) {
    refundDueCharges(ctx).catch((error) => ctx.log.error({ err: error }, 'refunding due charges failed'));
  }
}

/** Cancels intents that can no longer pay anything; best effort (one that succeeded meanwhile is settled on its own). */
export async function cancelPaymentIntents(ctx: Pick<PaymentsContext, 'stripe' | 'log'>, ids: string[]): Promise<void> {
  for (const id of ids) {
    try {
      await ctx.stripe?.paymentIntents.cancel(id);
    } catch (error) {
      const code = processorErrorCode(error);
      if (code !== 'resource_missing' && code !== 'payment_intent_unexpected_state') {
        ctx.log.warn({ paymentIntent: id, code }, 'cancelling a payment intent failed');
      }
    }
  }
}

/**
 * Releases pending orders unpaid for `ttlMs` (default 30 minutes) at `now`: status expired and the
 * units back first, then the payment intent is cancelled so it can no longer be paid (its canceled
 * event then finds nothing pending). Should the shopper's payment succeed in that moment anyway, the
 * succeeded event takes the units again (applyPaymentEvent). Returns how many orders were released.
 * buildApp runs it on an interval; tests call it with their own `now`.
 */
export async function releaseExpiredOrders(
  ctx: Pick<PaymentsContext, 'db' | 'stripe' | 'log'>,
  now: Date = new Date(),
  ttlMs: number = PENDING_ORDER_TTL_MS,
): Promise<number> {
  const stale = await selectStalePendingOrders(ctx.db, new Date(now.getTime() - ttlMs));
  let released = 0;
  for (const order of stale) {
    if (!(await ctx.db.transaction((tx) => releaseOrder(tx, order.id, 'expired')))) continue;
    released += 1;
    if (order.paymentIntentId) await cancelPaymentIntents(ctx, [order.paymentIntentId]);
  }
  return released;
}
