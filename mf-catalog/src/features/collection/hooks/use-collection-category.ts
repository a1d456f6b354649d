// The collection's category (and the filters that ride along in the same address) read from the
// address and mirrored into browser storage. Category and filters share one hook because they share
// one navigation: two hooks each calling setSearchParams in the same commit would overwrite each other.
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { CategoryFilter } from 'contracts';
import {
  NO_FILTERS,
  applyAddress,
  parseAddress,
  storeAddress,
  toProductQuery,
  type CollectionAddress,
  type CollectionFilters,
  type ListingQuery,
} from '../collection-address';

export type CollectionCategory = {
  category: CategoryFilter;
  filters: CollectionFilters;
  /** The request for the grid; the same object while the address is unchanged. */
  query: ListingQuery;
  setCategory: (category: CategoryFilter) => void;
  setFilters: (filters: CollectionFilters) => void;
  clearFilters: () => void;
};

/**
 * The address is the whole state: /collection without collection keys is shop all with no filters
 * (spec section 4, "An empty query resets filters and category to shop all"), which is where "See All"
 * and the header's Collection link lead. What is shown is written to storage (storeAddress), never
 * read back into a bare /collection.
 */
export function useCollectionCategory(): CollectionCategory {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // Keyed by the address text, so a re-render with the same address keeps the same query object.
  const address = useMemo(() => parseAddress(new URLSearchParams(key)), [key]);
  const query = useMemo(() => toProductQuery(address), [address]);

  useEffect(() => {
    storeAddress(address);
  }, [address]);

  const navigateTo = (next: CollectionAddress) => setParams(applyAddress(params, next));

  return {
    category: address.category,
    filters: address.filters,
    query,
    setCategory: (category) => navigateTo({ category, filters: address.filters }),
    setFilters: (filters) => navigateTo({ category: address.category, filters }),
    clearFilters: () => navigateTo({ category: address.category, filters: NO_FILTERS }),
  };
}
