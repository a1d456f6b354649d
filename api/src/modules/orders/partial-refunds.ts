import { formatMoney, type Order } from 'contracts';
import { partialRefundSchema } from 'contracts/staff';
import { PAID_ORDER_STATUSES, STAFF_ORDER_STATUS_LABELS } from 'contracts/order-status';
import { badRequest } from '../../http-errors';
import { objectBody, validateWith } from '../../validation';
import { enqueueMail } from '../mail/queue-queries';
import { IllegalStep, orderByRefForUpdate, type StepContext } from './lifecycle';
import { orderStepMail } from './lifecycle-mail';
import { returnedMerchandise, selectRefundableLines } from './lifecycle-queries';
import { selectOrder } from './queries';
import { refundFor } from './refund-amounts';
import {
  makeRefund,
  recordRefundIntent,
  refundableCentsOf,
  reopenFailedRefund,
  selectRefundByKey,
  type StepActor,
} from './refunds';
import { assertSameRequest, requestFingerprint } from './request-fingerprint';

const money = (cents: number) => formatMoney(cents / 100);
/** No return has this id: returnedMerchandise then counts every received return and refunded line as before. */
const NO_RETURN = '00000000-0000-0000-0000-000000000000';

/**
 * POST /staff/orders/:id/refunds: part of an order refunded through the processor, chosen lines (their
 * merchandise after its share of the discount, tax included) or an amount, never more than is left. The
 * Idempotency-Key names the refund: the same key again answers it (a failed one is tried again, once at the
 * processor); another body with it is 422. Checked under the order's row lock against what is refunded or
 * being refunded, so concurrent refunds cannot exceed the payment (refunds.ts).
 */
export async function refundPartOfOrder(
  ctx: StepContext,
  ref: string,
  body: unknown,
  idempotencyKey: string | undefined,
  actor: StepActor,
): Promise<{ created: boolean; order: Order }> {
  if (!idempotencyKey) throw badRequest('Send an Idempotency-Key header: it makes a retried refund refund once.');
  const input = await validateWith(partialRefundSchema, objectBody(body, '{"amountCents": 1250} or {"lines": [...]}'));
  const fingerprint = requestFingerprint(input);
  const intent = await ctx.db.transaction(async (tx) => {
    const order = await orderByRefForUpdate(tx, ref);
    const known = await selectRefundByKey(tx, order.id, idempotencyKey);
    if (known) {
      assertSameRequest(known.requestFingerprint, fingerprint);
      if (known.status === 'made') return { orderId: order.id, refundId: known.id, created: false };
      await reopenFailedRefund(tx, { ...known, inFlight: false });
      return { orderId: order.id, refundId: known.id, created: false };
    }
    if (!PAID_ORDER_STATUSES.includes(order.status)) {
      throw new IllegalStep(
        `Order ${order.number} has nothing to refund (status: ${STAFF_ORDER_STATUS_LABELS[order.status]}).`,
      );
    }
    const left = await refundableCentsOf(tx, order.id);
    let cents = input.amountCents ?? 0;
    if (input.lines?.length) {
      const lines = await selectRefundableLines(tx, order.id);
      const fields: Record<string, string> = {};
      const seen = new Set<number>();
      let merchandise = 0;
      // The part of it the order's discount was on (a code on chosen categories or products leaves lines out).
      let discounted = 0;
      input.lines.forEach((wanted, i) => {
        const line = lines.find((l) => l.lineNo === wanted.lineNo);
        if (!line || seen.has(wanted.lineNo)) {
          fields[`lines[${i}].lineNo`] = 'Unknown line of this order';
          return;
        }
        seen.add(wanted.lineNo);
        const open = line.refundable;
        if (wanted.quantity > open) {
          fields[`lines[${i}].quantity`] =
            open === 0
              ? `${line.name} was already refunded or returned`
              : `At most ${open} of ${line.name} can still be refunded`;
        }
        merchandise += wanted.quantity * line.unitPriceCents;
        if (line.inDiscount) discounted += wanted.quantity * line.unitPriceCents;
      });
      if (Object.keys(fields).length > 0) throw new IllegalStep(Object.values(fields)[0]!, fields);
      const before = await returnedMerchandise(tx, order.id, NO_RETURN);
      cents = Math.min(
        refundFor(order, before.beforeCents, merchandise, before.discountedBeforeCents, discounted),
        left,
      );
    }
    if (cents > left) {
      const message =
        left === 0
          ? `Order ${order.number} has nothing left to refund.`
          : `At most ${money(left)} is left to refund on order ${order.number}.`;
      throw new IllegalStep(message, { amountCents: message });
    }
    if (cents < 1) throw new IllegalStep(`Order ${order.number} has nothing left to refund.`);
    const refund = await recordRefundIntent(
      tx,
      {
        orderId: order.id,
        kind: 'partial',
        idempotencyKey,
        fingerprint,
        amountCents: cents,
        note: input.note,
        lines: input.lines,
      },
      actor,
    );
    return { orderId: order.id, refundId: refund.id, created: true };
  });
  const made = await makeRefund(ctx, intent.refundId, actor, async (tx, refund) => {
    const after = (await selectOrder(tx, null, intent.orderId))!;
    await enqueueMail(tx, orderStepMail(after, { kind: 'partly-refunded', refundCents: refund.amountCents }), {
      purpose: 'order-partly-refunded',
      ref: refund.id,
    });
  });
  return {
    created: intent.created || made.settledNow,
    order: (await selectOrder(ctx.db, null, intent.orderId))!,
  };
}
