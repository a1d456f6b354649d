import type {
  StaffOrder,
  StaffOrderList,
  StaffOrderListItem,
  StaffOrderListQuery,
  StaffRefund,
  StaffReturnQueue,
  StaffTimelineEntry,
} from 'contracts/staff';
import { STAFF_ORDER_PAGE_SIZE } from 'contracts/staff';
import { PAID_ORDER_STATUSES } from 'contracts/order-status';
import type { Queryable } from '../../db/database';
import { notFound } from '../../http-errors';
import { selectRefundableLines } from '../orders/lifecycle-queries';
import { selectOrder } from '../orders/queries';
import { refundableCentsOf } from '../orders/refunds';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
/** Orders the staff never work on unless they ask for them: a checkout that was never paid. */
const UNPAID = ['pending', 'failed', 'expired'];

/**
 * GET /staff/orders: newest first, by keyset on (created_at, id) so a page costs the same at 100,000 orders
 * as at 100 (no OFFSET, no count): each filter has an index (0022_order_fulfilment.sql). The search is an
 * order number (its unique index), an e-mail prefix (lower(email) text_pattern_ops) or part of a name
 * (trigram).
 */
export async function selectStaffOrderPage(db: Queryable, query: StaffOrderListQuery): Promise<StaffOrderList> {
  const where: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  if (query.status === 'unshipped') where.push(`o.status IN ('paid', 'partly-shipped')`);
  else if (query.status === 'pending') where.push(`o.status IN ('pending', 'failed', 'expired')`);
  else if (query.status) where.push(`o.status = ${param(query.status)}`);
  else where.push(`o.status NOT IN (${UNPAID.map((s) => param(s)).join(', ')})`);
  // Days of the shop (Kyiv), both ends included.
  if (query.from) where.push(`o.created_at >= (${param(query.from)}::date)::timestamp AT TIME ZONE 'Europe/Kyiv'`);
  if (query.to) where.push(`o.created_at < (${param(query.to)}::date + 1)::timestamp AT TIME ZONE 'Europe/Kyiv'`);
  const q = query.q.trim();
  if (/^#?\d{6,15}$/.test(q)) where.push(`o.number = ${param(q.replace('#', ''))}::bigint`);
  else if (q.includes('@')) where.push(`lower(o.email) LIKE ${param(`${likeEscaped(q.toLowerCase())}%`)}`);
  else if (q) {
    const like = param(`%${likeEscaped(q.toLowerCase())}%`);
    where.push(
      `(lower(o.billing_name) LIKE ${like} OR lower(o.email) LIKE ${param(`${likeEscaped(q.toLowerCase())}%`)})`,
    );
  }
  if (query.cursor) {
    const [at, id] = query.cursor.split('_');
    where.push(`(o.created_at, o.id) < (${param(at)}::timestamptz, ${param(id)}::uuid)`);
  }
  const limit = param(STAFF_ORDER_PAGE_SIZE + 1);
  // The page first, then its line counts: a search that matches hundreds counts 26 orders' lines, not all.
  const { rows } = await db.query<StaffOrderListItem & { cursorAt: string }>(
    `WITH page AS (
       SELECT o.id, o.number, o.created_at, o.status, o.email, o.billing_name, o.total_cents, o.refunded_cents
         FROM orders o
        WHERE ${where.join(' AND ')}
        ORDER BY o.created_at DESC, o.id DESC
        LIMIT ${limit})
     SELECT p.id, p.number::text AS number, p.created_at AS "createdAt", p.status, p.email, p.billing_name AS name,
            p.total_cents AS "totalCents", p.refunded_cents AS "refundedCents",
            (SELECT count(*) FROM order_lines l WHERE l.order_id = p.id)::int AS "lineCount",
            (SELECT count(*) FROM order_shipment_lines sl WHERE sl.order_id = p.id)::int AS "shippedLineCount",
            to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "cursorAt"
       FROM page p ORDER BY p.created_at DESC, p.id DESC`,
    params,
  );
  const page = rows.slice(0, STAFF_ORDER_PAGE_SIZE);
  const last = page.at(-1);
  return {
    items: page.map(({ cursorAt: _cursorAt, ...item }) => ({ ...item, createdAt: iso(item.createdAt)! })),
    nextCursor: rows.length > STAFF_ORDER_PAGE_SIZE && last ? `${last.cursorAt}_${last.id}` : null,
  };
}

/** Words of the audit log's order actions, for the timeline. */
const STEP_WORDS: Record<string, (after: Record<string, unknown>) => string> = {
  'order.ship': (a) =>
    `Shipped line${(a.lineNos as number[]).length > 1 ? 's' : ''} ${(a.lineNos as number[]).join(', ')} with ${a.carrier} (${a.trackingNumber})`,
  'order.deliver': () => 'Marked delivered',
  'order.cancel': (a) => `Cancelled, ${money(a.refundCents as number)} refunded, stock back`,
  'order.refund-requested': (a) => `Refund of ${money(a.amountCents as number)} asked (${a.kind})`,
  'order.refund-made': (a) => `Refund of ${money(a.amountCents as number)} made by the processor`,
  'order.refund-failed': (a) => `Refund of ${money(a.amountCents as number)} failed: ${a.failure}`,
  'return.receive': (a) => `Return received, stock back (refund ${money(a.refundCents as number)})`,
  'exchange.receive': () => 'Exchange received, stock back',
  'exchange.ship': (a) => `Exchange replacement shipped with ${a.carrier} (${a.trackingNumber})`,
};
const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** An order's id by its number ("100042") or id; null when there is none. */
async function selectOrderIdByRef(db: Queryable, ref: string): Promise<{ id: string } | null> {
  const byNumber = /^\d{1,15}$/.test(ref);
  if (!byNumber && !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(ref)) return null;
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM orders WHERE ${byNumber ? 'number = $1::bigint' : 'id = $1::uuid'}`,
    [ref],
  );
  return rows[0] ?? null;
}

/** GET /staff/orders/:id (number or id): the order with its customer, payment, refunds and timeline. */
export async function selectStaffOrder(db: Queryable, ref: string): Promise<StaffOrder> {
  const found = await selectOrderIdByRef(db, ref);
  if (!found) throw notFound(`No order ${ref}`);
  const order = (await selectOrder(db, null, found.id))!;
  const { rows } = await db.query<{
    customerId: string;
    customerName: string;
    customerEmail: string;
    billingName: string;
    billingAddress: Record<string, string> | string;
    method: 'card' | 'saved-card';
    intentId: string | null;
    createdAt: Date;
  }>(
    `SELECT c.id AS "customerId", c.first_name || ' ' || c.last_name AS "customerName", c.email AS "customerEmail",
            o.billing_name AS "billingName", o.billing_address AS "billingAddress", o.payment_method AS method,
            o.payment_intent_id AS "intentId", o.created_at AS "createdAt"
       FROM orders o JOIN customers c ON c.id = o.customer_id WHERE o.id = $1`,
    [found.id],
  );
  const row = rows[0]!;
  const refunds = await db.query<StaffRefund & { createdAt: Date; settledAt: Date | null }>(
    `SELECT f.id, f.kind, f.amount_cents AS "amountCents", f.status, f.failure, f.note, f.created_at AS "createdAt",
            f.settled_at AS "settledAt",
            coalesce((SELECT json_agg(json_build_object('lineNo', fl.line_no, 'quantity', fl.quantity) ORDER BY fl.line_no)
                        FROM order_refund_lines fl WHERE fl.refund_id = f.id), '[]'::json) AS lines
       FROM order_refunds f WHERE f.order_id = $1 ORDER BY f.created_at, f.id`,
    [found.id],
  );
  const refundable = await selectRefundableLines(db, found.id);
  return {
    ...order,
    customer: { id: row.customerId, name: row.customerName, email: row.customerEmail },
    billingName: row.billingName,
    billingAddress: typeof row.billingAddress === 'string' ? JSON.parse(row.billingAddress) : row.billingAddress,
    payment: { method: row.method, intentId: row.intentId },
    staffRefunds: refunds.rows.map((f) => ({
      ...f,
      lines: typeof f.lines === 'string' ? JSON.parse(f.lines) : f.lines,
      createdAt: iso(f.createdAt)!,
      settledAt: iso(f.settledAt),
    })),
    refundableLines: refundable.map((l) => ({ lineNo: l.lineNo, quantity: l.refundable })),
    refundableCents: PAID_ORDER_STATUSES.includes(order.status) ? await refundableCentsOf(db, found.id) : 0,
    timeline: await selectTimeline(db, order, row.createdAt),
  };
}

/** Every step (the shop's, the shopper's, the staff's from the audit log) and every mail, oldest first. */
async function selectTimeline(
  db: Queryable,
  order: StaffOrder | Awaited<ReturnType<typeof selectOrder>>,
  createdAt: Date,
): Promise<StaffTimelineEntry[]> {
  const o = order!;
  const entries: StaffTimelineEntry[] = [{ at: iso(createdAt)!, kind: 'step', text: 'Placed', by: null }];
  if (o.paidAt) entries.push({ at: o.paidAt, kind: 'step', text: 'Paid', by: null });
  for (const r of o.returns) {
    entries.push({
      at: r.requestedAt,
      kind: 'step',
      text: `${r.kind === 'exchange' ? 'Exchange' : 'Return'} ${r.number} asked: ${r.reason}`,
      by: 'the shopper',
    });
  }
  const audit = await db.query<{
    at: Date;
    action: string;
    by: string | null;
    after: Record<string, unknown> | string;
  }>(
    `SELECT at, action, staff_name AS by, after FROM audit_log
      WHERE entity = 'order' AND entity_id = $1 ORDER BY id`,
    [o.id],
  );
  for (const a of audit.rows) {
    const after = typeof a.after === 'string' ? JSON.parse(a.after) : (a.after ?? {});
    const words = STEP_WORDS[a.action];
    entries.push({ at: iso(a.at)!, kind: 'step', text: words ? words(after) : a.action, by: a.by });
  }
  const refs = [o.id, ...o.returns.map((r) => r.id)];
  const mails = await db.query<{ at: Date; subject: string; state: string }>(
    `SELECT coalesce(sent_at, created_at) AS at, subject, state FROM mail_queue
      WHERE ref = ANY($1::text[]) OR ref LIKE $2 OR ref IN (SELECT id::text FROM order_refunds WHERE order_id = $3)
      ORDER BY id`,
    [refs, `${o.id}:%`, o.id],
  );
  for (const m of mails.rows) {
    entries.push({
      at: iso(m.at)!,
      kind: 'mail',
      text: `${m.subject}${m.state === 'sent' ? '' : ` (${m.state})`}`,
      by: null,
    });
  }
  // A step's mail is stamped at its transaction's start, the step's audit entry a moment later: within the same
  // second the step comes first.
  const second = (at: string) => at.slice(0, 19);
  return entries.sort(
    (a, b) =>
      second(a.at).localeCompare(second(b.at)) ||
      (a.kind === b.kind ? 0 : a.kind === 'step' ? -1 : 1) ||
      a.at.localeCompare(b.at),
  );
}

/** GET /staff/returns: returns and exchanges the staff still have to receive, refund or ship, oldest first. */
export async function selectReturnQueue(db: Queryable): Promise<StaffReturnQueue> {
  const { rows } = await db.query<StaffReturnQueue['items'][number] & { requestedAt: Date }>(
    `SELECT r.id, 'R' || r.number AS number, r.kind, r.status, r.order_id AS "orderId", o.number::text AS "orderNumber",
            o.email, r.reason, r.requested_at AS "requestedAt",
            (SELECT json_agg(json_build_object('lineNo', rl.line_no, 'name', l.name, 'quantity', rl.quantity,
                    'replacement', CASE WHEN rl.replacement_size IS NULL THEN NULL
                      ELSE json_build_object('color', rl.replacement_color, 'size', rl.replacement_size) END)
                    ORDER BY rl.line_no)
               FROM order_return_lines rl JOIN order_lines l ON l.order_id = rl.order_id AND l.line_no = rl.line_no
              WHERE rl.return_id = r.id) AS lines
       FROM order_returns r JOIN orders o ON o.id = r.order_id
      WHERE r.status IN ('requested', 'received') AND o.status <> 'cancelled'
      ORDER BY r.requested_at LIMIT 200`,
  );
  return {
    items: rows.map((r) => ({
      ...r,
      lines: typeof r.lines === 'string' ? JSON.parse(r.lines) : r.lines,
      requestedAt: iso(r.requestedAt)!,
    })),
  };
}
