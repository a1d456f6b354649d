import type { OrderStatus } from 'contracts';
import type { StaffOrderFilter } from 'contracts/staff';

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Awaiting payment',
  failed: 'Payment failed',
  expired: 'Expired',
  paid: 'Paid',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

export const FILTER_LABELS: Record<StaffOrderFilter, string> = {
  paid: 'Paid',
  unshipped: 'Paid, not shipped',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  pending: 'Not paid',
};

const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Kyiv' });
/** A moment in the shop's time (Kyiv), as the staff read it. */
export const shopTime = (iso: string) => day.format(new Date(iso));
