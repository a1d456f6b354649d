import { STAFF_ORDER_STATUS_LABELS } from 'contracts/order-status';
import type { Order } from 'contracts';
import type { Queryable } from '../../db/database';
import { HttpError, badRequest, notFound } from '../../http-errors';
import { recordAudit } from '../audit/record-audit';
import { enqueueMail } from '../mail/queue-queries';
import type { StepContext } from './step-context';
import { orderStepMail, type OrderStep } from './lifecycle-mail';
import {
  insertShipment,
  lockOrderByRef,
  markCancelled,
  markDelivered,
  restock,
  selectShippedLines,
  type OrderStepRow,
} from './lifecycle-queries';
import { selectOrder } from './queries';
import {
  makeRefund,
  recordRefundIntent,
  refundableCentsOf,
  reopenFailedRefund,
  selectOpenRefund,
  type StepActor,
} from './refunds';
import { releaseUse } from '../discount-codes/queries';

/** A step the order's state does not allow: 409, and nothing changed. */
export class IllegalStep extends HttpError {
  constructor(message: string, fields?: Record<string, string>) {
    super(409, message, fields);
  }
}

const day = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
export const formatDay = (value: Date | string) => day.format(new Date(value));

// Re-exported for the steps that import it from here (returns, exchanges, partial refunds).
export type { StepContext };

/** Why an order that is not paid (nor further on) cannot take a staff step. */
function notPaid(order: OrderStepRow, step: string): IllegalStep {
  return new IllegalStep(
    `Order ${order.number} was never paid (status: ${STAFF_ORDER_STATUS_LABELS[order.status]}): it cannot be ${step}.`,
  );
}

export async function orderByRefForUpdate(tx: Queryable, ref: string): Promise<OrderStepRow> {
  const order = await lockOrderByRef(tx, ref);
  if (!order) throw notFound(`No order ${ref}`);
  return order;
}

/** Reads the order after the step and queues its mail, in the step's transaction. */
async function mailStep(tx: Queryable, orderId: string, step: OrderStep, ref: string = orderId): Promise<Order> {
  const order = (await selectOrder(tx, null, orderId))!;
  await enqueueMail(tx, orderStepMail(order, step), { purpose: `order-${step.kind}`, ref });
  return order;
}

/** The step in the audit log, in its transaction, under the member who did it (none: the shop itself). */
export async function auditStep(
  tx: Queryable,
  actor: StepActor | null,
  action: string,
  orderId: string,
  after: object,
) {
  if (!actor) return;
  await recordAudit(tx, {
    staffId: actor.staffId,
    actorName: actor.name,
    action,
    entity: 'order',
    entityId: orderId,
    after,
  });
}

/** A cancellation asked and not settled yet: the order is neither shippable nor refundable meanwhile. */
const cancelInFlight = async (tx: Queryable, orderId: string) =>
  (await selectOpenRefund(tx, orderId, 'cancel'))?.status === 'requested';

/**
 * Ships some lines (`lineNos`) or all that are left, in one parcel with its carrier and tracking number:
 * paid (or partly shipped) → partly shipped while a line is left, → shipped once every line has left. A line ships once: naming a line already shipped is refused (409)
 * and nothing changes. The shopper's mail carries the carrier's tracking link.
 */
export async function shipLines(
  ctx: StepContext,
  ref: string,
  input: { carrier: string; trackingNumber: string; lineNos?: number[] },
  actor: StepActor | null = null,
): Promise<Order> {
  const carrier = input.carrier.trim();
  const trackingNumber = input.trackingNumber.trim();
  if (!trackingNumber) throw badRequest('A tracking number is required (--tracking <number>)');
  if (!carrier) throw badRequest('A carrier is required (--carrier <name>)');
  return ctx.db.transaction(async (tx) => {
    const order = await orderByRefForUpdate(tx, ref);
    if (order.status === 'shipped' || order.status === 'delivered') {
      throw new IllegalStep(
        `Order ${order.number} was already shipped on ${formatDay(order.shippedAt!)}: it cannot be shipped twice.`,
      );
    }
    if (order.status === 'cancelled')
      throw new IllegalStep(`Order ${order.number} is cancelled: it cannot be shipped.`);
    if (order.status !== 'paid' && order.status !== 'partly-shipped') throw notPaid(order, 'shipped');
    if (await cancelInFlight(tx, order.id))
      throw new IllegalStep(`Order ${order.number} is being cancelled: it cannot be shipped.`);
    const lines = await selectShippedLines(tx, order.id);
    const left = lines.filter((l) => !l.shippedAt).map((l) => l.lineNo);
    const wanted = input.lineNos?.length ? [...new Set(input.lineNos)] : left;
    wanted.forEach((lineNo, i) => {
      const line = lines.find((l) => l.lineNo === lineNo);
      if (!line)
        throw badRequest(`Order ${order.number} has no line ${lineNo}.`, { [`lineNos[${i}]`]: 'Unknown line' });
      if (line.shippedAt) {
        throw new IllegalStep(
          `Line ${lineNo} (${line.name}) of order ${order.number} was already shipped on ${formatDay(line.shippedAt)}.`,
          { [`lineNos[${i}]`]: 'Already shipped' },
        );
      }
    });
    const complete = wanted.length === left.length;
    await insertShipment(tx, order.id, { carrier, trackingNumber, lineNos: wanted, complete });
    await auditStep(tx, actor, 'order.ship', order.id, { lineNos: wanted, carrier, trackingNumber, complete });
    return mailStep(
      tx,
      order.id,
      {
        kind: 'shipped',
        carrier,
        trackingNumber,
        lines: lines.filter((l) => wanted.includes(l.lineNo)).map((l) => `${l.quantity} × ${l.name}`),
        complete,
      },
      `${order.id}:${wanted.join(',')}`,
    );
  });
}

/** shipped → delivered (the 30-day return window starts again from here). */
export async function deliverOrder(ctx: StepContext, ref: string, actor: StepActor | null = null): Promise<Order> {
  return ctx.db.transaction(async (tx) => {
    const order = await orderByRefForUpdate(tx, ref);
    if (order.status === 'delivered') {
      throw new IllegalStep(`Order ${order.number} was already delivered on ${formatDay(order.deliveredAt!)}.`);
    }
    if (order.status === 'cancelled')
      throw new IllegalStep(`Order ${order.number} is cancelled: it cannot be delivered.`);
    if (order.status === 'paid' || order.status === 'partly-shipped') {
      throw new IllegalStep(
        order.shippedAt
          ? `Order ${order.number} has lines not shipped yet: ship them before it can be delivered.`
          : `Order ${order.number} has not been shipped: ship it before it can be delivered.`,
      );
    }
    if (order.status !== 'shipped') throw notPaid(order, 'delivered');
    await markDelivered(tx, order.id);
    await auditStep(tx, actor, 'order.deliver', order.id, {});
    return mailStep(tx, order.id, { kind: 'delivered' });
  });
}

/**
 * paid → cancelled, before any line shipped: the whole amount still held is refunded and the units go back to
 * stock. The processor is called outside the transaction (refunds.ts): the intent is recorded first (a ship
 * or a refund meanwhile is refused), then the processor refunds (idempotency key: the order), then the order
 * is cancelled with its stock back, in the settling transaction. A processor failure changes nothing but the
 * failed attempt, which the staff see; cancelling again retries and refunds once.
 */
export async function cancelOrder(ctx: StepContext, ref: string, actor: StepActor | null = null): Promise<Order> {
  const intent = await ctx.db.transaction(async (tx) => {
    const order = await orderByRefForUpdate(tx, ref);
    if (order.status === 'cancelled') {
      throw new IllegalStep(`Order ${order.number} was already cancelled on ${formatDay(order.cancelledAt!)}.`);
    }
    if (order.status === 'shipped' || order.status === 'delivered' || order.shippedAt) {
      throw new IllegalStep(
        `Order ${order.number} was shipped on ${formatDay(order.shippedAt!)}: it can no longer be cancelled (the shopper can return it).`,
      );
    }
    if (order.status !== 'paid') throw notPaid(order, 'cancelled');
    const open = await selectOpenRefund(tx, order.id, 'cancel');
    if (open) {
      await reopenFailedRefund(tx, open);
      return { order, refundId: open.id };
    }
    const cents = await refundableCentsOf(tx, order.id);
    if (cents === 0) {
      await settleCancellation(tx, order, null, 0, actor);
      return { order, refundId: null };
    }
    const refund = await recordRefundIntent(
      tx,
      { orderId: order.id, kind: 'cancel', idempotencyKey: 'cancel', amountCents: cents },
      actor,
    );
    return { order, refundId: refund.id };
  });
  if (intent.refundId) {
    await makeRefund(ctx, intent.refundId, actor, (tx, refund) =>
      settleCancellation(tx, intent.order, refund.processorRefundId, refund.amountCents, actor),
    );
  }
  return (await selectOrder(ctx.db, null, intent.order.id))!;
}

async function settleCancellation(
  tx: Queryable,
  order: OrderStepRow,
  refundId: string | null,
  cents: number,
  actor: StepActor | null,
) {
  await restock(tx, order.id, null);
  await markCancelled(tx, order.id, refundId);
  // A cancelled order gives its discount code's use back, in the transaction that cancels it.
  await releaseUse(tx, order.id);
  await auditStep(tx, actor, 'order.cancel', order.id, { refundCents: cents });
  await mailStep(tx, order.id, { kind: 'cancelled', refundCents: cents });
}
