import type { CartQuote } from 'contracts';
import type { Queryable } from '../../db/database';
import type { CodeReader } from './code-cache';
import { codeDiscountOf, codeMessages, refuse, type CodeVerdict } from './code-rules';
import { selectCode, selectCustomerUses } from './queries';

/** The shopper's text as a code is stored: trimmed, upper case. */
export const normaliseCode = (text: string) => text.trim().toUpperCase();

/** The bag as the code check reads it: its priced lines, and the category of each line's product. */
export interface BagForCode {
  quote: Pick<CartQuote, 'lines' | 'subtotalCents'>;
  categoryOf: Map<string, string>;
}

/**
 * Whether the code applies to this priced bag at `now`, for this customer (null: a guest), and what it takes
 * off; else the refusal the bag shows. Checks, in the order a shopper can fix them: the code exists and is on,
 * its dates, its total and per-customer uses, its audience, its minimum (on the whole bag's subtotal), its scope.
 * `readCode` is the database (the purchase, in its transaction) or the quote's kept codes (code-cache.ts); the
 * customer's own uses are always read from the database, and only when a limit needs them.
 */
export async function checkCode(
  db: Queryable,
  code: string,
  { quote, categoryOf }: BagForCode,
  customerId: string | null,
  now: Date,
  readCode: CodeReader = selectCode,
): Promise<CodeVerdict> {
  const row = await readCode(db, code);
  if (!row) return refuse('unknown', codeMessages.unknown(code));
  if (!row.active) return refuse('inactive', codeMessages.inactive(code));
  if (row.endsAt && now >= row.endsAt) return refuse('expired', codeMessages.expired(code, row.endsAt));
  if (now < row.startsAt) return refuse('not-yet-valid', codeMessages.notYetValid(code, row.startsAt));
  let mine: { kept: number; pending: number } | undefined;
  const uses = async () => (mine ??= await selectCustomerUses(db, row.id, customerId!));
  // Her own unpaid checkout's use is not counted against her: the purchase gives it back before taking one.
  if (row.maxUses !== null && row.usesHeld >= row.maxUses) {
    const ownPending = customerId === null ? 0 : (await uses()).pending;
    if (row.usesHeld - ownPending >= row.maxUses) return refuse('used-up', codeMessages.usedUp(code));
  }
  if (row.audience === 'accounts' && customerId === null)
    return refuse('accounts-only', codeMessages.accountsOnly(code));
  if (row.maxUsesPerCustomer !== null && customerId !== null && (await uses()).kept >= row.maxUsesPerCustomer) {
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
