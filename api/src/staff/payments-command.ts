import type { StepContext } from '../modules/orders/lifecycle';
import { formatReconciliation, reconcilePayments } from '../modules/payments/reconcile';
import { parseArgs, type ShopCommandOutput } from './command-line';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * `npm run shop -- payments reconcile [--since YYYY-MM-DD]`: every charge at the processor against the shop's
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
    return result.mismatches.length === 0 ? 0 : 1;
  } catch (error) {
    io.err(`The processor could not be read: ${(error as Error).message}`);
    return 1;
  }
}
