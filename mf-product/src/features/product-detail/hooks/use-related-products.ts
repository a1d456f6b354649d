import type { Product } from 'contracts';
import { filterProducts } from 'shared-ui';
import { queryOptions, useQuery } from 'shared-ui/state';

/** At most this many cards show (3 from tablet up, 2 below). */
export const RELATED_PRODUCTS_SHOWN = 3;

type RelatedState = { status: 'loading' } | { status: 'ready'; products: Product[] } | { status: 'failed' };

/**
 * "You May Also Like": random products from GET /products/filter?random=. The product's id seeds the
 * pick, so a product always suggests the same others (a reload does not reshuffle them); one extra is
 * asked for because the product itself may be among them and is never suggested.
 */
export function relatedProductsQueryOptions(productId: string) {
  return queryOptions({
    queryKey: ['related-products', productId] as const,
    queryFn: async ({ signal }): Promise<Product[]> => {
      const products = await filterProducts(
        { random: Number(productId), perPage: RELATED_PRODUCTS_SHOWN + 1, startPage: 1 },
        { signal },
      );
      return products.filter((product) => product.id !== productId).slice(0, RELATED_PRODUCTS_SHOWN);
    },
  });
}

/**
 * The suggestions for one product through the query layer, loaded after mount (or at once from an
 * earlier visit in this tab). Another product is another key: it shows its placeholders, never the
 * previous product's suggestions, and the answer for a product no longer shown is cancelled.
 */
export function useRelatedProducts(productId: string): RelatedState {
  const answer = useQuery(relatedProductsQueryOptions(productId));
  if (answer.status === 'success') return { status: 'ready', products: answer.data };
  if (answer.status === 'error') return { status: 'failed' };
  return { status: 'loading' };
}
