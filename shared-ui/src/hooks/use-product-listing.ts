/**
 * Data and paging for a product grid (collection, new in, plus size). Spec section 4: "Fetching with
 * startPage 1 replaces the list; later pages append; hasMore becomes false when fewer products than
 * perPage return. Changing category or filters resets to page 1 and reloads."
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { FIRST_PAGE, PAGE_SIZE, type Product, type ProductFilterQuery } from 'contracts';
import { filterProducts } from '../api/products';
import { isCancelledRequest } from '../api/client';

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
function queryKey(query: ProductListingQuery): string {
  const entries = Object.entries(query)
    .filter(([, value]) => value !== undefined && !(Array.isArray(value) && value.length === 0))
    .map(([key, value]) => [key, Array.isArray(value) ? [...value].sort() : value] as const)
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify(entries);
}

export function useProductListing(
  baseQuery: ProductListingQuery,
  options: { perPage?: number; enabled?: boolean } = {},
): ProductListing {
  const perPage = options.perPage ?? PAGE_SIZE;
  const enabled = options.enabled ?? true;
  const key = queryKey(baseQuery);
  // The query object of the latest render whose key is `key`; read inside effects keyed by `key`.
  const queryRef = useRef(baseQuery);
  queryRef.current = baseQuery;

  const [products, setProducts] = useState<Product[]>([]);
  const [loading, setLoading] = useState(enabled);
  const [error, setError] = useState<string | null>(null);
  const [hasMore, setHasMore] = useState(false);
  const [page, setPage] = useState(FIRST_PAGE);

  // Each fetch gets a number; an answer is applied only if no newer fetch started since, so a slow
  // page of the previous filters can never overwrite the current ones.
  const requestId = useRef(0);
  const controller = useRef<AbortController | null>(null);
  const loadingRef = useRef(false);

  const fetchPage = useCallback(
    (startPage: number) => {
      const id = ++requestId.current;
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      loadingRef.current = true;
      setLoading(true);
      setError(null);
      filterProducts({ ...queryRef.current, perPage, startPage }, { signal: abort.signal }).then(
        (pageItems) => {
          if (id !== requestId.current) return;
          loadingRef.current = false;
          setProducts((previous) => (startPage === FIRST_PAGE ? pageItems : [...previous, ...pageItems]));
          setHasMore(pageItems.length >= perPage);
          setPage(startPage);
          setLoading(false);
        },
        (reason: unknown) => {
          if (id !== requestId.current || isCancelledRequest(reason)) return;
          loadingRef.current = false;
          if (startPage === FIRST_PAGE) setProducts([]);
          setHasMore(false);
          setError(reason instanceof Error ? reason.message : 'Could not load products');
          setLoading(false);
        },
      );
    },
    [perPage],
  );

  useEffect(() => {
    if (!enabled) {
      requestId.current++;
      loadingRef.current = false;
      setLoading(false);
      return;
    }
    fetchPage(FIRST_PAGE);
  }, [key, enabled, fetchPage]);

  // Abort whatever is in flight when the grid unmounts.
  useEffect(
    () => () => {
      requestId.current++;
      controller.current?.abort();
    },
    [],
  );

  const loadMore = useCallback(() => {
    if (loadingRef.current || !hasMore) return;
    fetchPage(page + 1);
  }, [fetchPage, hasMore, page]);

  const reload = useCallback(() => fetchPage(FIRST_PAGE), [fetchPage]);

  return useMemo(
    () => ({ products, loading, error, hasMore, page, loadMore, reload }),
    [products, loading, error, hasMore, page, loadMore, reload],
  );
}
