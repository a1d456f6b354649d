import type Stripe from 'stripe';
import type { Counter } from 'prom-client';
import { selectCharge } from './charge-queries';
import type { PaymentsContext } from './context';
import { reconcilePayments, RECONCILE_GRACE_MS } from './reconcile';
import { applyPaymentEvent } from './service';

/**
 * The reconciliation on a schedule (app.ts, hourly by default): the last two periods and a day (so a charge
 * that was still in its grace period last time is looked at again), each mismatch logged as an error and
 * counted in vesna_payment_mismatches_total by kind, for an alert. A succeeded charge the shop never heard of
 * (every webhook delivery failed: the API was down longer than the processor kept trying) is then settled as
 * its webhook would have been: a paid order or a refund. Never throws.
 */
export async function runScheduledReconciliation(
  ctx: PaymentsContext,
  mismatches: Counter<'kind'>,
  everyMs: number,
  now: Date = new Date(),
): Promise<number> {
  if (!ctx.stripe) return 0;
  const since = new Date(now.getTime() - 2 * everyMs - RECONCILE_GRACE_MS - 24 * 60 * 60 * 1000);
  try {
    const result = await reconcilePayments({ db: ctx.db, stripe: ctx.stripe }, { since, now });
    for (const mismatch of result.mismatches) {
      mismatches.inc({ kind: mismatch.kind });
      ctx.log.error({ paymentMismatch: mismatch }, 'payments reconciliation: mismatch');
      if (mismatch.kind === 'charged-without-paid-order' && mismatch.paymentIntentId) {
        await settleUnheardCharge(ctx, mismatch.paymentIntentId);
      }
    }
    ctx.log.info(
      { charges: result.charges, paidOrders: result.paidOrders, mismatches: result.mismatches.length },
      'payments reconciled',
    );
    return result.mismatches.length;
  } catch (error) {
    ctx.log.error({ err: error }, 'payments reconciliation failed');
    return 0;
  }
}

/** Settles a charge no webhook ever reached, through the same code as the webhook (a synthetic event, once). */
export async function settleUnheardCharge(ctx: PaymentsContext, intentId: string): Promise<void> {
  if (await selectCharge(ctx.db, intentId)) return;
  const intent = await ctx.stripe!.paymentIntents.retrieve(intentId);
  const event = {
    id: `evt_reconcile_${intent.id}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: intent },
  } as unknown as Stripe.Event;
  await applyPaymentEvent(ctx, event);
  ctx.log.warn({ paymentIntent: intentId }, 'payments reconciliation: settled a charge no webhook reached');
}
