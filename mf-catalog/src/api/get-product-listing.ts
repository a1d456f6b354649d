/**
 * Data and paging for a product grid (collection, new in, plus size: this remote's pages). Spec section 4: "Fetching with
 * startPage 1 replaces the list; later pages append; hasMore becomes false when fewer products than
 * perPage return. Changing category or filters resets to page 1 and reloads."
 */
import { useCallback, useMemo } from 'react';
import { FIRST_PAGE, PAGE_SIZE, type Product, type ProductFilterQuery } from 'contracts';
import { filterProducts } from 'shared-ui';
import { queryOptions, useInfiniteQuery, useQueryClient } from 'shared-ui/state';

export type ProductListingQuery = Omit<ProductFilterQuery, 'startPage' | 'perPage'>;

export interface ProductListing {
  products: Product[];
  /** A page is being fetched (the first page or a "Load More"). */
  loading: boolean;
  /** Message of the last failed fetch, null otherwise. */
  error: string | null;
  /** The last page was full, so "Load More" may bring more. */
  hasMore: boolean;
  /** The last page fetched (FIRST_PAGE after a reset). */
  page: number;
  /** Fetches the next page and appends it; does nothing while loading or when nothing more exists. */
  loadMore: () => void;
  /** Fetches page 1 again (e.g. a Retry button). */
  reload: () => void;
}

/** Stable text of a query, so a new object with the same values does not refetch. */
function queryText(query: ProductListingQuery): string {
  const entries = Object.entries(query)
    .filter(([, value]) => value !== undefined && !(Array.isArray(value) && value.length === 0))
    .map(([key, value]) => [key, Array.isArray(value) ? [...value].sort() : value] as const)
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify(entries);
}

/** The pages of a listing loaded so far, as the query client keeps them (so "back" shows them all again). */
type ListingPages = { pages: Product[][]; pageParams: number[] };

/**
 * A listing's first page: a page's `firstData` names it so the server loads it before rendering, and
 * useProductListing starts from it (the same key, ['listing', perPage, query]: its first page of an infinite query).
 */
export function productListingQueryOptions(query: ProductListingQuery, perPage = PAGE_SIZE) {
  return queryOptions({
    queryKey: ['listing', perPage, queryText(query)] as const,
    queryFn: async ({ signal }): Promise<ListingPages> => ({
      pages: [await filterProducts({ ...query, perPage, startPage: FIRST_PAGE }, { signal })],
      pageParams: [FIRST_PAGE],
    }),
  });
}

/**
 * The listing as an infinite query: page 1 from the server's first data or fetched after mount, each
 * "Load More" the next page. Pages stay in the query client, so Back to a listing shows every page loaded
 * (and the shell restores the scroll position over them). A new query (category, filters, sort) is
 * another key: its own pages, from page 1. An answer for a query no longer shown is cancelled.
 */
export function useProductListing(baseQuery: ProductListingQuery, options: { perPage?: number } = {}): ProductListing {
  const perPage = options.perPage ?? PAGE_SIZE;
  const client = useQueryClient();
  const { queryKey } = productListingQueryOptions(baseQuery, perPage);
  const answer = useInfiniteQuery<Product[], number>({
    queryKey,
    queryFn: ({ pageParam, signal }) => filterProducts({ ...baseQuery, perPage, startPage: pageParam }, { signal }),
    initialPageParam: FIRST_PAGE,
    // A page shorter than perPage is the last one.
    getNextPageParam: (last, _all, lastPage) => (last.length >= perPage ? lastPage + 1 : undefined),
  });

  const { data, isFetching, isFetchingNextPage, fetchNextPage, hasNextPage } = answer;
  const products = useMemo(() => data?.pages.flat() ?? [], [data]);
  const page = data?.pageParams.at(-1) ?? FIRST_PAGE;
  const error = answer.status === 'error' && !isFetching ? answer.error.message || 'Could not load products' : null;
  const loading = isFetchingNextPage || (isFetching && !data);
  // After a failed page, Load More gives way to Retry (spec section 4).
  const hasMore = hasNextPage && error === null;

  const loadMore = useCallback(() => {
    if (isFetching || !hasMore) return;
    void fetchNextPage({ cancelRefetch: false });
  }, [fetchNextPage, isFetching, hasMore]);
  const [, , text] = queryKey;
  // Back to the state of a listing never loaded: page 1 alone, asked again.
  const reload = useCallback(
    () => void client.resetQueries({ queryKey: ['listing', perPage, text], exact: true }),
    [client, perPage, text],
  );

  return useMemo(
    () => ({ products, loading, error, hasMore, page, loadMore, reload }),
    [products, loading, error, hasMore, page, loadMore, reload],
  );
}
