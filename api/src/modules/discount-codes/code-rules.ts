import {
  STORE_TIME_ZONE,
  formatCents,
  type CartQuoteLine,
  type DiscountCodeOutcome,
  type DiscountCodeRefusal,
  type QuoteDiscount,
} from 'contracts';
import { kyivLocalTime } from 'contracts/staff';
import type { DiscountCodeRow } from './queries';

export const DISCOUNT_CODE_REFUSALS: readonly DiscountCodeRefusal[] = [
  'unknown',
  'inactive',
  'expired',
  'not-yet-valid',
  'used-up',
  'customer-limit',
  'accounts-only',
  'below-minimum',
  'not-in-bag',
  'birthday-larger',
];

/** What a code takes off a bag, when it applies. */
export interface CodeDiscount {
  discount: QuoteDiscount;
  /** The merchandise the discount was computed on (the lines in the code's scope). */
  baseCents: number;
  /** Product ids of the bag's lines in the code's scope. */
  inScope: Set<string>;
}

export type CodeVerdict =
  | { applies: true; row: DiscountCodeRow; discount: CodeDiscount }
  | { applies: false; reason: DiscountCodeRefusal; message: string };

const kyivDay = new Intl.DateTimeFormat('en-US', {
  timeZone: STORE_TIME_ZONE,
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});
/** "December 5, 2026 at 10:00 (Kyiv time)" (built from parts: ICU versions join date and time differently). */
const whenInKyiv = (at: Date) => `${kyivDay.format(at)} at ${kyivLocalTime(at).slice(11)} (Kyiv time)`;

export const codeMessages = {
  unknown: (code: string) => `There is no discount code ${code}. Check its spelling.`,
  inactive: (code: string) => `The code ${code} is no longer valid.`,
  expired: (code: string, end: Date) => `The code ${code} expired on ${whenInKyiv(end)}.`,
  notYetValid: (code: string, start: Date) => `The code ${code} can be used from ${whenInKyiv(start)}.`,
  usedUp: (code: string) => `The code ${code} has been used up.`,
  customerLimit: (code: string, times: number) =>
    times === 1
      ? `You have already used the code ${code}.`
      : `You have used the code ${code} ${times} times, its limit.`,
  accountsOnly: (code: string) => `The code ${code} is for customers with an account: log in to use it.`,
  belowMinimum: (code: string, minimumCents: number, shortCents: number) =>
    `The code ${code} applies to bags from ${formatCents(minimumCents)}: add ${formatCents(shortCents)} more to use it.`,
  notInBag: (code: string) => `The code ${code} does not apply to the items in your bag.`,
  applied: (discount: QuoteDiscount) => `${discount.label}: ${formatCents(discount.amountCents)} off.`,
  birthdayLarger: (code: string) =>
    `Your birthday discount is larger than the code ${code}, so it applies instead (one discount per order).`,
  codeLarger: (code: string) =>
    `The code ${code} is larger than your birthday discount, so it applies instead (one discount per order).`,
};

export const refuse = (reason: DiscountCodeRefusal, message: string): CodeVerdict => ({
  applies: false,
  reason,
  message,
});

/** The label of the quote's discount line: "Code SPRING10 (10 %)" or "Code WELCOME5 ($5.00 off)". */
export function codeLabel(row: Pick<DiscountCodeRow, 'code' | 'kind' | 'percent' | 'amountCents'>): string {
  return row.kind === 'percent'
    ? `Code ${row.code} (${row.percent} %)`
    : `Code ${row.code} (${formatCents(row.amountCents!)} off)`;
}

/**
 * What the code takes off these lines: a percentage of the lines in its scope (rounded half up, in integer
 * arithmetic), or its fixed amount, never more than those lines cost. Null when no line is in its scope.
 */
export function codeDiscountOf(
  row: DiscountCodeRow,
  lines: Pick<CartQuoteLine, 'productId' | 'lineTotalCents'>[],
  categoryOf: Map<string, string>,
): CodeDiscount | null {
  const inScope = new Set(
    lines
      .filter((line) => {
        if (row.scope === 'products') return row.productIds.includes(line.productId);
        if (row.scope === 'categories')
          return (row.categories as string[]).includes(categoryOf.get(line.productId) ?? '');
        return true;
      })
      .map((line) => line.productId),
  );
  const baseCents = lines.filter((l) => inScope.has(l.productId)).reduce((sum, l) => sum + l.lineTotalCents, 0);
  if (baseCents === 0) return null;
  const amountCents =
    row.kind === 'percent' ? Math.floor((baseCents * row.percent! + 50) / 100) : Math.min(row.amountCents!, baseCents);
  return {
    discount: {
      kind: 'code',
      code: row.code,
      label: codeLabel(row),
      percent: row.kind === 'percent' ? row.percent : null,
      amountCents,
    },
    baseCents,
    inScope,
  };
}

/** The quote's word on a code, for the bag. */
export function outcomeOf(code: string, verdict: CodeVerdict, birthdayWins = false): DiscountCodeOutcome {
  if (!verdict.applies) return { code, applied: false, reason: verdict.reason, message: verdict.message };
  if (birthdayWins)
    return { code, applied: false, reason: 'birthday-larger', message: codeMessages.birthdayLarger(code) };
  return { code, applied: true, reason: null, message: codeMessages.applied(verdict.discount.discount) };
}

export { whenInKyiv };
