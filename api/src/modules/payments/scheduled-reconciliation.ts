import type { Counter } from 'prom-client';
import type { PaymentsContext } from './context';
import { reconcilePayments, RECONCILE_GRACE_MS } from './reconcile';

/**
 * The reconciliation on a schedule (app.ts, hourly by default): the last two periods and a day (so a charge
 * that was still in its grace period last time is looked at again), each mismatch logged as an error and
 * counted in vesna_payment_mismatches_total by kind, for an alert. Never throws.
 */
export async function runScheduledReconciliation(
  ctx: Pick<PaymentsContext, 'db' | 'stripe' | 'log'>,
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
