import { TAX_RATE } from './constants/order';

/** Whole cents of an amount in dollars; toPrecision first so 1.005 counts as 100.5 cents, not 100.4999. */
function toCents(amount: number): number {
  return Math.round(Number((amount * 100).toPrecision(12)));
}

// en-US grouping on purpose: a bag total of $1,250.00 reads better than $1250.00, and a fixed locale
// keeps server, tests and every browser printing the same text.
const moneyFormat = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: true,
});

/** "$12.50", "$1,250.00", "-$3.00". Amounts are rounded half away from zero to cents. */
export function formatMoney(amount: number): string {
  if (!Number.isFinite(amount)) {
    throw new RangeError(`Cannot format ${amount} as money`);
  }
  const cents = toCents(Math.abs(amount));
  const sign = amount < 0 && cents > 0 ? '-' : '';
  return `${sign}$${moneyFormat.format(cents / 100)}`;
}

/**
 * "$12.50" from whole cents, the unit of every amount the API sends (quotes, orders, refunds, discounts): the
 * one way a front end prints such an amount, never computing with it.
 */
export function formatCents(cents: number): string {
  return formatMoney(cents / 100);
}

export interface OrderTotals {
  subtotal: number;
  tax: number;
  total: number;
}

/**
 * Totals of the order summary and of the purchase: tax is TAX_RATE of the subtotal rounded to cents,
 * total = subtotal + tax. Computed in whole cents so the parts always add up to the total.
 */
export function computeOrderTotals(subtotal: number): OrderTotals {
  if (!Number.isFinite(subtotal) || subtotal < 0) {
    throw new RangeError(`Subtotal must be a non-negative amount, got ${subtotal}`);
  }
  const subtotalCents = toCents(subtotal);
  const taxCents = Math.round(Number((subtotalCents * TAX_RATE).toPrecision(12)));
  return {
    subtotal: subtotalCents / 100,
    tax: taxCents / 100,
    total: (subtotalCents + taxCents) / 100,
  };
}
