import type Stripe from 'stripe';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../http-errors';
import { recordAudit } from '../audit/record-audit';
import { callProcessor, requireStripe, type PaymentsContext } from '../payments/context';
import type { StepContext } from './step-context';
import type { OrderStepRow } from './lifecycle-queries';
import { releaseUse } from '../discount-codes/queries';

/**
 * A refund in three steps, so the processor is never called inside a database transaction (a slow processor
 * would hold the order's row lock, and a refund made at the processor could be rolled back here):
 *   1. recordRefundIntent, in the caller's transaction under the order's row lock: a row 'requested' that
 *      already counts against what is left to refund (refundableCentsOf), so concurrent refunds never exceed
 *      the payment;
 *   2. makeRefund calls the processor with the row's own idempotency key;
 *   3. and settles: 'made' (the money on orders.refunded_cents, once) or 'failed' with why.
 * A retry of a 'failed' or interrupted 'requested' row calls the processor again with the same key: it
 * refunds once.
 */

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

export type RefundKind = 'partial' | 'cancel' | 'return';

/** Who did a step, for the audit log: a staff member, or the shop itself (a webhook, a job). */
export interface StepActor {
  staffId: number | null;
  name: string;
}

export interface RefundRow {
  id: string;
  orderId: string;
  kind: RefundKind;
  returnId: string | null;
  amountCents: number;
  status: 'requested' | 'made' | 'failed';
  failure: string | null;
  processorRefundId: string | null;
  requestFingerprint: string | null;
}

const REFUND_ROW = `id, order_id AS "orderId", kind, return_id AS "returnId", amount_cents AS "amountCents", status,
  failure, processor_refund_id AS "processorRefundId", request_fingerprint AS "requestFingerprint"`;

/** What may still be refunded: the total less what is refunded or being refunded (call under the order's lock). */
export async function refundableCentsOf(db: Queryable, orderId: string): Promise<number> {
  const { rows } = await db.query<{ cents: number }>(
    `SELECT (o.total_cents - coalesce((SELECT sum(r.amount_cents) FROM order_refunds r
              WHERE r.order_id = o.id AND r.status IN ('requested', 'made')), 0))::int AS cents
       FROM orders o WHERE o.id = $1`,
    [orderId],
  );
  return rows[0]?.cents ?? 0;
}

export async function selectRefundByKey(db: Queryable, orderId: string, key: string): Promise<RefundRow | null> {
  const { rows } = await db.query<RefundRow>(
    `SELECT ${REFUND_ROW} FROM order_refunds WHERE order_id = $1 AND idempotency_key = $2`,
    [orderId, key],
  );
  return rows[0] ?? null;
}

/** Step 1: the intent, in the caller's transaction (which holds the order's row lock). */
export async function recordRefundIntent(
  tx: Queryable,
  intent: {
    orderId: string;
    kind: RefundKind;
    returnId?: string | null;
    idempotencyKey: string;
    fingerprint?: string | null;
    amountCents: number;
    note?: string | null;
    lines?: { lineNo: number; quantity: number }[];
  },
  actor: StepActor | null,
): Promise<RefundRow> {
  const { rows } = await tx.query<RefundRow>(
    `INSERT INTO order_refunds (order_id, kind, return_id, idempotency_key, request_fingerprint, amount_cents, note, staff_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${REFUND_ROW}`,
    [
      intent.orderId,
      intent.kind,
      intent.returnId ?? null,
      intent.idempotencyKey,
      intent.fingerprint ?? null,
      intent.amountCents,
      intent.note || null,
      actor?.staffId ?? null,
    ],
  );
  const refund = rows[0]!;
  if (intent.lines?.length) {
    await tx.query(
      `INSERT INTO order_refund_lines (refund_id, order_id, line_no, quantity)
       SELECT $1, $2, w.line_no, w.quantity FROM unnest($3::int[], $4::int[]) AS w(line_no, quantity)`,
      [refund.id, intent.orderId, intent.lines.map((l) => l.lineNo), intent.lines.map((l) => l.quantity)],
    );
  }
  if (actor) await auditRefund(tx, actor, refund, 'order.refund-requested', {});
  return refund;
}

/** How long a 'requested' refund is taken to be in flight (its call running) before a retry may call again. */
const IN_FLIGHT_SECONDS = 60;

/**
 * A refund not made, asked again (under the order's lock): a 'failed' one goes back to 'requested' if what is
 * left still covers it; one 'requested' moments ago is in flight (another call is making it): 409.
 */
export async function reopenFailedRefund(tx: Queryable, refund: RefundRow & { inFlight?: boolean }): Promise<void> {
  if (refund.status === 'requested' && refund.inFlight) {
    throw new HttpError(409, 'This refund is being made right now: nothing else was changed.');
  }
  if (refund.status !== 'failed') return;
  if ((await refundableCentsOf(tx, refund.orderId)) < refund.amountCents) {
    throw new HttpError(409, 'Only less than this refund is left to refund on the order: nothing was refunded.');
  }
  // Its lines may have been refunded or returned since it failed (it held them only while requested).
  const { rows: taken } = await tx.query<{ lineNo: number }>(
    `SELECT fl.line_no AS "lineNo" FROM order_refund_lines fl JOIN order_lines l ON l.order_id = fl.order_id AND l.line_no = fl.line_no
      WHERE fl.refund_id = $1 AND fl.quantity > l.quantity
        - (SELECT coalesce(sum(rl.quantity), 0) FROM order_return_lines rl WHERE rl.order_id = l.order_id AND rl.line_no = l.line_no)
        - (SELECT coalesce(sum(ol.quantity), 0) FROM order_refund_lines ol JOIN order_refunds o ON o.id = ol.refund_id
            WHERE ol.order_id = l.order_id AND ol.line_no = l.line_no AND o.status IN ('requested', 'made'))`,
    [refund.id],
  );
  if (taken.length > 0) {
    throw new HttpError(409, `Line ${taken[0]!.lineNo} was refunded or returned since: nothing was refunded.`);
  }
  await tx.query(`UPDATE order_refunds SET status = 'requested', failure = NULL WHERE id = $1`, [refund.id]);
}

/** The processor's idempotency key of a refund: the cancellation and a return keep the keys they always had. */
function processorKeyOf(refund: RefundRow): string {
  if (refund.kind === 'cancel') return `cancel:${refund.orderId}`;
  if (refund.kind === 'return') return `return:${refund.returnId}`;
  return `refund:${refund.id}`;
}

export interface MadeRefund {
  refund: RefundRow;
  /** True when this call settled it (false: it was made before, by another call). */
  settledNow: boolean;
  /** The processor's refund is final (a pending one is confirmed by charge.refunded). */
  succeeded: boolean;
}

/**
 * Steps 2 and 3, outside any transaction. `onMade` runs in the settling transaction, once, when this call is
 * the one that settled the refund (its mails, the return's state). A processor failure marks the row failed,
 * with why, and throws 502 naming it: nothing is recorded as refunded.
 */
export async function makeRefund(
  ctx: StepContext,
  refundId: string,
  actor: StepActor | null,
  onMade: (tx: Queryable, refund: RefundRow, succeeded: boolean) => Promise<void> = async () => {},
): Promise<MadeRefund> {
  const stripe = requireStripe(ctx as PaymentsContext);
  const { rows } = await ctx.db.query<
    RefundRow & { paymentIntentId: string | null; number: string; returnNumber: string | null }
  >(
    `SELECT r.id, r.order_id AS "orderId", r.kind, r.return_id AS "returnId", r.amount_cents AS "amountCents",
            r.status, r.failure, r.processor_refund_id AS "processorRefundId", o.payment_intent_id AS "paymentIntentId",
            o.number::text AS number, (SELECT 'R' || x.number FROM order_returns x WHERE x.id = r.return_id) AS "returnNumber"
       FROM order_refunds r JOIN orders o ON o.id = r.order_id WHERE r.id = $1`,
    [refundId],
  );
  const row = rows[0]!;
  if (row.status === 'made') return { refund: row, settledNow: false, succeeded: true };
  let made: { id: string; status: string | null };
  try {
    made = await refundAtProcessor(
      ctx,
      stripe,
      { id: row.orderId, number: row.number, paymentIntentId: row.paymentIntentId },
      row.amountCents,
      processorKeyOf(row),
      row.returnId
        ? { return_id: row.returnId, return_number: row.returnNumber ?? '', refund_id: row.id }
        : { refund_id: row.id },
    );
  } catch (error) {
    const why = error instanceof HttpError ? error.message : 'The payment processor refused the refund.';
    await ctx.db.transaction(async (tx) => {
      const { rows: failed } = await tx.query(
        `UPDATE order_refunds SET status = 'failed', failure = $2 WHERE id = $1 AND status = 'requested' RETURNING id`,
        [row.id, why],
      );
      if (failed.length > 0 && actor) await auditRefund(tx, actor, row, 'order.refund-failed', { failure: why });
    });
    throw new HttpError(502, `The refund of order ${row.number} was not made: ${why} Nothing was refunded.`);
  }
  return ctx.db.transaction(async (tx) => {
    const { rows: settled } = await tx.query<RefundRow>(
      `UPDATE order_refunds SET status = 'made', processor_refund_id = $2, failure = NULL, settled_at = now()
        WHERE id = $1 AND status <> 'made' RETURNING ${REFUND_ROW}`,
      [row.id, made.id],
    );
    const refund = settled[0];
    if (!refund) return { refund: row, settledNow: false, succeeded: true };
    const { rows: totals } = await tx.query<{ refundedInFull: boolean }>(
      `UPDATE orders SET refunded_cents = refunded_cents + $2, updated_at = now() WHERE id = $1
       RETURNING refunded_cents >= total_cents AS "refundedInFull"`,
      [row.orderId, row.amountCents],
    );
    // Refunded in full (a cancellation, the last return, the staff's refunds adding up): the order's discount code
    // use is given back, once (releaseUse clears the order's hold in the statement that checks it).
    if (totals[0]?.refundedInFull) await releaseUse(tx, row.orderId);
    const succeeded = made.status === 'succeeded';
    await onMade(tx, refund, succeeded);
    if (actor) await auditRefund(tx, actor, refund, 'order.refund-made', { processorRefundId: made.id });
    return { refund, settledNow: true, succeeded };
  });
}

async function auditRefund(tx: Queryable, actor: StepActor, refund: RefundRow, action: string, extra: object) {
  await recordAudit(tx, {
    staffId: actor.staffId,
    actorName: actor.name,
    action,
    entity: 'order',
    entityId: refund.orderId,
    after: { refundId: refund.id, kind: refund.kind, amountCents: refund.amountCents, ...extra },
  });
}

/** The order's refunds still waiting for the processor (requested or failed) of one kind, newest first. */
export async function selectOpenRefund(
  db: Queryable,
  orderId: string,
  kind: RefundKind,
  returnId: string | null = null,
): Promise<(RefundRow & { inFlight: boolean }) | null> {
  const { rows } = await db.query<RefundRow & { inFlight: boolean }>(
    `SELECT ${REFUND_ROW}, created_at > now() - make_interval(secs => ${IN_FLIGHT_SECONDS}) AS "inFlight" FROM order_refunds
      WHERE order_id = $1 AND kind = $2 AND ($3::uuid IS NULL OR return_id = $3::uuid) AND status <> 'made'
      ORDER BY created_at DESC LIMIT 1`,
    [orderId, kind, returnId],
  );
  return rows[0] ?? null;
}
