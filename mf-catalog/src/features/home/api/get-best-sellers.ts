import type { Product } from 'contracts';
import { filterProducts, logFailures } from 'shared-ui';
import { queryOptions, useQuery } from 'shared-ui/state';

/** How many best sellers the home carousel cycles through. */
const BEST_SELLER_COUNT = 9;

const NONE: Product[] = [];

/** The home carousel's best sellers (GET /products/filter?sort=bestSeller). */
export function bestSellersQueryOptions() {
  return queryOptions({
    queryKey: ['best-sellers', BEST_SELLER_COUNT] as const,
    queryFn: logFailures('[mf-catalog] best sellers', ({ signal }: { signal: AbortSignal }) =>
      filterProducts({ sort: 'bestSeller', perPage: BEST_SELLER_COUNT, startPage: 1 }, { signal }),
    ),
  });
}

/** The best sellers; none while they load or when they failed (the carousel keeps its placeholders). */
export function useBestSellers(): Product[] {
  return useQuery(bestSellersQueryOptions()).data ?? NONE;
}
