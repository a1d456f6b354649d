import { TAX_RATE } from './constants/order';

/** Whole cents of an amount in dollars; toPrecision first so 1.005 counts as 100.5 cents, not 100.4999. */
function toCents(amount: number): number {
  return Math.round(Number((amount * 100).toPrecision(12)));
}

/**
 * "1,250.00" from 125000 cents: en-US grouping on purpose (a bag total of $1,250.00 reads better than
 * $1250.00, and a fixed format keeps server, tests and every browser printing the same text). Written out
 * rather than through Intl.NumberFormat: the first Intl formatter of a page loads the browser's locale data
 * in one task (38-52 ms here, 150-200 ms under Lighthouse's 4x CPU), and this module is evaluated on every
 * first visit (issue 26's attribution, docs/performance.md).
 */
function groupedAmount(cents: number): string {
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${whole}.${String(cents % 100).padStart(2, '0')}`;
}

/** "$12.50", "$1,250.00", "-$3.00". Amounts are rounded half away from zero to cents. */
export function formatMoney(amount: number): string {
  if (!Number.isFinite(amount)) {
    throw new RangeError(`Cannot format ${amount} as money`);
  }
  const cents = toCents(Math.abs(amount));
  const sign = amount < 0 && cents > 0 ? '-' : '';
  return `${sign}$${groupedAmount(cents)}`;
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
