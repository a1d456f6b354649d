import type { CartItemKey } from './cart';
import type { Address } from './account';

/**
 * The bodies of the account endpoints (the API's OpenAPI document) as they cross the wire, shared by the API
 * (which answers them) and shared-ui (which reads them). Paths are in API_PATHS.
 */

/**
 * The logged-in customer as every account answer carries it (GET /cookies, login, registration,
 * GET /customers/customer, PUT /customers). Never a password or a token. Not contracts' `Customer`,
 * which is the spec's stored entity (password, cart, optional profile fields).
 */
export interface SessionUser {
  /** Same uuid as `id` (the spec's clients read both). */
  _id: string;
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  /** False until the link in the verification mail is opened (and again after an e-mail change). */
  emailVerified: boolean;
  /** ISO date YYYY-MM-DD, or null when not filled in. */
  birthDate: string | null;
  phoneNumber: string | null;
  /**
   * Product ids on the account's wish list as the server sent them with this answer. Not updated by
   * later toggles: the page's live list is shared-ui's wish list state.
   */
  wishlist: string[];
  /**
   * The account's bag (cart item keys) as the server sent it with this answer. The page's live bag is
   * shared-ui's bag state, which merges a guest's bag into this one at login.
   */
  cart: CartItemKey[];
  /** False for an account created through social sign-in that never set a password. */
  hasPassword: boolean;
}

/**
 * 201 answer of POST /customers. `token` is for non-browser clients (Bearer); the browser keeps the
 * httpOnly session cookie and shared-ui drops the token.
 */
export interface RegisterResponse {
  success: true;
  token: string;
  customer: SessionUser;
}

/** 200 answer of POST /customers/login (`token` as in RegisterResponse). */
export interface LoginResponse {
  success: true;
  token: string;
  user: SessionUser;
}

/** 200 answer of GET /cookies: `user` is null for a guest (no, an expired or a revoked session). */
export interface SessionResponse {
  user: SessionUser | null;
}

/** Body of PUT /customers: profileInfoSchema's fields; identity comes from the session. */
export interface ProfileUpdate {
  firstName: string;
  lastName: string;
  email: string;
  /** YYYY-MM-DD; null or left out when not given. */
  birthDate?: string | null;
  phoneNumber?: string | null;
}

/** 200 answer of PUT /customers. */
export interface ProfileUpdateResponse {
  success: true;
  user: SessionUser;
}

/** 200 answer of PUT /customers/password: the fresh session's token (for Bearer clients). */
export interface PasswordChangeResponse {
  success: true;
  token: string;
}

/** 200 answer of POST /customers/logout and DELETE /customers/delete-account. */
export interface SuccessResponse {
  success: true;
}

/** An answer that is only a message to show (newsletter, verification mail resent). */
export interface MessageResponse {
  message: string;
}

/** Body of POST /subscribers. */
export interface NewsletterSubscription {
  email: string;
  /** The shopper ticked the marketing consent box. */
  agreement: boolean;
}

/** Answer of every wish list call: the whole list after the change. */
export interface WishlistResponse {
  wishlist: string[];
}

/** Answer of GET /address/default: null when no address is saved yet. */
export interface DefaultAddressResponse {
  address: Address | null;
}

/** Answer of POST and PUT /address: the saved address and the message to show. */
export interface AddressSaved {
  address: Address;
  /** "You have successfully added a new address." / "You have successfully updated your address." */
  message: string;
}

/** The card brand, from the number's prefix. */
export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown';

/** The saved card as the API answers it: never the full number or the CVV. */
export interface DefaultCard {
  brand: CardBrand;
  /** Last four digits. */
  last4: string;
  /** 1-12. */
  expiryMonth: number;
  /** Four digits, e.g. 2028. */
  expiryYear: number;
  /** MM/YY */
  cardExpiryDate: string;
  /**
   * The processor's payment-method id (pm_...): /payment passes it to confirmCardPayment to pay with
   * the saved card. Not a secret: only the shop's secret key can charge it.
   */
  paymentMethodId: string;
}

/** Answer of GET /payment-methods/default (null when none) and of saving a card (201, never null). */
export interface DefaultCardResponse {
  paymentDetails: DefaultCard | null;
}

/** Answer of DELETE /payment-methods/delete. */
export interface CardDeleted {
  success: true;
  /** "Card was successfully deleted" */
  message: string;
}
