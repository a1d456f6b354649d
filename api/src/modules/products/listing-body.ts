import type { Product } from 'contracts';
import type { Queryable } from '../../db/database';
import type { CatalogueCache } from '../catalogue-cache/catalogue-cache';
import type { ProductFilter } from './filter-query';
import { ListingIndex } from './listing-index';
import { selectFilteredProducts, selectListingRows, selectProductsByIds } from './queries';

/** Past this many products' JSON kept, start again (a catalogue far larger than the seed's 10,000). */
const MAX_PRODUCTS_KEPT = 20_000;

/**
 * A listing page as the JSON the route sends. A miss of the read cache (a listing not asked before)
 * still costs no SQL once this process has the catalogue's listing index and the page's products in
 * memory: the page is chosen in the index, and each product's JSON, written once by the route's
 * serializer, is joined with the others. Both are kept through the catalogue cache (memo), so a change
 * of the catalogue drops them with every answer. Random picks, and a cache that cannot hear
 * announcements, take the SQL path (selectFilteredProducts).
 */
export async function listingBody(
  db: Queryable,
  cache: CatalogueCache,
  filter: ProductFilter,
  serialize: (products: Product[]) => string,
): Promise<string> {
  if (filter.random !== undefined || !cache.isListening) return serialize(await selectFilteredProducts(db, filter));
  const index = await cache.memo('listing-index', async () => new ListingIndex(await selectListingRows(db)));
  const ids = index.pageIds(filter);
  const kept = cache.memo('product-json', () => new Map<string, string>());
  const missing = ids.filter((id) => !kept.has(id));
  if (missing.length > 0) {
    if (kept.size + missing.length > MAX_PRODUCTS_KEPT) kept.clear();
    // One product's JSON is the list serializer's answer for a list of one, without its brackets.
    for (const product of await selectProductsByIds(db, missing))
      kept.set(product.id, serialize([product]).slice(1, -1));
  }
  // A product deleted since the index was built is skipped, as the database would skip it.
  return `[${ids.flatMap((id) => kept.get(id) ?? []).join(',')}]`;
}
