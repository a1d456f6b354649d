import type { OrderStatus } from './types/checkout-api';

// An order's status in words, for the shopper (mf-account's Orders tab and order page) and the staff (the back
// office's list, order page and customer page): one place, so both read the same status the same way.

/** The statuses of an order whose money the shop holds (not cancelled, not unpaid): counted, refundable, kept. */
export const PAID_ORDER_STATUSES: readonly OrderStatus[] = ['paid', 'partly-shipped', 'shipped', 'delivered'];

/** What each status reads as to the shopper. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Awaiting payment',
  paid: 'Paid',
  failed: 'Payment failed',
  // A checkout left unpaid until its stock went back: to her it simply did not happen.
  expired: 'Cancelled',
  'partly-shipped': 'Partly shipped',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled and refunded',
};

/** The staff read the shopper's words, except where they must tell apart what she need not. */
export const STAFF_ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  ...ORDER_STATUS_LABELS,
  expired: 'Expired (never paid)',
  cancelled: 'Cancelled',
};
