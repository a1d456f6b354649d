import type Stripe from 'stripe';
import type { Order } from 'contracts';
import type { Queryable } from '../../db/database';
import { HttpError, badRequest, notFound } from '../../http-errors';
import { enqueueMail } from '../mail/queue-queries';
import { callProcessor, requireStripe, type PaymentsContext } from '../payments/context';
import { orderStepMail, type OrderStep } from './lifecycle-mail';
import {
  lockOrderByRef,
  markCancelled,
  markDelivered,
  markShipped,
  restock,
  type OrderStepRow,
} from './lifecycle-queries';
import { selectOrder } from './queries';
import { releaseUse } from '../discount-codes/queries';

/** A step the order's state does not allow: 409, and nothing changed. */
export class IllegalStep extends HttpError {
  constructor(message: string, fields?: Record<string, string>) {
    super(409, message, fields);
  }
}

const day = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
export const formatDay = (value: Date | string) => day.format(new Date(value));

export type StepContext = Pick<PaymentsContext, 'db' | 'stripe' | 'log' | 'settings' | 'now' | 'mailOrigin'>;

/**
 * Refunds `cents` of the order's payment through the processor's Refunds API; `idempotencyKey` names what is
 * refunded (the cancellation, a return), so a retried step never refunds twice. Throws 502 when the processor
 * does not answer (the caller's transaction then changes nothing).
 */
export function refundAtProcessor(
  ctx: StepContext,
  stripe: Stripe,
  order: Pick<OrderStepRow, 'id' | 'number' | 'paymentIntentId'>,
  cents: number,
  idempotencyKey: string,
  metadata: Record<string, string>,
): Promise<Stripe.Refund> {
  return callProcessor(ctx as PaymentsContext, 'refunds.create', () =>
    stripe.refunds.create(
      {
        payment_intent: order.paymentIntentId!,
        amount: cents,
        reason: 'requested_by_customer',
        metadata: { order_id: order.id, order_number: order.number, ...metadata },
      },
      { idempotencyKey },
    ),
  );
}

/** Why an order that is not paid (nor further on) cannot take a staff step. */
function notPaid(order: OrderStepRow, step: string): IllegalStep {
  return new IllegalStep(`Order ${order.number} was never paid (it is ${order.status}): it cannot be ${step}.`);
}

export async function orderByRefForUpdate(tx: Queryable, ref: string): Promise<OrderStepRow> {
  const order = await lockOrderByRef(tx, ref);
  if (!order) throw notFound(`No order ${ref}`);
  return order;
}

/** Reads the order after the step and queues its mail, in the step's transaction. */
async function mailStep(tx: Queryable, orderId: string, step: OrderStep): Promise<Order> {
  const order = (await selectOrder(tx, null, orderId))!;
  await enqueueMail(tx, orderStepMail(order, step), { purpose: `order-${step.kind}`, ref: orderId });
  return order;
}

/** paid → shipped, with the carrier and its tracking number. */
export async function shipOrder(
  ctx: StepContext,
  ref: string,
  { carrier, trackingNumber }: { carrier: string; trackingNumber: string },
): Promise<Order> {
  if (!trackingNumber.trim()) throw badRequest('A tracking number is required (--tracking <number>)');
  if (!carrier.trim()) throw badRequest('A carrier is required (--carrier <name>)');
  return ctx.db.transaction(async (tx) => {
    const order = await orderByRefForUpdate(tx, ref);
    if (order.status === 'shipped' || order.status === 'delivered') {
      throw new IllegalStep(
        `Order ${order.number} was already shipped on ${formatDay(order.shippedAt!)}: it cannot be shipped twice.`,
      );
    }
    if (order.status === 'cancelled')
      throw new IllegalStep(`Order ${order.number} is cancelled: it cannot be shipped.`);
    if (order.status !== 'paid') throw notPaid(order, 'shipped');
    await markShipped(tx, order.id, carrier.trim(), trackingNumber.trim());
    return mailStep(tx, order.id, { kind: 'shipped' });
  });
}

/** shipped → delivered (the 30-day return window starts again from here). */
export async function deliverOrder(ctx: StepContext, ref: string): Promise<Order> {
  return ctx.db.transaction(async (tx) => {
    const order = await orderByRefForUpdate(tx, ref);
    if (order.status === 'delivered') {
      throw new IllegalStep(`Order ${order.number} was already delivered on ${formatDay(order.deliveredAt!)}.`);
    }
    if (order.status === 'cancelled')
      throw new IllegalStep(`Order ${order.number} is cancelled: it cannot be delivered.`);
    if (order.status === 'paid') {
      throw new IllegalStep(`Order ${order.number} has not been shipped: ship it before it can be delivered.`);
    }
    if (order.status !== 'shipped') throw notPaid(order, 'delivered');
    await markDelivered(tx, order.id);
    return mailStep(tx, order.id, { kind: 'delivered' });
  });
}

/**
 * paid → cancelled, before shipping: the whole amount still held is refunded through the processor (its
 * idempotency key is the order, so a retried command never refunds twice) and the units go back to stock,
 * all in one transaction: a refused refund changes nothing.
 */
export async function cancelOrder(ctx: StepContext, ref: string): Promise<Order> {
  const stripe = requireStripe(ctx as PaymentsContext);
  return ctx.db.transaction(async (tx) => {
    const order = await orderByRefForUpdate(tx, ref);
    if (order.status === 'cancelled') {
      throw new IllegalStep(`Order ${order.number} was already cancelled on ${formatDay(order.cancelledAt!)}.`);
    }
    if (order.status === 'shipped' || order.status === 'delivered') {
      throw new IllegalStep(
        `Order ${order.number} was shipped on ${formatDay(order.shippedAt!)}: it can no longer be cancelled (the shopper can return it).`,
      );
    }
    if (order.status !== 'paid') throw notPaid(order, 'cancelled');
    const cents = order.totalCents - order.refundedCents;
    const refund = cents > 0 ? await refundAtProcessor(ctx, stripe, order, cents, `cancel:${order.id}`, {}) : null;
    const refundId = refund?.id ?? null;
    await restock(tx, order.id, null);
    await markCancelled(tx, order.id, refundId, cents);
    await releaseUse(tx, order.id);
    return mailStep(tx, order.id, { kind: 'cancelled', refundCents: cents });
  });
}
