import type { Order, OrderStatus, ReturnStatus } from '../types/checkout-api';

// The back office's orders (issue 34): GET /staff/orders, /staff/orders/:id, /staff/returns.

export interface StaffOrderListItem {
  id: string;
  number: string;
  createdAt: string;
  status: OrderStatus;
  email: string;
  name: string;
  totalCents: number;
  refundedCents: number;
  lineCount: number;
  shippedLineCount: number;
}

export interface StaffOrderList {
  items: StaffOrderListItem[];
  /** Pass as `cursor` for the next (older) page; null at the end. */
  nextCursor: string | null;
}

/** A refund as the staff see it: also those the processor refused (with why) and those in flight. */
export interface StaffRefund {
  id: string;
  kind: 'partial' | 'cancel' | 'return';
  amountCents: number;
  status: 'requested' | 'made' | 'failed';
  /** Why the processor did not make it (status failed), for the staff. */
  failure: string | null;
  note: string | null;
  lines: { lineNo: number; quantity: number }[];
  createdAt: string;
  settledAt: string | null;
}

/** One step of the order's life or one mail it sent, oldest first. */
export interface StaffTimelineEntry {
  at: string;
  kind: 'step' | 'mail';
  /** "Paid", "Shipped lines 1, 2 with Nova Poshta", a mail's subject. */
  text: string;
  /** Who did it (a staff member's name), null for the shopper or the shop itself. */
  by: string | null;
}

/** GET /staff/orders/:id: the shopper's order and what only the staff see. */
export interface StaffOrder extends Order {
  customer: { id: string; name: string; email: string };
  billingName: string;
  billingAddress: Record<string, string>;
  payment: { method: 'card' | 'saved-card'; intentId: string | null };
  staffRefunds: StaffRefund[];
  /** Units of each line still refundable one by one (not shipped-and-returned, not refunded yet). */
  refundableLines: { lineNo: number; quantity: number }[];
  /** What may still be refunded: the payment less what was refunded or is being refunded. */
  refundableCents: number;
  timeline: StaffTimelineEntry[];
}

/** GET /staff/returns: returns and exchanges waiting for the staff (requested or received, not settled). */
export interface StaffReturnQueueItem {
  id: string;
  number: string;
  kind: 'return' | 'exchange';
  status: ReturnStatus;
  orderId: string;
  orderNumber: string;
  email: string;
  reason: string;
  requestedAt: string;
  lines: { lineNo: number; name: string; quantity: number; replacement: { color: string; size: string } | null }[];
}

export interface StaffReturnQueue {
  items: StaffReturnQueueItem[];
}
