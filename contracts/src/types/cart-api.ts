import type { CartItemKey } from './cart';
import type { Color, Size } from './catalog';

/**
 * The bag as it crosses the wire (the API's OpenAPI document). Keys are `productId/color/size/quantity`
 * (types/cart.ts); the server checks each one against the catalogue and its stock and never takes a
 * price from the client.
 */

/** Answer of POST and DELETE /customers/cart, POST /customers/cart/merge and DELETE /customers/clearCart. */
export interface CartResponse {
  /** The account's bag after the change, in the order lines were added. */
  cart: CartItemKey[];
}

/**
 * Body of POST /customers/cart (adds the line, or replaces the line with the same product/colour/size)
 * and DELETE /customers/cart (removes the line with that product/colour/size). The spec names the key
 * `productId`; identity comes from the session, never from the body.
 */
export interface CartItemRequest {
  productId: CartItemKey;
}

/** Body of POST /customers/cart/merge: a guest's bag, merged into the account's after a login. */
export interface CartMergeRequest {
  items: CartItemKey[];
}

/** Body of POST /cart/quote (guest or logged in). */
export interface CartQuoteRequest {
  items: CartItemKey[];
  /** The discount code the shopper added in the bag or at payment (issue 34), if any; the server checks it. */
  discountCode?: string;
}

/** One priced line of a quote, with the current catalogue data. */
export interface CartQuoteLine {
  /** The line's key with the quantity the server accepted (clamped to the stock when it fell). */
  key: CartItemKey;
  /** The key as it was sent. */
  requestedKey: CartItemKey;
  productId: string;
  name: string;
  /** First image of the chosen colour. */
  image: string;
  /** That image's tiny placeholder (a `data:` URL, see ProductVariant.placeholders); absent for a drawing. */
  placeholder?: string;
  color: Color;
  size: Size;
  quantity: number;
  /** Units in stock for this product, colour and size (the quantity stepper's maximum). */
  stock: number;
  unitPriceCents: number;
  lineTotalCents: number;
  /** True when the stock fell below the requested quantity and `quantity` was lowered to it. */
  clamped: boolean;
}

/** Answer of POST /cart/quote: every amount computed on the server, in cents. */
export interface CartQuote {
  lines: CartQuoteLine[];
  /** Keys the server dropped: unknown product, colour or size, or nothing left in stock. */
  dropped: CartItemKey[];
  /**
   * The product's name for each dropped key whose product the shop still sells (sold out in that colour and
   * size, or a colour or size it no longer has), so the page can say which item went. Absent for a key
   * whose product is gone or that is not a key at all. Always sent by the API.
   */
  droppedNames?: Partial<Record<CartItemKey, string>>;
  subtotalCents: number;
  /**
   * The birthday discount on this bag, computed by the server for the session's account (issue 24); null for a
   * guest and for a shopper it does not apply to. Tax is computed after it.
   */
  discount: QuoteDiscount | null;
  /**
   * What became of the discount code the request carried: applied, or why not (unknown, expired, used up, ...,
   * or the birthday discount is larger: one discount per order). Absent when the request carried no code.
   */
  discountCode?: DiscountCodeOutcome | null;
  /** 10 % of the subtotal after the discount (contracts' TAX_RATE), rounded to the cent. */
  taxCents: number;
  /** Always 0: shipping is shown as "Free". */
  shippingCents: number;
  totalCents: number;
  currency: 'usd';
}

/**
 * A discount the server applied to a quote or an order: the line "Birthday discount (15 %)" or
 * "Code SPRING10 (10 %)" and its amount. One per order.
 */
export interface QuoteDiscount {
  kind: 'birthday' | 'code';
  label: string;
  /** The percentage, or null for a code of a fixed amount. */
  percent: number | null;
  amountCents: number;
  /** The code (upper case) when `kind` is 'code'. */
  code?: string;
}

/** Why a discount code does not apply; 'birthday-larger' is no fault: the birthday discount is worth more. */
export type DiscountCodeRefusal =
  | 'unknown'
  | 'inactive'
  | 'expired'
  | 'not-yet-valid'
  | 'used-up'
  | 'customer-limit'
  | 'accounts-only'
  | 'below-minimum'
  | 'not-in-bag'
  | 'birthday-larger';

/** The quote's word on the code the shopper added. `message` is what the bag shows. */
export interface DiscountCodeOutcome {
  code: string;
  applied: boolean;
  reason: DiscountCodeRefusal | null;
  message: string;
}
