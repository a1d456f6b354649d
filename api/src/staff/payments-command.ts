import type { StepContext } from '../modules/orders/lifecycle';
import { selectCharge, type ChargeRow } from '../modules/payments/charge-queries';
import { refundDueCharges } from '../modules/payments/charge-refunds';
import type { PaymentsContext } from '../modules/payments/context';
import { formatReconciliation, reconcilePayments } from '../modules/payments/reconcile';
import { settleUnheardCharge } from '../modules/payments/scheduled-reconciliation';
import { parseArgs, type ShopCommandOutput } from './command-line';

const DAY_MS = 24 * 60 * 60 * 1000;

const describeOutcome = (charge: ChargeRow) =>
  charge.outcome === 'paid'
    ? `order ${charge.orderNumber} is paid`
    : `${charge.outcome === 'refunded' ? 'refunded in full' : 'refund due'} (${charge.reason})`;

/**
 * `npm run shop -- payments reconcile [--since YYYY-MM-DD] [--settle]`: every charge at the processor against the shop's
 * orders and refunds (modules/payments/reconcile.ts). Prints each mismatch and the totals; exit 0 when all
 * match, 1 when anything does not (or the processor cannot be read); null when the command is not understood.
 */
export async function runPaymentsCommand(
  ctx: StepContext,
  argv: string[],
  io: ShopCommandOutput,
): Promise<number | null> {
  const { positional, options } = parseArgs(argv);
  const now = ctx.now?.() ?? new Date();
  const since = options.since === undefined ? new Date(now.getTime() - 30 * DAY_MS) : new Date(options.since);
  if (positional.join(' ') !== 'reconcile' || Number.isNaN(since.getTime())) return null;
  if (!ctx.stripe) {
    io.err('Card payments are disabled here: there is no processor to reconcile with.');
    return 1;
  }
  try {
    const result = await reconcilePayments({ db: ctx.db, stripe: ctx.stripe }, { since, now });
    for (const line of formatReconciliation(result)) io.out(line);
    if (options.settle !== undefined) {
      // As the hourly job does: a charge no webhook reached is settled now (a paid order or a refund).
      for (const m of result.mismatches) {
        if (m.kind !== 'charged-without-paid-order' || !m.paymentIntentId) continue;
        await settleUnheardCharge(ctx as PaymentsContext, m.paymentIntentId);
        await refundDueCharges(ctx);
        const charge = await selectCharge(ctx.db, m.paymentIntentId);
        io.out(`Settled ${m.paymentIntentId}: ${charge ? describeOutcome(charge) : 'not ours to settle'}`);
      }
    }
    return result.mismatches.length === 0 ? 0 : 1;
  } catch (error) {
    io.err(`The processor could not be read: ${(error as Error).message}`);
    return 1;
  }
}
