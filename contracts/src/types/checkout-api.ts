import type { Address } from './account';
import type { ApiError } from './api-error';
import type { CartItemKey } from './cart';
import type { CartQuote, QuoteDiscount } from './cart-api';
import type { Color, Size } from './catalog';

/**
 * Checkout, payment and orders as they cross the wire (the API's OpenAPI document). The
 * browser pays through @stripe/react-stripe-js and the server through the `stripe` SDK; both talk to
 * Stripe when the shop has keys and to the local test processor otherwise (PaymentsConfig says which).
 * Every amount is computed on the server, in cents.
 */

/** Answer of GET /payments/config: how the browser reaches the card processor. */
export interface PaymentsConfig {
  /**
   * 'stripe': Stripe itself (loadStripe injects js.stripe.com). 'test-processor': the local test
   * processor, whose Stripe.js-compatible script (`scriptUrl`) must be on the page before loadStripe
   * runs. 'disabled': production without Stripe keys; the shop takes no payments.
   */
  mode: 'stripe' | 'test-processor' | 'disabled';
  /** Null when disabled. */
  publishableKey: string | null;
  /** The script that defines window.Stripe: the test processor's, or null (Stripe's own, injected by loadStripe). */
  scriptUrl: string | null;
}

/**
 * The delivery address and contact of an order: the /info form's fields (shippingSchema), i.e. a saved
 * address without its owner and default flag, plus an optional company.
 */
export type ShippingDetails = Omit<Address, 'userId' | 'default'> & { company?: string };

/** The billing form of /payment (billingSchema's fields without the two flags). */
export interface BillingAddress {
  name: string;
  email: string;
  company?: string;
  addressLine1: string;
  addressLine2?: string;
  zip: string;
  country: string;
  city: string;
  phone: string;
}

/**
 * Body of POST /purchase (the spec's Purchase request). The server rebuilds the order from the account's
 * bag and the catalogue's current prices: `totalPrice` is only compared with the server's total (a
 * difference answers 409 with the new quote), `products` is informative, and `userId`, when sent, must
 * be the session's (else 403). Send an `Idempotency-Key` header: repeating the request with the same key
 * returns the same order and client secret (Retry from /failed pays the same order again).
 */
export interface PurchaseRequest {
  userId?: string;
  /** Billing name, as on the card. */
  name: string;
  /** Where the receipt goes. */
  email: string;
  currency: 'usd';
  shippingDetails: ShippingDetails;
  paymentDetails: {
    /** 'card': a card typed into the card element; 'saved-card': the account's saved card. */
    method: 'card' | 'saved-card';
    currency: 'usd';
    billingAddress: BillingAddress;
  };
  /** The total the shopper saw, in dollars (two decimals). */
  totalPrice: number;
  products?: CartItemKey[];
  /** The discount code of the bag, if any: checked again (and its use taken) when the order is made. */
  discountCode?: string;
}

/** 201 (new order) or 200 (the same Idempotency-Key again) answer of POST /purchase. */
export interface PurchaseResponse {
  /** The payment intent's client secret, for stripe.confirmCardPayment. Never stored by the browser. */
  clientSecret: string;
  orderId: string;
  /** What the shopper sees, e.g. "100042". */
  orderNumber: string;
  /**
   * The saved card's processor id when the request asked for 'saved-card' (pass it as
   * confirmCardPayment's payment_method), else null.
   */
  savedPaymentMethodId: string | null;
}

/** 409 answer of POST /purchase when the bag's total changed since the shopper saw it. */
export interface PriceChangedError extends ApiError {
  reason: 'price-changed';
  quote: CartQuote;
}

/** 409 answer of POST /purchase when a line has less stock than ordered; nothing was reserved. */
export interface StockShortError extends ApiError {
  reason: 'stock-short';
  /** The short lines, each with what is left. */
  lines: { key: CartItemKey; name: string; available: number }[];
}

/**
 * 409 answer of POST /purchase when the bag's discount code cannot be used (any DiscountCodeRefusal but
 * 'birthday-larger'; 'used-up' when another order took its last use meanwhile); nothing was reserved.
 */
export interface DiscountCodeError extends ApiError {
  reason: 'discount-code';
  quote: CartQuote;
}

/**
 * pending → paid → partly-shipped (some lines left in a parcel, not all) → shipped (every line left) → delivered;
 * paid → cancelled (refunded in full, before any line left); failed and expired were never paid. What each reads
 * as, and which count as paid: order-status.ts.
 */
export type OrderStatus =
  'pending' | 'paid' | 'failed' | 'expired' | 'partly-shipped' | 'shipped' | 'delivered' | 'cancelled';

export interface OrderLine {
  /** The line's number in its order (1, 2...): what a return names. */
  lineNo: number;
  productId: string;
  name: string;
  /** The image bought (an order keeps what was bought, even after the photo changes). */
  image: string;
  /** The tiny placeholder of `image` while its photo still exists in the catalogue; absent for a drawing. */
  placeholder?: string;
  color: Color;
  size: Size;
  quantity: number;
  unitPriceCents: number;
  lineTotalCents: number;
  /** Final-sale items are not returnable. */
  finalSale: boolean;
  /** Units of this line that a new return may still name (0 for final sale or once all are asked back). */
  returnableQuantity: number;
}

/** One row of GET /orders, newest first. */
export interface OrderSummary {
  id: string;
  number: string;
  /** ISO 8601. */
  createdAt: string;
  status: OrderStatus;
  itemCount: number;
  totalCents: number;
  currency: 'usd';
}

/** Answer of GET /orders/:id (only the session's own orders; others are 404). */
export interface Order extends OrderSummary {
  lines: OrderLine[];
  subtotalCents: number;
  taxCents: number;
  shippingCents: number;
  /** Where the receipt went. */
  email: string;
  shippingAddress: ShippingDetails;
  /** ISO 8601, null until paid. */
  paidAt: string | null;
  /** The birthday discount taken off the merchandise, or null. */
  discount: QuoteDiscount | null;
  shipment: { carrier: string; trackingNumber: string; shippedAt: string } | null;
  /** ISO 8601 dates of the later steps, null until they happen. */
  deliveredAt: string | null;
  cancelledAt: string | null;
  /** What the processor has refunded so far (returns and a cancellation). */
  refundedCents: number;
  /** ISO 8601 end of the return window (30 days from delivery, or from purchase), null when none can be asked. */
  returnableUntil: string | null;
  returns: OrderReturn[];
  /** The parcels sent so far: some lines each, or an exchange's replacement (issue 34). */
  shipments?: OrderShipment[];
  /** Refunds the processor made (a cancellation, a return, part of the order), oldest first. */
  refunds?: OrderRefund[];
}

/** One parcel of an order. */
export interface OrderShipment {
  carrier: string;
  trackingNumber: string;
  /** The carrier's tracking page for this number. */
  trackingUrl: string;
  shippedAt: string;
  lines: { lineNo: number; name: string; quantity: number }[];
  /** The exchange ("R500002") whose replacement this parcel carries, or null. */
  exchangeNumber: string | null;
}

export interface OrderRefund {
  amountCents: number;
  kind: 'partial' | 'cancel' | 'return';
  refundedAt: string;
}

/** requested → received → refunded; an exchange: requested → received → shipped (its replacement). */
export type ReturnStatus = 'requested' | 'received' | 'refunded' | 'shipped';

/** A return of some of an order's lines: requested by the shopper, received by the shop, refunded. */
export interface OrderReturn {
  id: string;
  /** "R500001". */
  number: string;
  status: ReturnStatus;
  /** A return is refunded; an exchange sends another size or colour of the same product instead. */
  kind?: 'return' | 'exchange';
  reason: string;
  lines: { lineNo: number; name: string; quantity: number; replacement?: { color: Color; size: Size } | null }[];
  /** Fixed when the items are received; null before. */
  refundCents: number | null;
  requestedAt: string;
  receivedAt: string | null;
  refundedAt: string | null;
}

/** Body of POST /orders/:id/returns (with an Idempotency-Key header). */
export interface ReturnRequest {
  lines: { lineNo: number; quantity: number }[];
  reason: string;
}

/** Body of POST /orders/:id/exchanges (with an Idempotency-Key header): one unit for another size or colour. */
export interface ExchangeRequest {
  lineNo: number;
  color: Color;
  size: Size;
  reason: string;
}

/** Answer of GET /customers/birthday-discount: whether the next order gets 15 % off, and if not, why not. */
export interface BirthdayDiscountStatus {
  eligible: boolean;
  /** Why not (null when eligible). */
  reason: 'not-verified' | 'not-subscribed' | 'no-birth-date' | 'outside-window' | 'used-this-year' | null;
  /** The shopper-facing sentence for the profile's newsletter line. */
  message: string;
  /** The current or next window (YYYY-MM-DD, the shop's time zone), null without a birth date. */
  windowStart: string | null;
  windowEnd: string | null;
}

/** Answer of GET /orders. */
export interface OrdersResponse {
  orders: OrderSummary[];
}

/** Body of POST /payment-methods/default: a card saved at the processor by the browser (createPaymentMethod). */
export interface SaveCardRequest {
  paymentDetails: { paymentMethodId: string };
}
