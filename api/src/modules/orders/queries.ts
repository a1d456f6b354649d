import {
  BIRTHDAY_DISCOUNT_LABEL,
  BIRTHDAY_DISCOUNT_PERCENT,
  RETURN_WINDOW_DAYS,
  parsePhotoPath,
  type CartItemParts,
  type Color,
  type Order,
  trackingUrl,
  type OrderLine,
  type OrderRefund,
  type OrderReturn,
  type OrderShipment,
  type OrderStatus,
  type OrderSummary,
  type QuoteDiscount,
  type ShippingDetails,
  type Size,
} from 'contracts';
import type { Queryable } from '../../db/database';
import type { BirthdayGrant } from '../promotions/birthday-discount';
import { noteCatalogueChange } from '../catalogue-cache/catalogue-writes';
import { selectPhotosOfPaths, type PhotoFacts } from '../photos/queries';
import { releaseUse } from '../discount-codes/queries';

/** An order row as the services use it. */
export interface OrderRow {
  id: string;
  number: string;
  customerId: string;
  status: OrderStatus;
  stockReserved: boolean;
  paymentMethod: 'card' | 'saved-card';
  paymentIntentId: string | null;
  paymentAttempt: number;
  email: string;
  totalCents: number;
  /** The request its Idempotency-Key was first used with (request-fingerprint.ts); null on older rows. */
  requestFingerprint: string | null;
  /** The birthday year whose discount the order takes, or null. */
  birthdayYear: number | null;
  /** The discount code the order takes, or null; and whether it holds one of the code's uses now. */
  discountCodeId: number | null;
  discountUseHeld: boolean;
}

const ORDER_ROW = `id, number::text AS number, customer_id AS "customerId", status, stock_reserved AS "stockReserved",
  payment_method AS "paymentMethod", payment_intent_id AS "paymentIntentId", payment_attempt AS "paymentAttempt",
  email, total_cents AS "totalCents", request_fingerprint AS "requestFingerprint", birthday_year AS "birthdayYear",
  discount_code_id AS "discountCodeId", discount_use_held AS "discountUseHeld"`;

export interface NewOrder {
  customerId: string;
  idempotencyKey: string;
  paymentMethod: 'card' | 'saved-card';
  email: string;
  billingName: string;
  shippingAddress: ShippingDetails;
  billingAddress: object;
  subtotalCents: number;
  discountCents: number;
  /** The birthday discount this order takes (its years and the person's e-mail), or null. */
  birthday: BirthdayGrant | null;
  /** The discount code this order takes (the line's words, and the merchandise it was on), or null. */
  code?: { id: number; code: string; label: string; percent: number | null; baseCents: number } | null;
  requestFingerprint: string;
  taxCents: number;
  shippingCents: number;
  totalCents: number;
}

export async function insertOrder(db: Queryable, order: NewOrder): Promise<OrderRow> {
  const { rows } = await db.query<OrderRow>(
    `INSERT INTO orders (customer_id, idempotency_key, payment_method, email, billing_name, shipping_address,
                         billing_address, subtotal_cents, tax_cents, shipping_cents, total_cents, discount_cents, birthday_year,
                         birthday_shop_year, birthday_email, request_fingerprint, discount_code_id, discount_code,
                         discount_label, discount_percent, discount_base_cents)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21)
     RETURNING ${ORDER_ROW}`,
    [
      order.customerId,
      order.idempotencyKey,
      order.paymentMethod,
      order.email,
      order.billingName,
      JSON.stringify(order.shippingAddress),
      JSON.stringify(order.billingAddress),
      order.subtotalCents,
      order.taxCents,
      order.shippingCents,
      order.totalCents,
      order.discountCents,
      order.birthday?.year ?? null,
      order.birthday?.shopYear ?? null,
      order.birthday?.email ?? null,
      order.requestFingerprint,
      order.code?.id ?? null,
      order.code?.code ?? null,
      order.code?.label ?? null,
      order.code?.percent ?? null,
      // Only a code on part of the bag needs its base: otherwise refunds share the discount over the subtotal.
      order.code && order.code.baseCents !== order.subtotalCents ? order.code.baseCents : null,
    ],
  );
  return rows[0];
}

export interface NewOrderLine extends CartItemParts {
  name: string;
  image: string;
  unitPriceCents: number;
  lineTotalCents: number;
  /** False for a line outside the scope of the order's discount code (it takes no share of it). */
  inDiscount?: boolean;
}

export async function insertOrderLines(db: Queryable, orderId: string, lines: NewOrderLine[]): Promise<void> {
  await db.query(
    `INSERT INTO order_lines (order_id, line_no, product_id, color, size, name, image, quantity, unit_price_cents,
                              line_total_cents, in_discount)
     SELECT $1, w.ord, w.product_id, w.color, w.size, w.name, w.image, w.quantity, w.unit_price, w.line_total, w.in_discount
       FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[], $8::int[], $9::int[], $10::boolean[])
            WITH ORDINALITY AS w(product_id, color, size, name, image, quantity, unit_price, line_total, in_discount, ord)`,
    [
      orderId,
      lines.map((l) => l.productId),
      lines.map((l) => l.color),
      lines.map((l) => l.size),
      lines.map((l) => l.name),
      lines.map((l) => l.image),
      lines.map((l) => l.quantity),
      lines.map((l) => l.unitPriceCents),
      lines.map((l) => l.lineTotalCents),
      lines.map((l) => l.inDiscount ?? true),
    ],
  );
}

/** Serialises one customer's purchases (FOR NO KEY UPDATE: rows referencing the customer can still be written). */
export async function lockCustomer(db: Queryable, customerId: string): Promise<void> {
  await db.query('SELECT 1 FROM customers WHERE id = $1 FOR NO KEY UPDATE', [customerId]);
}

export async function selectOrderByKey(
  db: Queryable,
  customerId: string,
  idempotencyKey: string,
): Promise<OrderRow | null> {
  const { rows } = await db.query<OrderRow>(
    `SELECT ${ORDER_ROW} FROM orders WHERE customer_id = $1 AND idempotency_key = $2`,
    [customerId, idempotencyKey],
  );
  return rows[0] ?? null;
}

export async function selectOrderForUpdate(db: Queryable, orderId: string): Promise<OrderRow | null> {
  const { rows } = await db.query<OrderRow>(`SELECT ${ORDER_ROW} FROM orders WHERE id = $1 FOR UPDATE`, [orderId]);
  return rows[0] ?? null;
}

export async function selectOrderByPaymentIntentForUpdate(
  db: Queryable,
  paymentIntentId: string,
): Promise<OrderRow | null> {
  const { rows } = await db.query<OrderRow>(`SELECT ${ORDER_ROW} FROM orders WHERE payment_intent_id = $1 FOR UPDATE`, [
    paymentIntentId,
  ]);
  return rows[0] ?? null;
}

/** The customer's pending orders other than `exceptId`, locked. */
export async function selectPendingOrdersForUpdate(
  db: Queryable,
  customerId: string,
  exceptId: string | null,
): Promise<OrderRow[]> {
  const { rows } = await db.query<OrderRow>(
    `SELECT ${ORDER_ROW} FROM orders
      WHERE customer_id = $1 AND status = 'pending' AND ($2::uuid IS NULL OR id <> $2::uuid)
      ORDER BY created_at FOR UPDATE`,
    [customerId, exceptId],
  );
  return rows;
}

/** Pending orders that became pending before `before`: the expiry's candidates. */
export async function selectStalePendingOrders(db: Queryable, before: Date): Promise<OrderRow[]> {
  const { rows } = await db.query<OrderRow>(
    `SELECT ${ORDER_ROW} FROM orders WHERE status = 'pending' AND pending_since < $1 ORDER BY pending_since`,
    [before.toISOString()],
  );
  return rows;
}

export async function setPaymentIntent(db: Queryable, orderId: string, paymentIntentId: string, attempt: number) {
  await db.query('UPDATE orders SET payment_intent_id = $2, payment_attempt = $3, updated_at = now() WHERE id = $1', [
    orderId,
    paymentIntentId,
    attempt,
  ]);
}

/** The intent that paid the order, when it was another attempt than its current one (settle-charge.ts). */
export async function setPaymentIntentOnly(db: Queryable, orderId: string, paymentIntentId: string) {
  await db.query('UPDATE orders SET payment_intent_id = $2, updated_at = now() WHERE id = $1', [
    orderId,
    paymentIntentId,
  ]);
}

/** The order's lines as stock lines (product, colour, size, quantity) with names, in line order. */
export async function selectOrderStockLines(
  db: Queryable,
  orderId: string,
): Promise<(CartItemParts & { name: string })[]> {
  const { rows } = await db.query<CartItemParts & { name: string }>(
    `SELECT product_id AS "productId", color, size, quantity, name FROM order_lines WHERE order_id = $1 ORDER BY line_no`,
    [orderId],
  );
  return rows;
}

/**
 * Takes `quantity` units of each line, atomically per line (`quantity >= $n` in the UPDATE, so two
 * buyers can never both take the last unit). Lines are locked in one global order so concurrent
 * orders with overlapping lines cannot deadlock. Returns the lines that were short, each with what is
 * left; the caller rolls the transaction back when there is any. Stock is what every shopper sees: the
 * change is noted, to be announced to every API process after the commit (catalogue-writes.ts).
 */
export async function reserveStock<L extends CartItemParts>(
  db: Queryable,
  lines: L[],
): Promise<{ line: L; available: number }[]> {
  const sorted = [...lines].sort((a, b) =>
    `${a.productId}/${a.color}/${a.size}`.localeCompare(`${b.productId}/${b.color}/${b.size}`),
  );
  const short: { line: L; available: number }[] = [];
  for (const line of sorted) {
    const { rows } = await db.query(
      `UPDATE variant_sizes SET quantity = quantity - $4
        WHERE product_id = $1 AND color = $2 AND size = $3 AND quantity >= $4
        RETURNING quantity`,
      [line.productId, line.color, line.size, line.quantity],
    );
    if (rows.length > 0) {
      noteCatalogueChange(db);
      continue;
    }
    const left = await db.query<{ quantity: number }>(
      'SELECT quantity FROM variant_sizes WHERE product_id = $1 AND color = $2 AND size = $3',
      [line.productId, line.color, line.size],
    );
    short.push({ line, available: left.rows[0]?.quantity ?? 0 });
  }
  return short;
}

/**
 * Moves a pending order to `status` and gives its units back, exactly once: the flag is cleared in
 * the same statement that checks it, so a replayed event or a racing expiry finds nothing to do. The
 * units back are noted as a catalogue change, like a reservation.
 */
export async function releaseOrder(db: Queryable, orderId: string, status: 'failed' | 'expired'): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE orders SET status = $2, stock_reserved = false, updated_at = now()
      WHERE id = $1 AND status = 'pending' AND stock_reserved RETURNING id`,
    [orderId, status],
  );
  if (rows.length === 0) return false;
  await releaseUse(db, orderId);
  await db.query(
    `UPDATE variant_sizes s SET quantity = s.quantity + l.quantity
       FROM order_lines l
      WHERE l.order_id = $1 AND s.product_id = l.product_id AND s.color = l.color AND s.size = l.size`,
    [orderId],
  );
  noteCatalogueChange(db);
  return true;
}

/** A failed or expired order pending again after its units were reserved again (Retry). */
export async function markPendingAgain(db: Queryable, orderId: string): Promise<void> {
  await db.query(
    `UPDATE orders SET status = 'pending', stock_reserved = true, pending_since = now(), updated_at = now() WHERE id = $1`,
    [orderId],
  );
}

export async function markPaid(db: Queryable, orderId: string, stockReserved: boolean): Promise<void> {
  await db.query(
    `UPDATE orders SET status = 'paid', paid_at = now(), stock_reserved = $2, updated_at = now() WHERE id = $1`,
    [orderId, stockReserved],
  );
}

export async function markReceiptSent(db: Queryable, orderId: string): Promise<void> {
  await db.query('UPDATE orders SET receipt_sent_at = now() WHERE id = $1', [orderId]);
}

/** Removes the order's products (by product, colour and size) from the customer's bag. */
export async function removeOrderedFromBag(db: Queryable, customerId: string, orderId: string): Promise<void> {
  await db.query(
    `DELETE FROM cart_items ci USING order_lines l
      WHERE ci.customer_id = $1 AND l.order_id = $2
        AND ci.product_id = l.product_id AND ci.color = l.color AND ci.size = l.size`,
    [customerId, orderId],
  );
}

/** Records a webhook event; false when it was recorded before (a replay). */
export async function recordEvent(
  db: Queryable,
  event: { id: string; type: string; paymentIntentId: string | null },
): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO payment_events (id, type, payment_intent_id) VALUES ($1, $2, $3)
     ON CONFLICT (id) DO NOTHING RETURNING id`,
    [event.id, event.type, event.paymentIntentId],
  );
  return rows.length > 0;
}

const SUMMARY_COLUMNS = `o.id, o.number::text AS number, to_char(o.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
  o.status, o.total_cents AS "totalCents", o.currency,
  (SELECT coalesce(sum(l.quantity), 0)::int FROM order_lines l WHERE l.order_id = o.id) AS "itemCount"`;

/** The customer's orders, newest first. */
export async function selectOrderSummaries(db: Queryable, customerId: string): Promise<OrderSummary[]> {
  const { rows } = await db.query<OrderSummary>(
    `SELECT ${SUMMARY_COLUMNS} FROM orders o WHERE o.customer_id = $1 ORDER BY o.created_at DESC, o.number DESC`,
    [customerId],
  );
  return rows;
}

/** One of the customer's orders with its lines; null when it is not hers (or does not exist). */
/** The id of the customer's order with this number, or null (another customer's number is null too). */
export async function selectOrderIdByNumber(db: Queryable, customerId: string, number: string): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(
    'SELECT id FROM orders WHERE number = $1::bigint AND customer_id = $2',
    [number, customerId],
  );
  return rows[0]?.id ?? null;
}

/**
 * Statuses from which the shopper may ask for a return (within the window): not while a parcel is on its way
 * (shipped), whose window starts again when it is delivered.
 */
export const RETURNABLE_STATUSES: readonly OrderStatus[] = ['paid', 'partly-shipped', 'delivered'];
const RETURN_WINDOW_MS = RETURN_WINDOW_DAYS * 24 * 60 * 60 * 1000;

type OrderDetailRow = Omit<
  Order,
  | 'lines'
  | 'paidAt'
  | 'discount'
  | 'shipment'
  | 'deliveredAt'
  | 'cancelledAt'
  | 'returnableUntil'
  | 'returns'
  | 'shipments'
  | 'refunds'
> & {
  paidAt: Date | string | null;
  shippingAddress: ShippingDetails | string;
  discountCents: number;
  discountCode: string | null;
  discountLabel: string | null;
  discountPercent: number | null;
  carrier: string | null;
  trackingNumber: string | null;
  shippedAt: Date | string | null;
  deliveredAt: Date | string | null;
  cancelledAt: Date | string | null;
};

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * One of the customer's orders with its lines, its steps and its returns; null when it is not hers (or does
 * not exist). `customerId` null reads any order (the staff command). `now` decides whether the 30-day return
 * window is still open.
 */
export async function selectOrder(
  db: Queryable,
  customerId: string | null,
  orderId: string,
  now: Date = new Date(),
): Promise<Order | null> {
  const { rows } = await db.query<OrderDetailRow>(
    `SELECT ${SUMMARY_COLUMNS}, o.subtotal_cents AS "subtotalCents", o.tax_cents AS "taxCents",
            o.shipping_cents AS "shippingCents", o.email, o.shipping_address AS "shippingAddress", o.paid_at AS "paidAt",
            o.discount_cents AS "discountCents", o.discount_code AS "discountCode", o.discount_label AS "discountLabel",
            o.discount_percent AS "discountPercent", o.carrier, o.tracking_number AS "trackingNumber",
            o.shipped_at AS "shippedAt", o.delivered_at AS "deliveredAt", o.cancelled_at AS "cancelledAt",
            o.refunded_cents AS "refundedCents"
       FROM orders o WHERE o.id = $1 AND ($2::uuid IS NULL OR o.customer_id = $2::uuid)`,
    [orderId, customerId],
  );
  const row = rows[0];
  if (!row) return null;
  const { rows: lines } = await db.query<Omit<OrderLine, 'returnableQuantity'> & { askedBack: number }>(
    `SELECT l.line_no AS "lineNo", l.product_id AS "productId", l.name, l.image, l.color, l.size, l.quantity,
            l.unit_price_cents AS "unitPriceCents", l.line_total_cents AS "lineTotalCents",
            coalesce(p.final_sale, false) AS "finalSale",
            ((SELECT coalesce(sum(r.quantity), 0) FROM order_return_lines r
               WHERE r.order_id = l.order_id AND r.line_no = l.line_no)
             + (SELECT coalesce(sum(fl.quantity), 0) FROM order_refund_lines fl JOIN order_refunds f ON f.id = fl.refund_id
                 WHERE fl.order_id = l.order_id AND fl.line_no = l.line_no AND f.status IN ('requested', 'made')))::int
              AS "askedBack"
       FROM order_lines l LEFT JOIN products p ON p.id = l.product_id
      WHERE l.order_id = $1 ORDER BY l.line_no`,
    [orderId],
  );
  const photos = await selectPhotosOfPaths(
    db,
    lines.map((l) => l.image),
  );
  const {
    discountCents,
    discountCode,
    discountLabel,
    discountPercent,
    carrier,
    trackingNumber,
    shippedAt,
    deliveredAt,
    cancelledAt,
    ...summary
  } = row;
  const shipping = typeof row.shippingAddress === 'string' ? JSON.parse(row.shippingAddress) : row.shippingAddress;
  const windowFrom = deliveredAt ?? row.paidAt;
  const until = windowFrom === null ? null : new Date(new Date(windowFrom).getTime() + RETURN_WINDOW_MS);
  const windowOpen = RETURNABLE_STATUSES.includes(row.status) && until !== null && now <= until;
  return {
    ...summary,
    shippingAddress: shipping as ShippingDetails,
    paidAt: iso(row.paidAt),
    discount: orderDiscount(discountCents, discountCode, discountLabel, discountPercent),
    shipment: carrier && trackingNumber && shippedAt ? { carrier, trackingNumber, shippedAt: iso(shippedAt)! } : null,
    deliveredAt: iso(deliveredAt),
    cancelledAt: iso(cancelledAt),
    returnableUntil: windowOpen ? until!.toISOString() : null,
    returns: await selectOrderReturns(db, orderId),
    shipments: await selectOrderShipments(db, orderId),
    refunds: await selectMadeRefunds(db, orderId),
    lines: lines.map(({ askedBack, ...l }) => ({
      ...l,
      ...placeholderOf(photos, l.image),
      color: l.color as Color,
      size: l.size as Size,
      returnableQuantity: windowOpen && !l.finalSale ? Math.max(l.quantity - askedBack, 0) : 0,
    })),
  };
}

/** The order's one discount as the shopper saw it: its code's line, or the birthday discount. */
function orderDiscount(
  amountCents: number,
  code: string | null,
  label: string | null,
  percent: number | null,
): QuoteDiscount | null {
  if (amountCents <= 0) return null;
  if (code) return { kind: 'code', code, label: label ?? `Code ${code}`, percent, amountCents };
  return { kind: 'birthday', label: BIRTHDAY_DISCOUNT_LABEL, percent: BIRTHDAY_DISCOUNT_PERCENT, amountCents };
}

/** `{ placeholder }` of the photo a line's image path names, or nothing (a drawing, a deleted photo). */
function placeholderOf(photos: Map<string, PhotoFacts>, image: string): { placeholder?: string } {
  const photo = photos.get(parsePhotoPath(image)?.hash ?? '');
  return photo ? { placeholder: photo.placeholder } : {};
}

/** The order's returns, oldest first, with their lines. */
export async function selectOrderReturns(db: Queryable, orderId: string): Promise<OrderReturn[]> {
  const { rows } = await db.query<
    Omit<OrderReturn, 'requestedAt' | 'receivedAt' | 'refundedAt'> & {
      requestedAt: Date | string;
      receivedAt: Date | string | null;
      refundedAt: Date | string | null;
    }
  >(
    `SELECT r.id, 'R' || r.number AS number, r.status, r.kind, r.reason, r.refund_cents AS "refundCents",
            r.requested_at AS "requestedAt", r.received_at AS "receivedAt", r.refunded_at AS "refundedAt",
            coalesce((SELECT json_agg(json_build_object('lineNo', rl.line_no, 'name', l.name, 'quantity', rl.quantity,
                                        'replacement', CASE WHEN rl.replacement_size IS NULL THEN NULL ELSE
                                          json_build_object('color', rl.replacement_color, 'size', rl.replacement_size) END)
                                      ORDER BY rl.line_no)
                        FROM order_return_lines rl
                        JOIN order_lines l ON l.order_id = rl.order_id AND l.line_no = rl.line_no
                       WHERE rl.return_id = r.id), '[]'::json) AS lines
       FROM order_returns r WHERE r.order_id = $1 ORDER BY r.requested_at, r.number`,
    [orderId],
  );
  return rows.map((r) => ({
    ...r,
    lines: typeof r.lines === 'string' ? JSON.parse(r.lines) : r.lines,
    requestedAt: iso(r.requestedAt)!,
    receivedAt: iso(r.receivedAt),
    refundedAt: iso(r.refundedAt),
  }));
}

/** The order's parcels, oldest first, with their lines (or the exchange whose replacement they carry). */
export async function selectOrderShipments(db: Queryable, orderId: string): Promise<OrderShipment[]> {
  const { rows } = await db.query<Omit<OrderShipment, 'trackingUrl' | 'shippedAt'> & { shippedAt: Date | string }>(
    `SELECT s.carrier, s.tracking_number AS "trackingNumber", s.shipped_at AS "shippedAt",
            CASE WHEN s.return_id IS NULL THEN NULL ELSE (SELECT 'R' || r.number FROM order_returns r WHERE r.id = s.return_id) END
              AS "exchangeNumber",
            coalesce((SELECT json_agg(json_build_object('lineNo', l.line_no, 'name', l.name, 'quantity', l.quantity)
                                      ORDER BY l.line_no)
                        FROM order_shipment_lines sl JOIN order_lines l ON l.order_id = sl.order_id AND l.line_no = sl.line_no
                       WHERE sl.shipment_id = s.id),
                     (SELECT json_agg(json_build_object('lineNo', l.line_no, 'name', l.name || ' (' || rl.replacement_color
                                                        || ', ' || upper(rl.replacement_size) || ')', 'quantity', rl.quantity))
                        FROM order_return_lines rl JOIN order_lines l ON l.order_id = rl.order_id AND l.line_no = rl.line_no
                       WHERE rl.return_id = s.return_id),
                     '[]'::json) AS lines
       FROM order_shipments s WHERE s.order_id = $1 ORDER BY s.shipped_at, s.id`,
    [orderId],
  );
  return rows.map((s) => ({
    ...s,
    lines: typeof s.lines === 'string' ? JSON.parse(s.lines) : s.lines,
    shippedAt: iso(s.shippedAt)!,
    trackingUrl: trackingUrl(s.carrier, s.trackingNumber),
  }));
}

/** Refunds the processor made, oldest first (what the shopper's order and receipt show). */
export async function selectMadeRefunds(db: Queryable, orderId: string): Promise<OrderRefund[]> {
  const { rows } = await db.query<{ amountCents: number; kind: OrderRefund['kind']; refundedAt: Date | string }>(
    `SELECT amount_cents AS "amountCents", kind, coalesce(settled_at, created_at) AS "refundedAt"
       FROM order_refunds WHERE order_id = $1 AND status = 'made' ORDER BY coalesce(settled_at, created_at), id`,
    [orderId],
  );
  return rows.map((r) => ({ ...r, refundedAt: iso(r.refundedAt)! }));
}
