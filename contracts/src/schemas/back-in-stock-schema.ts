import { object, string, type InferType } from 'yup';
import { COLORS, SIZES } from '../constants/catalog';
import type { Color, Size } from '../types/catalog';
import { emailField } from './fields';

/**
 * "Email me when it's back" on a product page (issue 32): a sold-out size of a colour, and where to write. A
 * logged-in customer sends no e-mail (hers is taken from the session); a guest must. Its paths live here, with
 * the form's schema, rather than in API_PATHS, so nothing of it travels with a first visit.
 */
export const BACK_IN_STOCK_PATHS = {
  /** POST {color, size, email?} → 201 (or 200 when she already waits for it). */
  request: '/products/:id/back-in-stock',
  /** GET ?token= from the mail: forgets every waiting request of that address, then to /?notice=… */
  unsubscribe: '/back-in-stock/unsubscribe',
} as const;

export const BACK_IN_STOCK_MESSAGES = {
  size: 'Choose a sold-out size',
  color: 'Choose a colour of this product',
} as const;

const BACK_IN_STOCK_EMAIL = { required: 'Email is required', invalid: 'Invalid email address' };

/** A guest's form: only her e-mail (the page sets the colour and size); the API checks the same rules. */
export const backInStockEmailSchema = object({ email: emailField(BACK_IN_STOCK_EMAIL) });

export const backInStockSchema = object({
  color: string()
    .required(BACK_IN_STOCK_MESSAGES.color)
    .oneOf([...COLORS], BACK_IN_STOCK_MESSAGES.color),
  size: string()
    .required(BACK_IN_STOCK_MESSAGES.size)
    .oneOf(
      SIZES.map((s) => s.value),
      BACK_IN_STOCK_MESSAGES.size,
    ),
  // Required for a guest only: the API checks that (the session's address is used otherwise).
  email: emailField(BACK_IN_STOCK_EMAIL).optional(),
});

export type BackInStockInput = InferType<typeof backInStockSchema> & { color: Color; size: Size };

/** Answer of the request: what she will be told about, and where. */
export interface BackInStockResponse {
  message: string;
}
