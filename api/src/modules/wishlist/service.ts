import { isProductId } from 'contracts';
import type { Queryable } from '../../db/database';
import { badRequest, notFound } from '../../http-errors';
import { insertWishlistItems, productExists } from './queries';

export const MAX_WISHLIST_IDS = 200;

/**
 * A list of product ids from a request. `lenient` (the guest list sent with a login): anything that
 * is not a list of ids is ignored rather than failing the login; else 400.
 */
export function parseProductIdList(value: unknown, { lenient = false } = {}): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.length > MAX_WISHLIST_IDS) {
    if (lenient) return [];
    throw badRequest(`productIds must be a list of at most ${MAX_WISHLIST_IDS} product ids`, {
      productIds: `productIds must be a list of at most ${MAX_WISHLIST_IDS} product ids`,
    });
  }
  // Unknown or malformed ids in a guest list (a product that left the catalogue) are skipped.
  return [...new Set(value.filter((id): id is string => typeof id === 'string' && isProductId(id)))];
}

/** The product id of a single-item request; 400 without one, 404 "Product not found" for an unknown one. */
export async function requireProductId(db: Queryable, body: unknown): Promise<string> {
  const productId = (body as { productId?: unknown } | null)?.productId;
  if (productId === undefined || productId === null || productId === '') {
    throw badRequest('productId is required', { productId: 'productId is required' });
  }
  if (typeof productId !== 'string' || !isProductId(productId) || !(await productExists(db, productId))) {
    throw notFound('Product not found');
  }
  return productId;
}

export async function mergeIntoWishlist(db: Queryable, customerId: string, productIds: string[]): Promise<void> {
  await insertWishlistItems(db, customerId, productIds);
}
