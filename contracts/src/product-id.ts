import { PRODUCT_ID_PATTERN } from './constants/identifiers';

/** True for a six-digit product id such as "100001"; the shell uses it to route `/:id`. */
export function isProductId(value: unknown): value is string {
  return typeof value === 'string' && PRODUCT_ID_PATTERN.test(value);
}
