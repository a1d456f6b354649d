import { PRODUCT_ID_PATTERN, type Product, type ProductSummary } from 'contracts';
import type { Queryable } from '../../db/database';
import { badRequest, notFound } from '../../http-errors';
import type { ProductFilter } from './filter-query';
import { searchProductSummaries, selectFilteredProducts, selectProductsByIds } from './queries';

export const SEARCH_LIMIT = 12;
export const MAX_IDS = 100;
export const MAX_SEARCH_LENGTH = 200;

export function filterProducts(db: Queryable, filter: ProductFilter): Promise<Product[]> {
  return selectFilteredProducts(db, filter);
}

export async function getProduct(db: Queryable, id: string | undefined): Promise<Product> {
  if (id === undefined || id.trim() === '') throw badRequest('id is required', { id: 'id is required' });
  const [product] = PRODUCT_ID_PATTERN.test(id) ? await selectProductsByIds(db, [id]) : [];
  if (!product) throw notFound('Product not found');
  return product;
}

/** Products in the order asked for; ids that do not exist (or are not ids) are skipped. */
export async function getProductsByIds(db: Queryable, pid: string | undefined): Promise<Product[]> {
  const ids = [
    ...new Set(
      (pid ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter((s) => PRODUCT_ID_PATTERN.test(s)),
    ),
  ];
  if (ids.length > MAX_IDS)
    throw badRequest(`At most ${MAX_IDS} ids per request`, { pid: `At most ${MAX_IDS} ids per request` });
  const byId = new Map((await selectProductsByIds(db, ids)).map((p) => [p.id, p]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Type-ahead search: every word must match (AND), the last one also as a prefix because the shopper
 * may still be typing it ("linen dre" finds "Linen Wrap Midi Dress"). The prefix only looks at name,
 * category, colours and fabric (weights A, B): in descriptions "dre" would also find "dress it up".
 * Returns null for a blank text.
 */
export function toPrefixTsquery(text: string): string | null {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return null;
  return words.map((w, i) => (i === words.length - 1 ? `(${w}:*AB | ${w})` : w)).join(' & ');
}

export async function searchProducts(db: Queryable, body: unknown): Promise<ProductSummary[]> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('Send a JSON object: {"text": "..."}');
  }
  const text = (body as { text?: unknown }).text;
  if (text === undefined || text === null) return [];
  if (typeof text !== 'string') throw badRequest('text must be a string', { text: 'text must be a string' });
  if (text.length > MAX_SEARCH_LENGTH) {
    throw badRequest(`text must be at most ${MAX_SEARCH_LENGTH} characters`, {
      text: `text must be at most ${MAX_SEARCH_LENGTH} characters`,
    });
  }
  const query = toPrefixTsquery(text);
  return query ? searchProductSummaries(db, query, SEARCH_LIMIT) : [];
}
