import type Stripe from 'stripe';
import { formatMoney } from 'contracts';
import { PAID_ORDER_STATUSES } from 'contracts/order-status';
import type { Queryable } from '../../db/database';
import { selectChargesByIntent } from './charge-queries';

/**
 * The processor's charges against the shop's orders and refunds (issue 35): every succeeded charge must have
 * paid an order that is paid (or further on) or have been refunded in full; every paid order must have a
 * succeeded charge; nothing is refunded beyond what was charged. `npm run shop -- payments reconcile` prints
 * it, and the payments sweep (app.ts) runs it on a schedule, logging and counting what it finds.
 */
export type MismatchKind = 'charged-without-paid-order' | 'paid-without-charge' | 'refunded-more-than-charged';

export interface PaymentMismatch {
  kind: MismatchKind;
  paymentIntentId: string | null;
  orderNumber: string | null;
  /** A sentence for the operator: amounts, the order's status, the refund still due. */
  detail: string;
}

export interface Reconciliation {
  since: Date;
  /** Succeeded charges at the processor in the period (younger than the grace period excluded). */
  charges: number;
  /** Paid (or shipped, delivered) orders of the shop in the period. */
  paidOrders: number;
  chargedCents: number;
  refundedCents: number;
  mismatches: PaymentMismatch[];
}

/** A charge or an order younger than this is left for the next run: its webhook or refund may be on its way. */
export const RECONCILE_GRACE_MS = 5 * 60 * 1000;

const PAID: readonly string[] = PAID_ORDER_STATUSES;
const money = (cents: number) => formatMoney(cents / 100);

interface ShopOrder {
  number: string;
  status: string;
  paymentIntentId: string | null;
  totalCents: number;
  refundedCents: number;
}

export async function reconcilePayments(
  ctx: { db: Queryable; stripe: Stripe },
  { since, now = new Date(), graceMs = RECONCILE_GRACE_MS }: { since: Date; now?: Date; graceMs?: number },
): Promise<Reconciliation> {
  const sinceSeconds = Math.floor(since.getTime() / 1000);
  const settledBefore = now.getTime() - graceMs;
  const intents = new Map<string, Stripe.PaymentIntent>();
  for await (const intent of ctx.stripe.paymentIntents.list({ created: { gte: sinceSeconds }, limit: 100 })) {
    if (intent.status === 'succeeded' && intent.created * 1000 <= settledBefore) intents.set(intent.id, intent);
  }
  const refunded = new Map<string, number>();
  for await (const refund of ctx.stripe.refunds.list({ created: { gte: sinceSeconds }, limit: 100 })) {
    if (refund.status === 'failed' || refund.status === 'canceled') continue;
    const intentId = typeof refund.payment_intent === 'string' ? refund.payment_intent : refund.payment_intent?.id;
    if (intentId) refunded.set(intentId, (refunded.get(intentId) ?? 0) + refund.amount);
  }

  const { rows: orders } = await ctx.db.query<ShopOrder>(
    `SELECT number::text AS number, status, payment_intent_id AS "paymentIntentId", total_cents AS "totalCents",
            refunded_cents AS "refundedCents"
       FROM orders
      WHERE payment_intent_id = ANY($1::text[])
         OR (status = ANY($2::text[]) AND paid_at >= $3::timestamptz AND paid_at <= $4::timestamptz)`,
    [[...intents.keys()], PAID, since.toISOString(), new Date(settledBefore).toISOString()],
  );
  const orderByIntent = new Map(orders.filter((o) => o.paymentIntentId).map((o) => [o.paymentIntentId!, o]));
  const charges = await selectChargesByIntent(ctx.db, [...intents.keys()]);
  const mismatches: PaymentMismatch[] = [];

  let chargedCents = 0;
  let refundedCents = 0;
  for (const intent of intents.values()) {
    const charged = intent.amount_received;
    const back = refunded.get(intent.id) ?? 0;
    chargedCents += charged;
    refundedCents += back;
    const order = orderByIntent.get(intent.id) ?? null;
    const number = order?.number ?? intent.metadata?.order_number ?? null;
    if (back > charged) {
      mismatches.push({
        kind: 'refunded-more-than-charged',
        paymentIntentId: intent.id,
        orderNumber: number,
        detail: `refunded ${money(back)} of a ${money(charged)} charge`,
      });
      continue;
    }
    if (order && order.refundedCents > charged) {
      mismatches.push({
        kind: 'refunded-more-than-charged',
        paymentIntentId: intent.id,
        orderNumber: number,
        detail: `the shop recorded ${money(order.refundedCents)} refunded of a ${money(charged)} charge`,
      });
      continue;
    }
    const paysOrder = order !== null && PAID.includes(order.status);
    if (!paysOrder && back < charged) {
      const charge = charges.get(intent.id);
      const state = order ? `order ${order.number} is ${order.status}` : 'no order of the shop uses it';
      const due = charge?.outcome === 'refund-due' ? `; a refund is due (${charge.refundTries} tries)` : '';
      mismatches.push({
        kind: 'charged-without-paid-order',
        paymentIntentId: intent.id,
        orderNumber: number,
        detail: `${money(charged - back)} kept of a ${money(charged)} charge; ${state}${due}`,
      });
    }
  }

  const paidOrders = orders.filter((o) => PAID.includes(o.status));
  for (const order of paidOrders) {
    if (order.paymentIntentId && intents.has(order.paymentIntentId)) continue;
    const intent = order.paymentIntentId
      ? await ctx.stripe.paymentIntents.retrieve(order.paymentIntentId).catch(() => null)
      : null;
    if (intent?.status === 'succeeded') continue;
    mismatches.push({
      kind: 'paid-without-charge',
      paymentIntentId: order.paymentIntentId,
      orderNumber: order.number,
      detail: `order ${order.number} is ${order.status} (${money(order.totalCents)}) but its payment intent is ${intent?.status ?? 'unknown to the processor'}`,
    });
  }
  return { since, charges: intents.size, paidOrders: paidOrders.length, chargedCents, refundedCents, mismatches };
}

/** The report the command prints: a line per mismatch, then the totals. */
export function formatReconciliation(result: Reconciliation): string[] {
  const lines = result.mismatches.map(
    (m) => `MISMATCH ${m.kind}: ${m.paymentIntentId ?? '-'} order ${m.orderNumber ?? '-'}: ${m.detail}`,
  );
  lines.push(
    `Since ${result.since.toISOString()}: ${result.charges} succeeded charges (${money(result.chargedCents)}, ` +
      `${money(result.refundedCents)} refunded), ${result.paidOrders} paid orders: ` +
      `${result.mismatches.length === 0 ? 'no mismatch' : `${result.mismatches.length} mismatch${result.mismatches.length === 1 ? '' : 'es'}`}.`,
  );
  return lines;
}
