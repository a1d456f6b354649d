import { sizeLabel, type Order } from 'contracts';
import { EXCHANGE_MESSAGES, exchangeRequestSchema } from 'contracts/schemas';
import { objectBody, validateWith } from '../../validation';
import { noteCatalogueChange } from '../catalogue-cache/catalogue-writes';
import { enqueueMail } from '../mail/queue-queries';
import { IllegalStep, type StepContext } from './lifecycle';
import { orderStepMail } from './lifecycle-mail';
import { selectOrder } from './queries';
import { requestFingerprint } from './request-fingerprint';
import { orderForShopperRequest } from './returns';

/**
 * POST /orders/:id/exchanges: the shopper asks, within the return window, to exchange one unit of a line for
 * another size or colour of the same product. The new one is reserved at once (taken off what can be bought,
 * under the size's row lock, as checkout does); a sold-out size is refused (409) and she is offered the
 * return. Stored as a return of kind `exchange`: the staff receive the original (stock back) and ship the
 * replacement; no money moves. The same Idempotency-Key again answers the same exchange.
 */
export async function requestExchange(
  ctx: StepContext,
  customerId: string,
  orderRef: string,
  body: unknown,
  idempotencyKey: string,
): Promise<{ created: boolean; order: Order }> {
  const input = await validateWith(
    exchangeRequestSchema,
    objectBody(body, '{"lineNo": 1, "color": "black", "size": "m", "reason": "Too small"}'),
  );
  const now = ctx.now?.() ?? new Date();
  const fingerprint = requestFingerprint({ ...input, kind: 'exchange' });
  return ctx.db.transaction(async (tx) => {
    const found = await orderForShopperRequest(
      tx,
      { customerId, orderRef, idempotencyKey, now },
      fingerprint,
      'exchanged',
    );
    if ('again' in found) return { created: false, order: found.again };
    const { order } = found;
    const line = order.lines.find((l) => l.lineNo === input.lineNo);
    if (!line) throw new IllegalStep('Unknown line of this order', { lineNo: 'Unknown line of this order' });
    if (line.finalSale) {
      throw new IllegalStep(`${line.name} is final sale and cannot be exchanged`, { lineNo: 'Final sale' });
    }
    if (line.returnableQuantity < 1) {
      const message = `${line.name} has already been asked back`;
      throw new IllegalStep(message, { lineNo: message });
    }
    if (line.color === input.color && line.size === input.size) {
      throw new IllegalStep(EXCHANGE_MESSAGES.variant, { size: EXCHANGE_MESSAGES.variant });
    }
    const reserved = await tx.query(
      `UPDATE variant_sizes SET quantity = quantity - 1
        WHERE product_id = $1 AND color = $2 AND size = $3 AND quantity >= 1 RETURNING quantity`,
      [line.productId, input.color, input.size],
    );
    if (reserved.rows.length === 0) {
      throw new IllegalStep(EXCHANGE_MESSAGES.soldOut, { size: EXCHANGE_MESSAGES.soldOut });
    }
    noteCatalogueChange(tx);
    const { rows } = await tx.query<{ id: string; number: string }>(
      `INSERT INTO order_returns (order_id, idempotency_key, reason, request_fingerprint, kind)
       VALUES ($1, $2, $3, $4, 'exchange') RETURNING id, 'R' || number AS number`,
      [order.id, idempotencyKey, input.reason, fingerprint],
    );
    const created = rows[0]!;
    await tx.query(
      `INSERT INTO order_return_lines (return_id, order_id, line_no, quantity, replacement_color, replacement_size)
       VALUES ($1, $2, $3, 1, $4, $5)`,
      [created.id, order.id, line.lineNo, input.color, input.size],
    );
    const after = (await selectOrder(tx, customerId, order.id, now))!;
    const item = `${line.name} in ${line.color}, ${sizeLabel(line.size)} for ${input.color}, ${sizeLabel(input.size)}`;
    await enqueueMail(tx, orderStepMail(after, { kind: 'exchange-requested', returnNumber: created.number, item }), {
      purpose: 'order-exchange-requested',
      ref: created.id,
    });
    return { created: true, order: after };
  });
}
