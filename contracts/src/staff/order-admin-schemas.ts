import { array, number, object, string, type InferType } from 'yup';
import { tooLongMessage } from '../schemas/fields';

// The back office's order rules (issue 34): the list's query, shipping lines, a partial refund, and the
// shopper's exchange request. Shared by mf-backoffice's and mf-account's forms and the API.

const isBlank = (value: unknown): boolean => value === undefined || value === null || String(value).trim() === '';
const blankIsUndefined = (v: unknown) => (isBlank(v) ? undefined : v);

/**
 * The list's status filter: an order status, `unshipped` (paid, some line not shipped yet: none or a part) or
 * `pending` (never paid: awaiting payment, failed, expired).
 */
export const STAFF_ORDER_FILTERS = [
  'paid',
  'unshipped',
  'partly-shipped',
  'shipped',
  'delivered',
  'cancelled',
  'pending',
] as const;
export type StaffOrderFilter = (typeof STAFF_ORDER_FILTERS)[number];
export const STAFF_ORDER_PAGE_SIZE = 25;
export const CARRIERS = ['Nova Poshta', 'Ukrposhta', 'Meest', 'DHL Express'] as const;

const day = (label: string) =>
  string()
    .transform(blankIsUndefined)
    .matches(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`);

/** GET /staff/orders's query: every value arrives as text; blank means no filter. */
export const staffOrderListQuerySchema = object({
  q: string().trim().max(100, tooLongMessage('Search', 100)).default(''),
  status: string<StaffOrderFilter>()
    .transform(blankIsUndefined)
    .oneOf(STAFF_ORDER_FILTERS, `Status must be one of ${STAFF_ORDER_FILTERS.join(', ')}`),
  from: day('From'),
  to: day('To'),
  /** The last row of the previous page: `<ISO created_at>_<id>`. */
  cursor: string()
    .transform(blankIsUndefined)
    .matches(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z_[0-9a-f-]{36}$/, 'Unknown cursor'),
});
export type StaffOrderListQuery = InferType<typeof staffOrderListQuerySchema>;

export const SHIP_MESSAGES = {
  carrier: 'Choose a carrier',
  trackingNumber: 'A tracking number is required',
  lines: 'Choose at least one line to ship',
} as const;

/** POST /staff/orders/:id/shipments: some lines (by number) or all that are left, with the parcel's tracking. */
export const shipLinesSchema = object({
  carrier: string().trim().required(SHIP_MESSAGES.carrier).max(60, tooLongMessage('Carrier', 60)),
  trackingNumber: string()
    .trim()
    .required(SHIP_MESSAGES.trackingNumber)
    .max(60, tooLongMessage('Tracking number', 60))
    .matches(/^[A-Za-z0-9 -]+$/, 'A tracking number has letters, digits, spaces and dashes only'),
  lineNos: array(number().required().integer().min(1).max(1000)).min(1, SHIP_MESSAGES.lines).max(100),
});
export type ShipLinesInput = InferType<typeof shipLinesSchema>;

export const REFUND_MESSAGES = {
  amount: 'Refund an amount of at least $0.01, in whole cents',
  choice: 'Choose lines to refund or enter an amount, not both',
  quantity: 'Quantity must be a whole number of at least 1',
} as const;

/** POST /staff/orders/:id/refunds (with an Idempotency-Key): chosen lines, or an amount in cents. */
export const partialRefundSchema = object({
  amountCents: number()
    .typeError(REFUND_MESSAGES.amount)
    .integer(REFUND_MESSAGES.amount)
    .min(1, REFUND_MESSAGES.amount)
    .max(100_000_000, REFUND_MESSAGES.amount),
  lines: array(
    object({
      lineNo: number().required().integer().min(1).max(1000),
      quantity: number()
        .required(REFUND_MESSAGES.quantity)
        .integer(REFUND_MESSAGES.quantity)
        .min(1, REFUND_MESSAGES.quantity)
        .max(10_000),
    }),
  ).max(100),
  note: string().trim().max(200, tooLongMessage('Note', 200)).default(''),
}).test('lines-or-amount', REFUND_MESSAGES.choice, function (value) {
  const hasLines = (value?.lines?.length ?? 0) > 0;
  const hasAmount = value?.amountCents !== undefined;
  return hasLines !== hasAmount || this.createError({ path: 'amountCents', message: REFUND_MESSAGES.choice });
});
export type PartialRefundInput = InferType<typeof partialRefundSchema>;

/** "$12.34" or "12.34" as typed in the refund form → whole cents; NaN for anything else (negative, 12.345). */
export function centsOfTypedAmount(typed: string): number {
  const match = /^\s*\$?\s*(\d{1,7})(?:\.(\d{1,2}))?\s*$/.exec(typed);
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
