// The collection's category (and the filters that ride along in the same address) kept in sync with the
// address and browser storage. Category and filters share one hook because restoring them is one
// navigation: two hooks each calling setSearchParams in the same commit would overwrite each other.
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { CategoryFilter } from 'contracts';
import {
  NO_FILTERS,
  addressKey,
  applyAddress,
  hasAddressKeys,
  loadStoredAddress,
  parseAddress,
  storeAddress,
  toProductQuery,
  type CollectionAddress,
  type CollectionFilters,
  type ListingQuery,
} from './collection-address';

export type CollectionCategory = {
  category: CategoryFilter;
  filters: CollectionFilters;
  /** The request for the grid; the same object while the address is unchanged. */
  query: ListingQuery;
  setCategory: (category: CategoryFilter) => void;
  setFilters: (filters: CollectionFilters) => void;
  clearFilters: () => void;
};

export function useCollectionCategory(): CollectionCategory {
  const [params, setParams] = useSearchParams();

  // On a visit without collection keys in the address, what was stored is shown at once (so the grid
  // does not first load shop all) and written into the address by the effect below.
  const pendingRestore = useRef<CollectionAddress | null | undefined>(undefined);
  if (pendingRestore.current === undefined) {
    pendingRestore.current = hasAddressKeys(params) ? null : loadStoredAddress();
  }
  const address = pendingRestore.current ?? parseAddress(params);
  const key = addressKey(address);

  useEffect(() => {
    const restored = pendingRestore.current;
    if (!restored) return;
    pendingRestore.current = null;
    setParams(applyAddress(params, restored), { replace: true });
    // Runs once per visit; later changes of the address come from the shopper.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    storeAddress(address);
    // `key` identifies `address`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const navigateTo = useCallback(
    (next: CollectionAddress) => {
      pendingRestore.current = null;
      setParams(applyAddress(params, next));
    },
    [params, setParams],
  );

  // eslint-disable-next-line react-hooks/exhaustive-deps
  const query = useMemo(() => toProductQuery(address), [key]);

  return {
    category: address.category,
    filters: address.filters,
    query,
    setCategory: (category) => navigateTo({ category, filters: address.filters }),
    setFilters: (filters) => navigateTo({ category: address.category, filters }),
    clearFilters: () => navigateTo({ category: address.category, filters: NO_FILTERS }),
  };
}
