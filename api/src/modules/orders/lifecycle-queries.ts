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

/** An order's lines with the day each left (null: not shipped yet). */
export async function selectShippedLines(
  db: Queryable,
  orderId: string,
): Promise<{ lineNo: number; name: string; quantity: number; shippedAt: Date | string | null }[]> {
  const { rows } = await db.query<{ lineNo: number; name: string; quantity: number; shippedAt: Date | null }>(
    `SELECT l.line_no AS "lineNo", l.name, l.quantity, s.shipped_at AS "shippedAt"
       FROM order_lines l
       LEFT JOIN order_shipment_lines sl ON sl.order_id = l.order_id AND sl.line_no = l.line_no
       LEFT JOIN order_shipments s ON s.id = sl.shipment_id
      WHERE l.order_id = $1 ORDER BY l.line_no`,
    [orderId],
  );
  return rows;
}

/**
 * One parcel of some lines. The order keeps its latest parcel's carrier and tracking (the shopper's
 * `shipment`) and the day of its first; it is partly shipped while a line is left, and shipped once the last
 * line has left (`complete`).
 */
export async function insertShipment(
  db: Queryable,
  orderId: string,
  parcel: { carrier: string; trackingNumber: string; lineNos: number[]; complete: boolean },
) {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO order_shipments (order_id, carrier, tracking_number) VALUES ($1, $2, $3) RETURNING id`,
    [orderId, parcel.carrier, parcel.trackingNumber],
  );
  await db.query(`INSERT INTO order_shipment_lines (shipment_id, order_id, line_no) SELECT $1, $2, unnest($3::int[])`, [
    rows[0]!.id,
    orderId,
    parcel.lineNos,
  ]);
  await db.query(
    `UPDATE orders SET carrier = $2, tracking_number = $3, shipped_at = coalesce(shipped_at, now()),
            status = CASE WHEN $4 THEN 'shipped' ELSE 'partly-shipped' END, updated_at = now()
      WHERE id = $1`,
    [orderId, parcel.carrier, parcel.trackingNumber, parcel.complete],
  );
}

/** An exchange's replacement, in a parcel of its own. */
export async function insertReplacementShipment(
  db: Queryable,
  orderId: string,
  returnId: string,
  parcel: { carrier: string; trackingNumber: string },
) {
  await db.query(
    `INSERT INTO order_shipments (order_id, carrier, tracking_number, return_id) VALUES ($1, $2, $3, $4)`,
    [orderId, parcel.carrier, parcel.trackingNumber, returnId],
  );
}

export async function markDelivered(db: Queryable, orderId: string) {
  await db.query(`UPDATE orders SET status = 'delivered', delivered_at = now(), updated_at = now() WHERE id = $1`, [
    orderId,
  ]);
}

/** The money itself is on refunded_cents already (the refund's settlement, refunds.ts). */
export async function markCancelled(db: Queryable, orderId: string, refundId: string | null) {
  await db.query(
    `UPDATE orders SET status = 'cancelled', cancelled_at = now(), cancel_refund_id = $2,
            stock_reserved = false, updated_at = now()
      WHERE id = $1`,
    [orderId, refundId],
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
  kind: 'return' | 'exchange';
  status: 'requested' | 'received' | 'refunded' | 'shipped';
  refundCents: number | null;
  refundId: string | null;
  receivedAt: Date | string | null;
}

/**
 * A return by its number ("R100007") or id, locked after its order's row. Every step locks the order first (a
 * refund's settle updates the order, then the return): a receive that locked the return first waited for the
 * order while that settle waited for the return, and PostgreSQL aborted one of them (a deadlock).
 */
export async function lockReturnByRef(db: Queryable, ref: string): Promise<ReturnRow | null> {
  const number = /^R?(\d{1,15})$/i.exec(ref)?.[1];
  if (!number && !UUID.test(ref)) return null;
  const where = number ? 'number = $1::bigint' : 'id = $1::uuid';
  const { rows: owner } = await db.query<{ orderId: string }>(
    `SELECT order_id AS "orderId" FROM order_returns WHERE ${where}`,
    [number ?? ref],
  );
  if (!owner[0]) return null;
  await db.query(`SELECT 1 FROM orders WHERE id = $1 FOR UPDATE`, [owner[0].orderId]);
  const { rows } = await db.query<ReturnRow>(
    `SELECT id, 'R' || number AS number, order_id AS "orderId", kind, status, refund_cents AS "refundCents",
            refund_id AS "refundId", received_at AS "receivedAt"
       FROM order_returns WHERE ${where} FOR UPDATE`,
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
  // Before: returns received (exchanges refund nothing) and lines refunded by the staff, in flight or made. The
  // `discounted` sums count only the lines the order's discount was on (a code on chosen categories or products).
  const { rows } = await db.query<ReturnedMerchandise>(
    `WITH staff_refunded AS (
       SELECT coalesce(sum(fl.quantity * fol.unit_price_cents), 0)::int AS cents,
              coalesce(sum(fl.quantity * fol.unit_price_cents) FILTER (WHERE fol.in_discount), 0)::int AS discounted
         FROM order_refund_lines fl JOIN order_refunds f ON f.id = fl.refund_id
         JOIN order_lines fol ON fol.order_id = fl.order_id AND fol.line_no = fl.line_no
        WHERE f.order_id = $1 AND f.status IN ('requested', 'made'))
     SELECT (coalesce(sum(rl.quantity * l.unit_price_cents) FILTER (WHERE r.id <> $2 AND r.status <> 'requested'), 0)
             + (SELECT cents FROM staff_refunded))::int AS "beforeCents",
            coalesce(sum(rl.quantity * l.unit_price_cents) FILTER (WHERE r.id = $2), 0)::int AS "thisCents",
            (coalesce(sum(rl.quantity * l.unit_price_cents)
                        FILTER (WHERE r.id <> $2 AND r.status <> 'requested' AND l.in_discount), 0)
             + (SELECT discounted FROM staff_refunded))::int AS "discountedBeforeCents",
            coalesce(sum(rl.quantity * l.unit_price_cents) FILTER (WHERE r.id = $2 AND l.in_discount), 0)::int AS "discountedThisCents"
       FROM order_returns r
       JOIN order_return_lines rl ON rl.return_id = r.id
       JOIN order_lines l ON l.order_id = rl.order_id AND l.line_no = rl.line_no
      WHERE r.order_id = $1 AND r.kind = 'return'`,
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
 * Records the processor's refund of a return: its id (the money is on the order's refunded total already,
 * by the refund's settlement, refunds.ts). A refund
 * the processor has already made (`succeeded`) makes the return refunded; a pending one waits for its
 * charge.refunded event (confirmRefundsOfIntent).
 */
export async function recordReturnRefund(
  db: Queryable,
  ret: { id: string },
  refund: { id: string | null; succeeded: boolean },
) {
  await db.query(
    `UPDATE order_returns SET refund_id = $2,
            status = CASE WHEN $3 THEN 'refunded' ELSE status END,
            refunded_at = CASE WHEN $3 THEN now() ELSE refunded_at END
      WHERE id = $1`,
    [ret.id, refund.id, refund.succeeded],
  );
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

/** Each line's units not asked back in a return or exchange nor refunded by the staff (in flight or made). */
/** A line of an order as a refund by lines needs it; `inDiscount`: the order's discount took a share of it. */
export interface RefundableLine {
  lineNo: number;
  name: string;
  unitPriceCents: number;
  inDiscount: boolean;
  refundable: number;
}

export async function selectRefundableLines(db: Queryable, orderId: string): Promise<RefundableLine[]> {
  const { rows } = await db.query<RefundableLine>(
    `SELECT l.line_no AS "lineNo", l.name, l.unit_price_cents AS "unitPriceCents", l.in_discount AS "inDiscount",
            greatest(l.quantity
              - (SELECT coalesce(sum(rl.quantity), 0) FROM order_return_lines rl
                  WHERE rl.order_id = l.order_id AND rl.line_no = l.line_no)
              - (SELECT coalesce(sum(fl.quantity), 0) FROM order_refund_lines fl JOIN order_refunds f ON f.id = fl.refund_id
                  WHERE fl.order_id = l.order_id AND fl.line_no = l.line_no AND f.status IN ('requested', 'made')), 0)::int
              AS refundable
       FROM order_lines l WHERE l.order_id = $1 ORDER BY l.line_no`,
    [orderId],
  );
  return rows;
}
