import type { Color, Size } from './catalog';

/**
 * A bag line as one string: `productId/color/size/quantity`, e.g. "100001/blue/m/2".
 * Two keys name the same line when all but the quantity match (see isSameCartItem); changing the
 * quantity replaces the key. Build and read keys only with formatCartItemKey / parseCartItemKey.
 */
export type CartItemKey = string;

/** The parts of a CartItemKey. */
export interface CartItemParts {
  productId: string;
  color: Color;
  size: Size;
  /** Whole number, at least 1. */
  quantity: number;
}
