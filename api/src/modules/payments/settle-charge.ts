import type Stripe from 'stripe';
import { PAID_ORDER_STATUSES } from 'contracts/order-status';
import type { Queryable } from '../../db/database';
import { withSavepoint } from '../../db/savepoint';
import { enqueueMail } from '../mail/queue-queries';
import {
  lockCustomer,
  markPaid,
  releaseOrder,
  removeOrderedFromBag,
  reserveStock,
  selectOrder,
  selectOrderForUpdate,
  selectOrderStockLines,
  selectPendingOrdersForUpdate,
  setPaymentIntentOnly,
  type OrderRow,
} from '../orders/queries';
import { RECEIPT_PURPOSE, receiptMail } from '../orders/receipt';
import { selectPhotosOfPaths } from '../photos/queries';
import { retakeUse } from '../discount-codes/order-uses';
import type { PaymentsContext } from './context';
import { insertCharge, selectCharge } from './charge-queries';

/** Why a charge is refunded: the sentence the shopper's mail gives, after "We have refunded your payment …". */
export const REFUND_REASONS = {
  soldOut: 'some of its items were sold out by the time your payment arrived',
  discountUsed: 'your birthday discount had already been used by another order',
  codeUsedUp: 'its discount code had been used up by other orders by the time your payment arrived',
  alreadyPaid: 'the order had already been paid',
  cancelled: 'the order had been cancelled before your payment arrived',
  amount: 'the amount paid was not the total of the order',
  noOrder: 'we could not find the order it was for',
  conflict: 'the order could no longer be completed as it was',
} as const;

const PAID_STATUSES = new Set<string>(PAID_ORDER_STATUSES);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What the caller does after the transaction commits. */
export interface Settlement {
  /** Payment intents of orders this charge replaced: cancelled, best effort (their own charge would be refunded). */
  cancelIntents: string[];
  /** A refund was recorded as due: the refund worker should run now. */
  refundDue: boolean;
}

const NOTHING: Settlement = { cancelIntents: [], refundDue: false };

/**
 * A succeeded payment intent, in the webhook's transaction: its money ends in a paid order or in a full
 * refund, never nowhere (issue 35). The order becomes paid whenever it still can be, at the price charged:
 * a pending order at once; an expired or failed one when its units can be reserved again and its birthday
 * discount is still its own (the customer's other unpaid checkout gives way: one checkout at a time, and the
 * paid one wins). Anything else (units sold meanwhile, the discount used by another order, the order already
 * paid by another charge, cancelled, another amount) records the charge as 'refund-due' with the reason; the
 * refund worker refunds it through the processor and mails the shopper why. Business conflicts never throw.
 */
export async function settleSucceededCharge(
  tx: Queryable,
  ctx: Pick<PaymentsContext, 'log' | 'mailOrigin'>,
  intent: Stripe.PaymentIntent,
): Promise<Settlement> {
  if (await selectCharge(tx, intent.id)) return NOTHING;
  const amountCents = intent.amount_received || intent.amount;
  const order = await orderOfIntent(tx, intent);
  if (!order) {
    // Only a charge that names an order of this shop is ours to refund; another's is not touched.
    const orderId = intent.metadata?.order_id;
    if (!orderId || !UUID.test(orderId)) {
      ctx.log.warn({ paymentIntent: intent.id }, 'a succeeded charge names no order of this shop');
      return NOTHING;
    }
    return refundDue(tx, ctx, intent, amountCents, null, REFUND_REASONS.noOrder);
  }
  if (PAID_STATUSES.has(order.status)) {
    if (order.paymentIntentId === intent.id) {
      await insertCharge(tx, { intentId: intent.id, order, amountCents, outcome: 'paid' });
      return NOTHING;
    }
    return refundDue(tx, ctx, intent, amountCents, order, REFUND_REASONS.alreadyPaid);
  }
  if (order.status === 'cancelled') return refundDue(tx, ctx, intent, amountCents, order, REFUND_REASONS.cancelled);
  if (amountCents !== order.totalCents) return refundDue(tx, ctx, intent, amountCents, order, REFUND_REASONS.amount);

  // Pending, failed or expired, and the amount is the order's: pay it if it still can be.
  const others = await selectPendingOrdersForUpdate(tx, order.customerId, order.id);
  const outcome = await payIfPossible(tx, order, intent.id, others);
  if (outcome !== 'paid') return refundDue(tx, ctx, intent, amountCents, order, outcome);
  await insertCharge(tx, { intentId: intent.id, order, amountCents, outcome: 'paid' });
  await removeOrderedFromBag(tx, order.customerId, order.id);
  const paid = await selectOrder(tx, order.customerId, order.id);
  if (paid) {
    const byHash = await selectPhotosOfPaths(
      tx,
      paid.lines.map((line) => line.image),
    );
    await enqueueMail(tx, receiptMail(paid, { origin: ctx.mailOrigin, byHash }), {
      purpose: RECEIPT_PURPOSE,
      ref: paid.id,
    });
  }
  // The intents of the checkouts that gave way (and of this order's own older or newer attempt).
  const cancelIntents = others.map((o) => o.paymentIntentId).filter((id): id is string => Boolean(id));
  if (order.paymentIntentId && order.paymentIntentId !== intent.id) cancelIntents.push(order.paymentIntentId);
  return { cancelIntents, refundDue: false };
}

/**
 * The order a charge pays: the one whose current intent it is, else the one its metadata names (an older
 * attempt). Its customer is locked first, as a purchase locks her before her orders, so a checkout starting
 * in the same moment waits for this settlement (or this one for it), and the two never lock in opposite order.
 */
async function orderOfIntent(tx: Queryable, intent: Stripe.PaymentIntent): Promise<OrderRow | null> {
  const { rows } = await tx.query<{ id: string; customerId: string }>(
    `SELECT id, customer_id AS "customerId" FROM orders
      WHERE payment_intent_id = $1 OR (id::text = $2 AND NOT EXISTS (SELECT 1 FROM orders WHERE payment_intent_id = $1))`,
    [intent.id, intent.metadata?.order_id ?? ''],
  );
  if (!rows[0]) return null;
  await lockCustomer(tx, rows[0].customerId);
  return selectOrderForUpdate(tx, rows[0].id);
}

/**
 * In a savepoint, so that a refusal undoes only this attempt: the customer's other unpaid checkouts give their
 * units (and birthday year) back, the order takes its units again unless it still holds them, and it is marked
 * paid by this intent. 'paid', or the reason it cannot be.
 */
async function payIfPossible(
  tx: Queryable,
  order: OrderRow,
  intentId: string,
  others: OrderRow[],
): Promise<'paid' | (typeof REFUND_REASONS)[keyof typeof REFUND_REASONS]> {
  try {
    return await withSavepoint(tx, 'pay_order', async () => {
      for (const other of others) await releaseOrder(tx, other.id, 'expired');
      const holdsUnits = order.stockReserved && order.status === 'pending';
      if (!holdsUnits) {
        const missing = await reserveStock(tx, await selectOrderStockLines(tx, order.id));
        if (missing.length > 0) throw new Refusal(REFUND_REASONS.soldOut);
      }
      // An order that gave its code's use back takes it again, or the charge is refunded (never a use too many).
      if (order.discountCodeId !== null && !order.discountUseHeld && (await retakeUse(tx, order))) {
        throw new Refusal(REFUND_REASONS.codeUsedUp);
      }
      if (order.paymentIntentId !== intentId) await setPaymentIntentOnly(tx, order.id, intentId);
      await markPaid(tx, order.id, true);
      return 'paid' as const;
    });
  } catch (error) {
    if (error instanceof Refusal) return error.reason;
    // A unique index refused the paid order: its birthday year belongs to another order that kept it.
    if ((error as { code?: string }).code === '23505' && order.birthdayYear !== null)
      return REFUND_REASONS.discountUsed;
    if ((error as { code?: string }).code?.startsWith('23')) return REFUND_REASONS.conflict;
    throw error;
  }
}

class Refusal extends Error {
  constructor(readonly reason: (typeof REFUND_REASONS)[keyof typeof REFUND_REASONS]) {
    super(reason);
  }
}

async function refundDue(
  tx: Queryable,
  ctx: Pick<PaymentsContext, 'log'>,
  intent: Stripe.PaymentIntent,
  amountCents: number,
  order: OrderRow | null,
  reason: string,
): Promise<Settlement> {
  ctx.log.warn(
    { paymentIntent: intent.id, order: order?.number ?? null, reason },
    'a succeeded charge cannot pay its order: refunding it',
  );
  await insertCharge(tx, { intentId: intent.id, order, amountCents, outcome: 'refund-due', reason });
  return { cancelIntents: [], refundDue: true };
}
