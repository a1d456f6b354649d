/**
 * The wish list: product ids, persisted in localStorage under 'vesna:wishlist'. Guest-only for now
 * (spec: kept locally as a guest); server sync for logged-in users listens to `wishlist:changed`.
 */
import { useMemo } from 'react';
import { getDefaultStore, useAtomValue, useStore } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { emitShopEvent } from '../events/events';

type Store = ReturnType<typeof getDefaultStore>;

/**
 * Product ids on the wish list, most recently added last.
 * Written by: `useWishlist()` (ProductCard's heart, mf-product's wish list control, mf-account's
 * wish list page "Clear All", logout).
 * Read by: shell header count, ProductCard, mf-account wish list page.
 * `getOnInit` reads localStorage on first render, so hearts render filled immediately.
 */
export const wishlistAtom = atomWithStorage<string[]>('vesna:wishlist', [], undefined, { getOnInit: true });

function commit(store: Store, next: string[], change?: { productId: string; isFavorite: boolean }): void {
  store.set(wishlistAtom, next);
  emitShopEvent('wishlist:changed', { ids: next, count: next.length, ...change });
}

/** Adds or removes `productId`; returns whether it is a favourite afterwards. */
export function toggleWishlistItem(productId: string, store: Store = getDefaultStore()): boolean {
  const ids = store.get(wishlistAtom);
  const isFavorite = !ids.includes(productId);
  commit(store, isFavorite ? [...ids, productId] : ids.filter((id) => id !== productId), { productId, isFavorite });
  return isFavorite;
}

export function addWishlistItem(productId: string, store: Store = getDefaultStore()): void {
  if (!store.get(wishlistAtom).includes(productId)) toggleWishlistItem(productId, store);
}

export function removeWishlistItem(productId: string, store: Store = getDefaultStore()): void {
  if (store.get(wishlistAtom).includes(productId)) toggleWishlistItem(productId, store);
}

/** Replaces the list (server sync after login). */
export function replaceWishlist(ids: string[], store: Store = getDefaultStore()): void {
  commit(store, [...new Set(ids)]);
}

/** Empties the list ("Clear All", logout). */
export function clearWishlist(store: Store = getDefaultStore()): void {
  commit(store, []);
}

/**
 * The wish list and the only way to change it: `toggle(id)` flips at once (spec: the favourite toggle
 * flips immediately) and emits `wishlist:changed`, as do add/remove/replace/clear.
 * Used by: ProductCard, shell header, mf-product, mf-account.
 */
export function useWishlist() {
  const store = useStore();
  const ids = useAtomValue(wishlistAtom, { store });
  return useMemo(
    () => ({
      ids,
      count: ids.length,
      isFavorite: (id: string) => ids.includes(id),
      toggle: (id: string) => toggleWishlistItem(id, store),
      add: (id: string) => addWishlistItem(id, store),
      remove: (id: string) => removeWishlistItem(id, store),
      replace: (next: string[]) => replaceWishlist(next, store),
      clear: () => clearWishlist(store),
    }),
    [ids, store],
  );
}
