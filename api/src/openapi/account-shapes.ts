import type { CardBrand } from 'contracts';
import { isoTime, listOf, orNull, shape, text, textOrNull, whole, yesNo } from './shapes';

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

export const orderStatus = { type: 'string', enum: ['pending', 'paid', 'failed', 'expired'] };
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
