import type { Order } from 'contracts';
import { returnRequestSchema } from 'contracts/schemas';
import { notFound } from '../../http-errors';
import { objectBody, validateWith } from '../../validation';
import { enqueueMail } from '../mail/queue-queries';
import { requireStripe, type PaymentsContext } from '../payments/context';
import { IllegalStep, formatDay, refundAtProcessor, type StepContext } from './lifecycle';
import { orderStepMail } from './lifecycle-mail';
import {
  lockOrderByRef,
  lockReturnByRef,
  markReturnReceived,
  recordReturnRefund,
  restock,
  returnedMerchandise,
} from './lifecycle-queries';
import { selectOrder } from './queries';
import { refundFor } from './refund-amounts';
import { releaseUse } from '../discount-codes/queries';
import { assertSameRequest, requestFingerprint } from './request-fingerprint';

export const RETURN_WINDOW_CLOSED = 'The 30-day return window of this order has closed.';

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
  return ctx.db.transaction(async (tx) => {
    const locked = await lockOrderByRef(tx, orderRef, customerId);
    if (!locked) throw notFound('Order not found');
    const fingerprint = requestFingerprint(input);
    const known = await tx.query<{ id: string; fingerprint: string | null }>(
      'SELECT id, request_fingerprint AS fingerprint FROM order_returns WHERE order_id = $1 AND idempotency_key = $2',
      [locked.id, idempotencyKey],
    );
    if (known.rows.length > 0) {
      assertSameRequest(known.rows[0]!.fingerprint, fingerprint);
      return { created: false, order: (await selectOrder(tx, customerId, locked.id, now))! };
    }

    const order = (await selectOrder(tx, customerId, locked.id, now))!;
    if (!order.returnableUntil) {
      throw new IllegalStep(
        ['paid', 'delivered'].includes(order.status)
          ? RETURN_WINDOW_CLOSED
          : `Order ${order.number} cannot be returned (it is ${order.status}).`,
      );
    }
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
 * requested → received → refunded (the staff command `returns receive`): the units go back to stock, the
 * refund (the returned merchandise after its share of the discount, tax included) is made through the
 * processor's Refunds API with the return's id as idempotency key, and the shopper gets a mail for each step,
 * all in one transaction: a refused refund changes nothing. The row lock and the status check make a second
 * receive (run twice, at once) a refused step, so a return is refunded once.
 */
export async function receiveReturn(ctx: StepContext, ref: string): Promise<Order> {
  const stripe = requireStripe(ctx as PaymentsContext);
  return ctx.db.transaction(async (tx) => {
    const ret = await lockReturnByRef(tx, ref);
    if (!ret) throw notFound(`No return ${ref}`);
    if (ret.status !== 'requested') {
      throw new IllegalStep(`Return ${ret.number} was already received on ${formatDay(ret.receivedAt!)}.`);
    }
    const order = (await lockOrderByRef(tx, ret.orderId))!;
    if (order.status === 'cancelled') throw new IllegalStep(`Order ${order.number} is cancelled and refunded in full.`);
    const returned = await returnedMerchandise(tx, order.id, ret.id);
    const cents = Math.min(
      refundFor(
        order,
        returned.beforeCents,
        returned.thisCents,
        returned.discountedBeforeCents,
        returned.discountedThisCents,
      ),
      order.totalCents - order.refundedCents,
    );
    await restock(tx, order.id, ret.id);
    await markReturnReceived(tx, ret.id, cents);
    let refund = { id: null as string | null, cents, succeeded: true };
    if (cents > 0) {
      const made = await refundAtProcessor(ctx, stripe, order, cents, `return:${ret.id}`, {
        return_id: ret.id,
        return_number: ret.number,
      });
      refund = { id: made.id, cents, succeeded: made.status === 'succeeded' };
    }
    await recordReturnRefund(tx, ret, refund);
    // Refunded in full: the order's discount code use is given back, as a cancellation gives it back.
    if (order.refundedCents + cents >= order.totalCents) await releaseUse(tx, order.id);
    const after = (await selectOrder(tx, null, order.id))!;
    await enqueueMail(
      tx,
      orderStepMail(after, { kind: 'return-received', returnNumber: ret.number, refundCents: cents }),
      { purpose: 'order-return-received', ref: ret.id },
    );
    if (refund.succeeded) {
      await enqueueMail(tx, orderStepMail(after, { kind: 'refunded', returnNumber: ret.number, refundCents: cents }), {
        purpose: 'order-refunded',
        ref: ret.id,
      });
    }
    return after;
  });
}
