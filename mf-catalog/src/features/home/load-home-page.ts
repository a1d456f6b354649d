import type { Product } from 'contracts';
import { filterProducts } from 'shared-ui';
import { useAsyncData } from './use-async-data';

/** How many best sellers the home carousel cycles through. */
export const BEST_SELLER_COUNT = 9;

const NONE: Product[] = [];

/** GET /products/filter?sort=bestSeller: the home "Best Sellers" carousel. */
export function useBestSellers() {
  return useAsyncData(
    'best-sellers',
    () => filterProducts({ sort: 'bestSeller', perPage: BEST_SELLER_COUNT, startPage: 1 }),
    NONE,
  );
}
