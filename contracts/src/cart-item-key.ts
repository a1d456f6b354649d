import { COLORS, SIZES } from './constants/catalog';
import type { CartItemKey, CartItemParts } from './types/cart';
import type { Color, Size } from './types/catalog';
import { isProductId } from './product-id';

const SIZE_VALUES: readonly string[] = SIZES.map((size) => size.value);
const COLOR_VALUES: readonly string[] = COLORS;
const QUANTITY_PATTERN = /^[1-9]\d*$/;

function invalid(key: string, reason: string): Error {
  return new Error(
    `Malformed cart item key "${key}": ${reason} (expected productId/color/size/quantity, e.g. "100001/blue/m/1")`,
  );
}

/**
 * Reads a bag key such as "100001/blue/m/2". Keys come back from browser storage and the server, so
 * anything that is not a six-digit id, a known colour and size and a whole quantity of at least 1
 * is rejected rather than guessed.
 */
export function parseCartItemKey(key: CartItemKey): CartItemParts {
  if (typeof key !== 'string') {
    throw invalid(String(key), 'not a string');
  }
  const parts = key.split('/');
  if (parts.length !== 4) {
    throw invalid(key, `${parts.length} part(s) instead of 4`);
  }
  const [productId, color, size, quantity] = parts;
  if (!isProductId(productId)) {
    throw invalid(key, `"${productId}" is not a six-digit product id`);
  }
  if (!COLOR_VALUES.includes(color)) {
    throw invalid(key, `unknown colour "${color}"`);
  }
  if (!SIZE_VALUES.includes(size)) {
    throw invalid(key, `unknown size "${size}"`);
  }
  if (!QUANTITY_PATTERN.test(quantity)) {
    throw invalid(key, `quantity "${quantity}" is not a whole number of at least 1`);
  }
  return { productId, color: color as Color, size: size as Size, quantity: Number(quantity) };
}

/** Builds the key of a bag line; the same checks as parseCartItemKey apply. */
export function formatCartItemKey(parts: CartItemParts): CartItemKey {
  const key = `${parts.productId}/${parts.color}/${parts.size}/${parts.quantity}`;
  if (!Number.isSafeInteger(parts.quantity) || parts.quantity < 1) {
    throw invalid(key, `quantity ${parts.quantity} is not a whole number of at least 1`);
  }
  parseCartItemKey(key);
  return key;
}

function partsOf(item: CartItemKey | CartItemParts): CartItemParts {
  return typeof item === 'string' ? parseCartItemKey(item) : item;
}

/** Two lines are the same product, colour and size; the quantity is not part of the identity. */
export function isSameCartItem(a: CartItemKey | CartItemParts, b: CartItemKey | CartItemParts): boolean {
  const left = partsOf(a);
  const right = partsOf(b);
  return left.productId === right.productId && left.color === right.color && left.size === right.size;
}
