import type Stripe from 'stripe';
import { badRequest } from '../../http-errors';
import { enqueueMail } from '../mail/queue-queries';
import {
  markPaid,
  recordEvent,
  releaseOrder,
  removeOrderedFromBag,
  reserveStock,
  selectOrder,
  selectOrderByPaymentIntentForUpdate,
  selectOrderStockLines,
  selectStalePendingOrders,
} from '../orders/queries';
import { RECEIPT_PURPOSE, receiptMail } from '../orders/receipt';
import { confirmRefundsOfIntent } from '../orders/lifecycle-queries';
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
 * Applies one verified event, once: the event id is recorded in the same transaction as its effect,
 * so a replay (or a concurrent duplicate delivery) changes nothing. succeeded → paid (final), the
 * ordered lines leave the bag, the receipt is queued in that same transaction (the mail worker sends it,
 * trying again while SMTP refuses; orders.receipt_sent_at once it went out); payment_failed / canceled →
 * failed and the units come back, only while the order is pending (a late failure after success changes
 * nothing).
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
  await ctx.db.transaction(async (tx) => {
    const first = await recordEvent(tx, { id: event.id, type: event.type, paymentIntentId: intent?.id ?? null });
    if (!first || !intent) return;
    // By the intent's id: events of an intent the order no longer uses (replaced after a cancel) are ignored.
    const order = await selectOrderByPaymentIntentForUpdate(tx, intent.id);
    if (!order) return;
    if (event.type === 'payment_intent.succeeded') {
      if (order.status === 'paid') return;
      let reserved = order.stockReserved && order.status === 'pending';
      if (!reserved) {
        // Money was taken for an order whose units had been given back (a payment confirmed after
        // its failure or expiry was recorded): take them again if they are still there.
        const missing = await reserveStock(tx, await selectOrderStockLines(tx, order.id));
        reserved = missing.length === 0;
        if (!reserved)
          ctx.log.error({ order: order.number }, 'paid order could not reserve its units again: check stock');
      }
      if (intent.amount !== order.totalCents) {
        ctx.log.error({ order: order.number }, 'paid amount differs from the order total');
      }
      await markPaid(tx, order.id, reserved);
      await removeOrderedFromBag(tx, order.customerId, order.id);
      const paid = await selectOrder(tx, order.customerId, order.id);
      if (paid) await enqueueMail(tx, receiptMail(paid), { purpose: RECEIPT_PURPOSE, ref: paid.id });
      return;
    }
    await releaseOrder(tx, order.id, 'failed');
  });
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
    if (!order.paymentIntentId || !ctx.stripe) continue;
    try {
      await ctx.stripe.paymentIntents.cancel(order.paymentIntentId);
    } catch (error) {
      const code = processorErrorCode(error);
      if (code !== 'resource_missing' && code !== 'payment_intent_unexpected_state') {
        ctx.log.warn({ order: order.number, code }, "cancelling an expired order's payment failed");
      }
    }
  }
  return released;
}
