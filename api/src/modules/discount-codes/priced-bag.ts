import type { CartQuote } from 'contracts';
import type { Queryable } from '../../db/database';
import { quoteAmounts, quoteCartWithCategories } from '../cart/service';
import { birthdayDiscount, birthdayEligibility, type BirthdayGrant } from '../promotions/birthday-discount';
import type { CodeReader } from './code-cache';
import { codeMessages, outcomeOf, type CodeDiscount } from './code-rules';
import { checkCode, normaliseCode } from './check-code';
import type { DiscountCodeRow } from './queries';

/** A bag priced with the one discount it gets, and what the order records of it. */
export interface PricedBag {
  quote: CartQuote;
  /** The birthday discount the order takes, or null (none, or the code is larger). */
  birthday: BirthdayGrant | null;
  /** The code the order takes (and one of whose uses it holds), or null. */
  code: { row: DiscountCodeRow; discount: CodeDiscount } | null;
}

/**
 * Prices the bag (quoteCart) with at most one discount, all from the server's data: the birthday discount of
 * the session's account when it applies, the discount code the shopper added when it applies; both: the larger
 * (on a tie the birthday discount, which the shopper has anyway), never both, and the quote's `discountCode`
 * says which applies and why. A guest (customerId null) has no birthday discount. `readCode`: where the code is
 * read (the quote route's kept codes; the database by default, as the purchase reads it).
 */
export async function priceBag(
  db: Queryable,
  keys: string[],
  customerId: string | null,
  now: Date,
  codeText?: string | null,
  { readCode }: { readCode?: CodeReader } = {},
): Promise<PricedBag> {
  const { quote, categoryOf } = await quoteCartWithCategories(db, keys);
  const code = codeText ? normaliseCode(codeText) : '';
  if (quote.subtotalCents === 0) {
    return { quote: code ? { ...quote, discountCode: null } : quote, birthday: null, code: null };
  }
  const grant = customerId ? (await birthdayEligibility(db, customerId, now)).grant : null;
  const birthday = grant ? birthdayDiscount(quote.subtotalCents) : null;
  if (!code) {
    return {
      quote: birthday ? { ...quote, ...quoteAmounts(quote.subtotalCents, birthday) } : quote,
      birthday: grant,
      code: null,
    };
  }
  const verdict = await checkCode(db, code, { quote, categoryOf }, customerId, now, readCode);
  const codeWins = verdict.applies && (!birthday || verdict.discount.discount.amountCents > birthday.amountCents);
  if (verdict.applies && codeWins) {
    const outcome = outcomeOf(code, verdict);
    if (birthday) outcome.message = `${outcome.message} ${codeMessages.codeLarger(code)}`;
    return {
      quote: { ...quote, ...quoteAmounts(quote.subtotalCents, verdict.discount.discount), discountCode: outcome },
      birthday: null,
      code: { row: verdict.row, discount: verdict.discount },
    };
  }
  return {
    quote: {
      ...quote,
      ...quoteAmounts(quote.subtotalCents, birthday),
      discountCode: outcomeOf(code, verdict, verdict.applies),
    },
    birthday: grant,
    code: null,
  };
}
