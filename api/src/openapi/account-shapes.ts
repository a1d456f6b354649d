import type { BirthdayDiscountStatus, CardBrand, OrderStatus, ReturnStatus } from 'contracts';
import { isoTime, listOf, number, oneOfWords, orNull, shape, text, textOrNull, whole, yesNo } from './shapes';

// Shapes several account and checkout routes answer with (contracts' types/account-api.ts, checkout-api.ts).

/** contracts' SessionUser: never a password or hash. */
export const sessionUser = shape({
  _id: text({ format: 'uuid' }),
  id: text({ format: 'uuid' }),
  firstName: text(),
  lastName: text(),
  email: text(),
  emailVerified: yesNo,
  birthDate: { type: ['string', 'null'], description: 'YYYY-MM-DD' },
  phoneNumber: textOrNull,
  wishlist: listOf(text(), { description: 'product ids, oldest first' }),
  cart: listOf(text(), { description: 'bag keys productId/color/size/quantity, in the order added' }),
  hasPassword: yesNo,
});

/** contracts' Address (the saved default address). */
export const address = shape(
  {
    userId: text(),
    email: text(),
    firstName: text(),
    lastName: text(),
    country: text(),
    city: text(),
    addressLine1: text(),
    addressLine2: text(),
    zip: text(),
    phone: text(),
    default: yesNo,
  },
  ['addressLine2', 'default'],
);

/** contracts' CardBrand as a list the contract can name (a type has no values at run time). */
const BRANDS: Record<CardBrand, true> = { visa: true, mastercard: true, amex: true, discover: true, unknown: true };

/** The saved card as kept: brand, last four digits and expiry, never the number. */
export const savedCard = shape({
  brand: { type: 'string', enum: Object.keys(BRANDS) },
  last4: text({ pattern: '^\\d{4}$' }),
  expiryMonth: whole({ minimum: 1, maximum: 12 }),
  expiryYear: whole(),
  cardExpiryDate: text(),
  paymentMethodId: text(),
});

/** contracts' OrderStatus as a list (a type has no values at run time): a missing or extra status fails to compile. */
const ORDER_STATUSES: Record<OrderStatus, true> = {
  pending: true,
  paid: true,
  failed: true,
  expired: true,
  'partly-shipped': true,
  shipped: true,
  delivered: true,
  cancelled: true,
};
export const orderStatus = oneOfWords(Object.keys(ORDER_STATUSES));
export const orderSummary = {
  id: text({ format: 'uuid' }),
  number: text(),
  createdAt: isoTime,
  status: orderStatus,
  itemCount: whole(),
  totalCents: whole(),
  currency: { const: 'usd' },
};
export const paidAt = orNull(isoTime);

/** contracts' QuoteDiscount: the birthday discount taken off the merchandise of a quote or an order. */
export const quoteDiscount = shape(
  {
    kind: oneOfWords(['birthday', 'code']),
    label: text({ description: "the line's words, e.g. 'Birthday discount (15 %)' or 'Code SPRING10 (10 %)'" }),
    percent: { ...orNull(number()), description: 'null for a code of a fixed amount' },
    amountCents: whole({ minimum: 0 }),
    code: text({ description: "the discount code (upper case) when kind is 'code'" }),
  },
  ['code'],
);

const RETURN_STATUSES: Record<ReturnStatus, true> = {
  requested: true,
  received: true,
  refunded: true,
  shipped: true,
};

/** contracts' OrderReturn: a return of some of an order's lines, oldest first. */
export const orderReturn = shape({
  id: text({ format: 'uuid' }),
  number: text({ description: "what the shopper and the staff see, e.g. 'R500001'" }),
  status: oneOfWords(Object.keys(RETURN_STATUSES)),
  kind: oneOfWords(['return', 'exchange']),
  reason: text(),
  lines: listOf(
    shape({
      lineNo: whole({ minimum: 1 }),
      name: text(),
      quantity: whole({ minimum: 1 }),
      replacement: {
        description: "an exchange's new colour and size; null for a return",
        ...orNull(shape({ color: text(), size: text() })),
      },
    }),
  ),
  refundCents: orNull(whole({ description: 'fixed when the items are received' })),
  requestedAt: isoTime,
  receivedAt: orNull(isoTime),
  refundedAt: orNull(isoTime),
});

/** contracts' BirthdayDiscountStatus['reason'] as a list (null when eligible). */
const NOT_ELIGIBLE: Record<NonNullable<BirthdayDiscountStatus['reason']>, true> = {
  'not-verified': true,
  'not-subscribed': true,
  'no-birth-date': true,
  'outside-window': true,
  'used-this-year': true,
};

/** contracts' BirthdayDiscountStatus: whether the next order gets the birthday discount, and if not, why not. */
export const birthdayDiscountStatus = shape({
  eligible: yesNo,
  reason: orNull(oneOfWords(Object.keys(NOT_ELIGIBLE))),
  message: text({ description: "the shopper-facing sentence for the profile's newsletter line" }),
  windowStart: {
    type: ['string', 'null'],
    description: "YYYY-MM-DD (the shop's time zone); null without a birth date",
  },
  windowEnd: { type: ['string', 'null'], description: "YYYY-MM-DD (the shop's time zone); null without a birth date" },
});

/** contracts' OrderShipment: one parcel of an order (some lines, or an exchange's replacement). */
export const orderShipment = shape({
  carrier: text(),
  trackingNumber: text(),
  trackingUrl: text({ description: "the carrier's tracking page" }),
  shippedAt: isoTime,
  lines: listOf(shape({ lineNo: whole({ minimum: 1 }), name: text(), quantity: whole({ minimum: 1 }) })),
  exchangeNumber: orNull(text()),
});

/** contracts' OrderRefund: a refund the processor made. */
export const orderRefund = shape({
  amountCents: whole({ minimum: 1 }),
  kind: oneOfWords(['partial', 'cancel', 'return']),
  refundedAt: isoTime,
});
