import type { OrderStatus } from 'contracts';
import type { Queryable } from '../../db/database';
import { noteCatalogueChange } from '../catalogue-cache/catalogue-writes';

/** An order as the staff steps read it, locked for the step. */
export interface OrderStepRow {
  id: string;
  number: string;
  customerId: string;
  status: OrderStatus;
  paymentIntentId: string | null;
  subtotalCents: number;
  discountCents: number;
  /** The merchandise a discount code on chosen categories or products was computed on; null: the subtotal. */
  discountBaseCents: number | null;
  totalCents: number;
  refundedCents: number;
  shippedAt: Date | string | null;
  deliveredAt: Date | string | null;
  cancelledAt: Date | string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NUMBER = /^\d{1,15}$/;

/** An order by its number ("100042") or id, locked; `customerId` null for the staff. */
export async function lockOrderByRef(
  db: Queryable,
  ref: string,
  customerId: string | null = null,
): Promise<OrderStepRow | null> {
  const byNumber = NUMBER.test(ref);
  if (!byNumber && !UUID.test(ref)) return null;
  const { rows } = await db.query<OrderStepRow>(
    `SELECT id, number::text AS number, customer_id AS "customerId", status, payment_intent_id AS "paymentIntentId",
            subtotal_cents AS "subtotalCents", discount_cents AS "discountCents", total_cents AS "totalCents",
            discount_base_cents AS "discountBaseCents",
            refunded_cents AS "refundedCents", shipped_at AS "shippedAt", delivered_at AS "deliveredAt",
            cancelled_at AS "cancelledAt"
       FROM orders
      WHERE ${byNumber ? 'number = $1::bigint' : 'id = $1::uuid'} AND ($2::uuid IS NULL OR customer_id = $2::uuid)
      FOR UPDATE`,
    [ref, customerId],
  );
  return rows[0] ?? null;
}

export async function markShipped(db: Queryable, orderId: string, carrier: string, trackingNumber: string) {
  await db.query(
    `UPDATE orders SET status = 'shipped', carrier = $2, tracking_number = $3, shipped_at = now(), updated_at = now()
      WHERE id = $1`,
    [orderId, carrier, trackingNumber],
  );
}

export async function markDelivered(db: Queryable, orderId: string) {
  await db.query(`UPDATE orders SET status = 'delivered', delivered_at = now(), updated_at = now() WHERE id = $1`, [
    orderId,
  ]);
}

export async function markCancelled(db: Queryable, orderId: string, refundId: string | null, refundCents: number) {
  await db.query(
    `UPDATE orders SET status = 'cancelled', cancelled_at = now(), cancel_refund_id = $2,
            refunded_cents = refunded_cents + $3, stock_reserved = false, updated_at = now()
      WHERE id = $1`,
    [orderId, refundId, refundCents],
  );
}

/**
 * Puts units back in stock: every line of the order less what returns already brought back (a cancelled
 * order), or the lines of one return (`returnId`). Noted as a catalogue change, like a reservation.
 */
export async function restock(db: Queryable, orderId: string, returnId: string | null): Promise<void> {
  if (returnId) {
    await db.query(
      `UPDATE variant_sizes s SET quantity = s.quantity + rl.quantity
         FROM order_return_lines rl JOIN order_lines l ON l.order_id = rl.order_id AND l.line_no = rl.line_no
        WHERE rl.return_id = $1 AND s.product_id = l.product_id AND s.color = l.color AND s.size = l.size`,
      [returnId],
    );
  } else {
    await db.query(
      `UPDATE variant_sizes s SET quantity = s.quantity + l.quantity - coalesce((
              SELECT sum(rl.quantity) FROM order_return_lines rl JOIN order_returns r ON r.id = rl.return_id
               WHERE rl.order_id = l.order_id AND rl.line_no = l.line_no AND r.status <> 'requested'), 0)
         FROM order_lines l
        WHERE l.order_id = $1 AND s.product_id = l.product_id AND s.color = l.color AND s.size = l.size`,
      [orderId],
    );
  }
  noteCatalogueChange(db);
}

/** A return by its number ("R500001" or "500001") or id, locked, with its order's id. */
export interface ReturnRow {
  id: string;
  number: string;
  orderId: string;
  status: 'requested' | 'received' | 'refunded';
  refundCents: number | null;
  refundId: string | null;
  receivedAt: Date | string | null;
}

export async function lockReturnByRef(db: Queryable, ref: string): Promise<ReturnRow | null> {
  const number = /^R?(\d{1,15})$/i.exec(ref)?.[1];
  if (!number && !UUID.test(ref)) return null;
  const { rows } = await db.query<ReturnRow>(
    `SELECT id, 'R' || number AS number, order_id AS "orderId", status, refund_cents AS "refundCents",
            refund_id AS "refundId", received_at AS "receivedAt"
       FROM order_returns WHERE ${number ? 'number = $1::bigint' : 'id = $1::uuid'} FOR UPDATE`,
    [number ?? ref],
  );
  return rows[0] ?? null;
}

/** Of the returned merchandise, the part in the scope of the order's discount (`in_discount` lines). */
export interface ReturnedMerchandise {
  beforeCents: number;
  thisCents: number;
  discountedBeforeCents: number;
  discountedThisCents: number;
}

/** Merchandise (at the prices paid) of the order's returns already received, and of one return. */
export async function returnedMerchandise(
  db: Queryable,
  orderId: string,
  returnId: string,
): Promise<ReturnedMerchandise> {
  const { rows } = await db.query<ReturnedMerchandise>(
    `SELECT coalesce(sum(rl.quantity * l.unit_price_cents) FILTER (WHERE r.id <> $2 AND r.status <> 'requested'), 0)::int AS "beforeCents",
            coalesce(sum(rl.quantity * l.unit_price_cents) FILTER (WHERE r.id = $2), 0)::int AS "thisCents",
            coalesce(sum(rl.quantity * l.unit_price_cents) FILTER (WHERE r.id <> $2 AND r.status <> 'requested' AND l.in_discount), 0)::int AS "discountedBeforeCents",
            coalesce(sum(rl.quantity * l.unit_price_cents) FILTER (WHERE r.id = $2 AND l.in_discount), 0)::int AS "discountedThisCents"
       FROM order_returns r
       JOIN order_return_lines rl ON rl.return_id = r.id
       JOIN order_lines l ON l.order_id = rl.order_id AND l.line_no = rl.line_no
      WHERE r.order_id = $1`,
    [orderId, returnId],
  );
  return rows[0] ?? { beforeCents: 0, thisCents: 0, discountedBeforeCents: 0, discountedThisCents: 0 };
}

export async function markReturnReceived(db: Queryable, returnId: string, refundCents: number) {
  await db.query(`UPDATE order_returns SET status = 'received', received_at = now(), refund_cents = $2 WHERE id = $1`, [
    returnId,
    refundCents,
  ]);
}

/**
 * Records the processor's refund of a return: its id, and the money on the order's refunded total. A refund
 * the processor has already made (`succeeded`) makes the return refunded; a pending one waits for its
 * charge.refunded event (confirmRefundsOfIntent).
 */
export async function recordReturnRefund(
  db: Queryable,
  ret: { id: string; orderId: string },
  refund: { id: string | null; cents: number; succeeded: boolean },
) {
  await db.query(
    `UPDATE order_returns SET refund_id = $2,
            status = CASE WHEN $3 THEN 'refunded' ELSE status END,
            refunded_at = CASE WHEN $3 THEN now() ELSE refunded_at END
      WHERE id = $1`,
    [ret.id, refund.id, refund.succeeded],
  );
  await db.query('UPDATE orders SET refunded_cents = refunded_cents + $2, updated_at = now() WHERE id = $1', [
    ret.orderId,
    refund.cents,
  ]);
}

/** A processor refund that is still pending, confirmed by its charge.refunded event. */
export async function confirmRefundsOfIntent(db: Queryable, paymentIntentId: string): Promise<void> {
  await db.query(
    `UPDATE order_returns r SET status = 'refunded', refunded_at = now()
       FROM orders o
      WHERE o.id = r.order_id AND o.payment_intent_id = $1 AND r.status = 'received' AND r.refund_id IS NOT NULL`,
    [paymentIntentId],
  );
}
