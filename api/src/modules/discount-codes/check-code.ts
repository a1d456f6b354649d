import type { CartQuote } from 'contracts';
import type { Queryable } from '../../db/database';
import { codeDiscountOf, codeMessages, refuse, type CodeVerdict } from './code-rules';
import { selectCodeForBag } from './queries';

/** The shopper's text as a code is stored: trimmed, upper case. */
export const normaliseCode = (text: string) => text.trim().toUpperCase();

/**
 * Whether the code applies to this priced bag at `now`, for this customer (null: a guest), and what it takes
 * off; else the refusal the bag shows. Checks, in the order a shopper can fix them: the code exists and is on,
 * its dates, its total and per-customer uses, its audience, its minimum (on the whole bag's subtotal), its scope.
 */
export async function checkCode(
  db: Queryable,
  code: string,
  quote: Pick<CartQuote, 'lines' | 'subtotalCents'>,
  customerId: string | null,
  now: Date,
): Promise<CodeVerdict> {
  const found = await selectCodeForBag(db, code, [...new Set(quote.lines.map((l) => l.productId))], customerId);
  if (!found) return refuse('unknown', codeMessages.unknown(code));
  const { row, mine, categoryOf } = found;
  if (!row.active) return refuse('inactive', codeMessages.inactive(code));
  if (row.endsAt && now >= row.endsAt) return refuse('expired', codeMessages.expired(code, row.endsAt));
  if (now < row.startsAt) return refuse('not-yet-valid', codeMessages.notYetValid(code, row.startsAt));
  // Her own unpaid checkout's use is not counted against her: the purchase gives it back before taking one.
  if (row.maxUses !== null && row.usesHeld - mine.pending >= row.maxUses) {
    return refuse('used-up', codeMessages.usedUp(code));
  }
  if (row.audience === 'accounts' && customerId === null)
    return refuse('accounts-only', codeMessages.accountsOnly(code));
  if (row.maxUsesPerCustomer !== null && mine.kept >= row.maxUsesPerCustomer) {
    return refuse('customer-limit', codeMessages.customerLimit(code, row.maxUsesPerCustomer));
  }
  if (quote.subtotalCents < row.minimumSubtotalCents) {
    return refuse(
      'below-minimum',
      codeMessages.belowMinimum(code, row.minimumSubtotalCents, row.minimumSubtotalCents - quote.subtotalCents),
    );
  }
  const discount = codeDiscountOf(row, quote.lines, categoryOf);
  if (!discount) return refuse('not-in-bag', codeMessages.notInBag(code));
  return { applies: true, row, discount };
}
