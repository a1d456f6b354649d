// The collection's category (and the filters that ride along in the same address) kept in sync with the
// address and browser storage. Category and filters share one hook because restoring them is one
// navigation: two hooks each calling setSearchParams in the same commit would overwrite each other.
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { CategoryFilter } from 'contracts';
import {
  NO_FILTERS,
  applyAddress,
  hasAddressKeys,
  loadStoredAddressKey,
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

// Storage is read through React's external-store hook, so a server render (no storage) sees nothing
// stored, and the page renders the same there. Other tabs' changes are not followed: the stored
// choice matters only when a visit starts.
const noSubscription = () => () => {};
const nothingStored = () => null;

export function useCollectionCategory(): CollectionCategory {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const stored = useSyncExternalStore(noSubscription, loadStoredAddressKey, nothingStored);

  // A visit without collection keys in the address shows what was stored at once (so the grid does not
  // first load shop all), until the effect below has written it into the address. Only the entry the
  // visit started on is restored: once the shopper navigates, the address alone speaks.
  const [visit] = useState(() => ({
    entry: location.key,
    restore: hasAddressKeys(params) ? null : stored,
  }));
  const restoring = visit.restore !== null && location.key === visit.entry ? visit.restore : null;

  const address = useMemo(
    () => parseAddress(restoring === null ? params : new URLSearchParams(restoring)),
    [restoring, params],
  );
  const query = useMemo(() => toProductQuery(address), [address]);

  useEffect(() => {
    if (restoring !== null) setParams(applyAddress(params, address), { replace: true });
  }, [restoring, params, address, setParams]);

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
