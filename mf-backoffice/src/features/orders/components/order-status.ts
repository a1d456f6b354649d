import type { StaffOrderFilter } from 'contracts/staff';

export { STAFF_ORDER_STATUS_LABELS as ORDER_STATUS_LABELS } from 'contracts/order-status';

export const FILTER_LABELS: Record<StaffOrderFilter, string> = {
  paid: 'Paid',
  unshipped: 'Paid, not shipped',
  'partly-shipped': 'Partly shipped',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  pending: 'Not paid',
};

const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Kyiv' });
/** A moment in the shop's time (Kyiv), as the staff read it. */
export const shopTime = (iso: string) => day.format(new Date(iso));
