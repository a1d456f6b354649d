import type { CartItemKey } from './cart';

/**
 * A registered customer (spec section 3). `_id` and `id` carry the same value: the spec's clients
 * read both. Optional profile fields are absent until the customer fills them in.
 */
export interface Customer {
  _id: string;
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  /** Only ever present in a request (registration); the server never sends it back. */
  password?: string;
  /** ISO date, YYYY-MM-DD. */
  birthDate?: string;
  phoneNumber?: string;
  company?: string;
  addressLine1?: string;
  addressLine2?: string;
  zip?: string;
  city?: string;
  phone?: string;
  country?: string;
  /** Product ids. */
  wishlist: string[];
  cart: CartItemKey[];
}
