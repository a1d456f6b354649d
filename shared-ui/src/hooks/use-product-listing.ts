/**
 * Data and paging for a product grid (collection, new in, plus size). Spec section 4: "Fetching with
 * startPage 1 replaces the list; later pages append; hasMore becomes false when fewer products than
 * perPage return. Changing category or filters resets to page 1 and reloads."
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { FIRST_PAGE, PAGE_SIZE, type Product, type ProductFilterQuery } from 'contracts';
import { filterProducts } from '../api/products';
import { isCancelledRequest } from '../api/client';
import type { PageQuery } from '../data/page-query';
import { useQueryCache } from '../data/query-cache';

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

/** The pages of a listing loaded so far, as the query cache keeps them (so "back" shows them all again). */
export interface ListingPages {
  products: Product[];
  page: number;
  hasMore: boolean;
}

function listingCacheKey(key: string, perPage: number): string {
  return `listing:${perPage}:${key}`;
}

/**
 * A listing's first page as a query: a page's `firstData` names it so the server loads it before
 * rendering, and useProductListing starts from it.
 */
export function productListingQuery(query: ProductListingQuery, perPage = PAGE_SIZE): PageQuery<ListingPages> {
  return {
    key: listingCacheKey(queryKey(query), perPage),
    load: async (options) => {
      const products = await filterProducts({ ...query, perPage, startPage: FIRST_PAGE }, options);
      return { products, page: FIRST_PAGE, hasMore: products.length >= perPage };
    },
  };
}

/** What the last answer brought, and for which query (`key`; null before the first answer). */
interface Settled {
  key: string | null;
  products: Product[];
  page: number;
  hasMore: boolean;
  error: string | null;
}

export function useProductListing(baseQuery: ProductListingQuery, options: { perPage?: number } = {}): ProductListing {
  const perPage = options.perPage ?? PAGE_SIZE;
  const key = queryKey(baseQuery);
  // The query as of the render where its key last changed: a new object with the same values keeps the
  // old one, so fetchPage (and the effect that calls it) only changes when the values do. Updating
  // state while rendering is React's way to derive state from props without an extra effect pass.
  const [current, setCurrent] = useState({ key, query: baseQuery });
  const cache = useQueryCache();
  // Pages loaded before (by the server, or before the shopper left this listing) show at once.
  const cachedPages = (queryKeyText: string): Settled | null => {
    const cached = cache.get<ListingPages>(listingCacheKey(queryKeyText, perPage));
    return cached ? { key: queryKeyText, ...cached, error: null } : null;
  };
  const [settled, setSettled] = useState<Settled>(
    () => cachedPages(key) ?? { key: null, products: [], page: FIRST_PAGE, hasMore: false, error: null },
  );
  if (current.key !== key) {
    setCurrent({ key, query: baseQuery });
    const cached = cachedPages(key);
    if (cached) setSettled(cached);
  }
  // A fetch asked for by loadMore or reload. The first page of a new query needs no flag: it is
  // loading as long as no answer for its key has arrived.
  const [busy, setBusy] = useState(false);

  // Each fetch gets a number; an answer is applied only if no newer fetch started since, so a slow
  // page of the previous filters can never overwrite the current ones.
  const requestId = useRef(0);
  const controller = useRef<AbortController | null>(null);
  // Set synchronously (state is not), so two loadMore calls before a re-render fetch once.
  const loadingRef = useRef(false);

  const fetchPage = useCallback(
    (startPage: number) => {
      const id = ++requestId.current;
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      loadingRef.current = true;
      filterProducts({ ...current.query, perPage, startPage }, { signal: abort.signal }).then(
        (pageItems) => {
          if (id !== requestId.current) return;
          loadingRef.current = false;
          setSettled((previous) => ({
            key: current.key,
            products: startPage === FIRST_PAGE ? pageItems : [...previous.products, ...pageItems],
            page: startPage,
            hasMore: pageItems.length >= perPage,
            error: null,
          }));
          setBusy(false);
        },
        (reason: unknown) => {
          if (id !== requestId.current || isCancelledRequest(reason)) return;
          loadingRef.current = false;
          setSettled((previous) => ({
            key: current.key,
            products: startPage === FIRST_PAGE ? [] : previous.products,
            page: previous.page,
            hasMore: false,
            error: reason instanceof Error ? reason.message : 'Could not load products',
          }));
          setBusy(false);
        },
      );
    },
    [perPage, current],
  );

  // Page 1 of every new query (and of the first render), unless its pages are in the cache.
  useEffect(() => {
    if (!cache.has(listingCacheKey(current.key, perPage))) return fetchPage(FIRST_PAGE);
    // Shown from the cache: an answer still on its way for the previous query must not replace it.
    requestId.current++;
    controller.current?.abort();
    loadingRef.current = false;
  }, [fetchPage, cache, current.key, perPage]);

  // What is shown is what "back" will show.
  useEffect(() => {
    if (settled.key === null || settled.error) return;
    const { products, page, hasMore } = settled;
    cache.set(listingCacheKey(settled.key, perPage), { products, page, hasMore });
  }, [settled, cache, perPage]);

  // Abort whatever is in flight when the grid unmounts.
  useEffect(
    () => () => {
      requestId.current++;
      controller.current?.abort();
    },
    [],
  );

  const { products, page, hasMore } = settled;
  const answered = settled.key === current.key;
  const loading = busy || !answered;
  // The error of an earlier query is not this one's (a new fetch clears it, as reload and loadMore do).
  const error = answered ? settled.error : null;

  const startFetch = useCallback(
    (startPage: number) => {
      setBusy(true);
      setSettled((previous) => ({ ...previous, error: null }));
      fetchPage(startPage);
    },
    [fetchPage],
  );

  const loadMore = useCallback(() => {
    if (loadingRef.current || !hasMore) return;
    startFetch(page + 1);
  }, [startFetch, hasMore, page]);

  const reload = useCallback(() => startFetch(FIRST_PAGE), [startFetch]);

  return useMemo(
    () => ({ products, loading, error, hasMore, page, loadMore, reload }),
    [products, loading, error, hasMore, page, loadMore, reload],
  );
}
