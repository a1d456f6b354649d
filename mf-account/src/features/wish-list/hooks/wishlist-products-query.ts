import type { Product } from 'contracts';
import { type QueryClient } from 'shared-ui/state';
import { getProductsByIds } from 'shared-ui';

/** The products of a wish list by id; null: an id the API no longer knows (not shown). */
export type WishlistProducts = Readonly<Record<string, Product | null>>;

const WISHLIST_PRODUCTS = 'wishlist-products';

/** Every product the wish list's answers in the client already hold (earlier lists of this tab). */
export function knownWishlistProducts(client: QueryClient): WishlistProducts {
  const known: Record<string, Product | null> = {};
  for (const [, answer] of client.getQueriesData<WishlistProducts>({ queryKey: [WISHLIST_PRODUCTS] }))
    Object.assign(known, answer);
  return known;
}

/**
 * The products behind a wish list's ids. The key holds the ids (sorted: the same set is the same answer),
 * so adding or removing a favourite (shared-ui's wish-list atom) is a new key. Products are the
 * catalogue's, the same for every shopper, so the key needs no user id: the ids are the shopper's part.
 * The loader asks only for ids no earlier answer knows: removing a favourite asks nothing, adding one asks
 * for that one.
 */
export function wishlistProductsQuery(ids: readonly string[]) {
  const wanted = [...new Set(ids)].sort();
  return {
    queryKey: [WISHLIST_PRODUCTS, ...wanted] as const,
    queryFn: async ({ signal, client }: { signal: AbortSignal; client: QueryClient }): Promise<WishlistProducts> => {
      const known = knownWishlistProducts(client);
      const missing = wanted.filter((id) => !Object.hasOwn(known, id));
      const found = missing.length > 0 ? await getProductsByIds(missing, { signal }) : [];
      const answer: Record<string, Product | null> = {};
      for (const id of wanted) answer[id] = known[id] ?? null;
      for (const product of found) answer[product.id] = product;
      return answer;
    },
  };
}
