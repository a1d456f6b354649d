import { ORDER_STATUS_LABELS } from 'contracts/order-status';
import type { Order } from 'contracts';
import { returnRequestSchema } from 'contracts/schemas';
import { notFound } from '../../http-errors';
import { objectBody, validateWith } from '../../validation';
import { enqueueMail } from '../mail/queue-queries';
import type { Queryable } from '../../db/database';
import { IllegalStep, auditStep, formatDay, type StepContext } from './lifecycle';
import { orderStepMail } from './lifecycle-mail';
import {
  insertReplacementShipment,
  lockOrderByRef,
  lockReturnByRef,
  markReturnReceived,
  recordReturnRefund,
  restock,
  returnedMerchandise,
  type ReturnRow,
} from './lifecycle-queries';
import { RETURNABLE_STATUSES, selectOrder } from './queries';
import { refundFor } from './refund-amounts';
import {
  makeRefund,
  recordRefundIntent,
  refundableCentsOf,
  reopenFailedRefund,
  selectOpenRefund,
  type StepActor,
} from './refunds';
import { assertSameRequest, requestFingerprint } from './request-fingerprint';

export const RETURN_WINDOW_CLOSED = 'The 30-day return window of this order has closed.';

/**
 * The shopper's order for a return or an exchange request, locked (two requests for the same units wait for each
 * other): the answer again for a key already used (the same body), else the order, its 30-day window open.
 */
export async function orderForShopperRequest(
  tx: Queryable,
  request: { customerId: string; orderRef: string; idempotencyKey: string; now: Date },
  fingerprint: string,
  step: 'returned' | 'exchanged',
): Promise<{ again: Order } | { order: Order }> {
  const { customerId, now } = request;
  const locked = await lockOrderByRef(tx, request.orderRef, customerId);
  if (!locked) throw notFound('Order not found');
  const known = await tx.query<{ fingerprint: string | null }>(
    'SELECT request_fingerprint AS fingerprint FROM order_returns WHERE order_id = $1 AND idempotency_key = $2',
    [locked.id, request.idempotencyKey],
  );
  if (known.rows.length > 0) {
    assertSameRequest(known.rows[0]!.fingerprint, fingerprint);
    return { again: (await selectOrder(tx, customerId, locked.id, now))! };
  }
  const order = (await selectOrder(tx, customerId, locked.id, now))!;
  if (!order.returnableUntil) {
    throw new IllegalStep(
      RETURNABLE_STATUSES.includes(order.status)
        ? RETURN_WINDOW_CLOSED
        : `Order ${order.number} cannot be ${step} (status: ${ORDER_STATUS_LABELS[order.status]}).`,
    );
  }
  return { order };
}

/**
 * POST /orders/:id/returns: the shopper asks to return some units of some lines, with a reason. Checked
 * under the order's row lock, so two requests for the same units (a double click, two tabs) cannot both be
 * stored: the second finds them asked for already (409). The same Idempotency-Key again answers the same
 * return (200). Only a paid or delivered order, within 30 days of delivery (or purchase), never a final-sale
 * line. Nothing is refunded yet: that happens when the shop receives the items (receiveReturn).
 */
export async function requestReturn(
  ctx: StepContext,
  customerId: string,
  orderRef: string,
  body: unknown,
  idempotencyKey: string,
): Promise<{ created: boolean; order: Order }> {
  const input = await validateWith(
    returnRequestSchema,
    objectBody(body, '{"lines": [{"lineNo": 1, "quantity": 1}], "reason": "Too small"}'),
  );
  const now = ctx.now?.() ?? new Date();
  const fingerprint = requestFingerprint(input);
  return ctx.db.transaction(async (tx) => {
    const found = await orderForShopperRequest(
      tx,
      { customerId, orderRef, idempotencyKey, now },
      fingerprint,
      'returned',
    );
    if ('again' in found) return { created: false, order: found.again };
    const { order } = found;
    const fields: Record<string, string> = {};
    const seen = new Set<number>();
    input.lines.forEach((wanted, i) => {
      const line = order.lines.find((l) => l.lineNo === wanted.lineNo);
      const field = `lines[${i}].quantity`;
      if (!line || seen.has(wanted.lineNo)) fields[`lines[${i}].lineNo`] = 'Unknown line of this order';
      else if (line.finalSale) fields[field] = `${line.name} is final sale and cannot be returned`;
      else if (wanted.quantity > line.returnableQuantity) {
        fields[field] =
          line.returnableQuantity === 0
            ? `${line.name} has already been asked back`
            : `At most ${line.returnableQuantity} of ${line.name} can be returned`;
      }
      seen.add(wanted.lineNo);
    });
    if (Object.keys(fields).length > 0) {
      throw new IllegalStep(Object.values(fields)[0], fields);
    }
    const { rows } = await tx.query<{ id: string; number: string }>(
      `INSERT INTO order_returns (order_id, idempotency_key, reason, request_fingerprint) VALUES ($1, $2, $3, $4)
       RETURNING id, 'R' || number AS number`,
      [order.id, idempotencyKey, input.reason, fingerprint],
    );
    const created = rows[0]!;
    await tx.query(
      `INSERT INTO order_return_lines (return_id, order_id, line_no, quantity)
       SELECT $1, $2, w.line_no, w.quantity FROM unnest($3::int[], $4::int[]) AS w(line_no, quantity)`,
      [created.id, order.id, input.lines.map((l) => l.lineNo), input.lines.map((l) => l.quantity)],
    );
    const after = (await selectOrder(tx, customerId, order.id, now))!;
    await enqueueMail(tx, orderStepMail(after, { kind: 'return-requested', returnNumber: created.number }), {
      purpose: 'order-return-requested',
      ref: created.id,
    });
    return { created: true, order: after };
  });
}

/**
 * requested → received (the staff's receive, the command `returns receive`): the units go back to stock. A
 * return is then refunded (the returned merchandise after its share of the discount, tax included) through
 * the processor, outside the transaction (refunds.ts: intent, call, settle; the processor's idempotency key
 * is the return); its mails are queued when the refund is made. A processor failure leaves the return
 * received with its refund failed, shown to the staff; receiving it again retries the refund, once. An
 * exchange refunds nothing: it waits for its replacement's parcel (shipReplacement).
 */
export async function receiveReturn(ctx: StepContext, ref: string, actor: StepActor | null = null): Promise<Order> {
  const step = await ctx.db.transaction(async (tx) => {
    const ret = await lockReturnByRef(tx, ref);
    if (!ret) throw notFound(`No return ${ref}`);
    const order = (await lockOrderByRef(tx, ret.orderId))!;
    if (ret.status === 'received' && ret.kind === 'return') {
      const open = await selectOpenRefund(tx, order.id, 'return', ret.id);
      if (open) {
        await reopenFailedRefund(tx, open);
        return { ret, order, refundId: open.id };
      }
    }
    if (ret.status !== 'requested') {
      throw new IllegalStep(`Return ${ret.number} was already received on ${formatDay(ret.receivedAt!)}.`);
    }
    if (order.status === 'cancelled') throw new IllegalStep(`Order ${order.number} is cancelled and refunded in full.`);
    await restock(tx, order.id, ret.id);
    if (ret.kind === 'exchange') {
      await markReturnReceived(tx, ret.id, 0);
      await auditStep(tx, actor, 'exchange.receive', order.id, { returnId: ret.id });
      const after = (await selectOrder(tx, null, order.id))!;
      await enqueueMail(tx, orderStepMail(after, { kind: 'exchange-received', returnNumber: ret.number }), {
        purpose: 'order-exchange-received',
        ref: ret.id,
      });
      return { ret, order, refundId: null };
    }
    const returned = await returnedMerchandise(tx, order.id, ret.id);
    const cents = Math.min(
      refundFor(
        order,
        returned.beforeCents,
        returned.thisCents,
        returned.discountedBeforeCents,
        returned.discountedThisCents,
      ),
      await refundableCentsOf(tx, order.id),
    );
    await markReturnReceived(tx, ret.id, cents);
    await auditStep(tx, actor, 'return.receive', order.id, { returnId: ret.id, refundCents: cents });
    if (cents === 0) {
      await settleReturn(tx, ret, order.id, { id: null, cents: 0, succeeded: true });
      return { ret, order, refundId: null };
    }
    const refund = await recordRefundIntent(
      tx,
      { orderId: order.id, kind: 'return', returnId: ret.id, idempotencyKey: `return:${ret.id}`, amountCents: cents },
      actor,
    );
    return { ret, order, refundId: refund.id };
  });
  if (step.refundId) {
    await makeRefund(ctx, step.refundId, actor, (tx, refund, succeeded) =>
      settleReturn(tx, step.ret, step.order.id, {
        id: refund.processorRefundId,
        cents: refund.amountCents,
        succeeded,
      }),
    );
  }
  return (await selectOrder(ctx.db, null, step.order.id))!;
}

/** The return's refund made: recorded on the return, and its mails queued. */
async function settleReturn(
  tx: Queryable,
  ret: ReturnRow,
  orderId: string,
  refund: { id: string | null; cents: number; succeeded: boolean },
) {
  await recordReturnRefund(tx, ret, refund);
  const after = (await selectOrder(tx, null, orderId))!;
  await enqueueMail(
    tx,
    orderStepMail(after, { kind: 'return-received', returnNumber: ret.number, refundCents: refund.cents }),
    { purpose: 'order-return-received', ref: ret.id },
  );
  if (refund.succeeded) {
    await enqueueMail(
      tx,
      orderStepMail(after, { kind: 'refunded', returnNumber: ret.number, refundCents: refund.cents }),
      { purpose: 'order-refunded', ref: ret.id },
    );
  }
}

/**
 * An exchange received → shipped: its replacement (reserved when it was asked) leaves in a parcel of its own,
 * with its tracking; the shopper is mailed. No money moves.
 */
export async function shipReplacement(
  ctx: StepContext,
  ref: string,
  parcel: { carrier: string; trackingNumber: string },
  actor: StepActor | null = null,
): Promise<Order> {
  return ctx.db.transaction(async (tx) => {
    const ret = await lockReturnByRef(tx, ref);
    if (!ret) throw notFound(`No return ${ref}`);
    if (ret.kind !== 'exchange') throw new IllegalStep(`Return ${ret.number} is refunded, not exchanged.`);
    if (ret.status === 'shipped') throw new IllegalStep(`The replacement of ${ret.number} was already shipped.`);
    if (ret.status !== 'received') {
      throw new IllegalStep(`Exchange ${ret.number} has not been received yet: receive the item first.`);
    }
    await insertReplacementShipment(tx, ret.orderId, ret.id, parcel);
    await tx.query(`UPDATE order_returns SET status = 'shipped', refunded_at = now() WHERE id = $1`, [ret.id]);
    await auditStep(tx, actor, 'exchange.ship', ret.orderId, { returnId: ret.id, ...parcel });
    const after = (await selectOrder(tx, null, ret.orderId))!;
    await enqueueMail(tx, orderStepMail(after, { kind: 'exchange-shipped', returnNumber: ret.number, ...parcel }), {
      purpose: 'order-exchange-shipped',
      ref: ret.id,
    });
    return after;
  });
}
