/**
 * The wish list: product ids. Where it lives depends on the session (spec sections 1 and 4):
 * - a guest's list is kept in localStorage under 'vesna:wishlist';
 * - a logged-in customer's list lives on the server; the page holds a copy in memory only (never in
 *   browser storage), changes it at once (optimistic) and sends each change to the API, rolling it back
 *   with a toast when the API refuses.
 * The session helpers (state/session.ts) swap the lists: login merges the guest list into the account
 * and empties the local one; logout empties both.
 */
import { useMemo } from 'react';
import { atom, getDefaultStore, useStore } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { emitShopEvent } from '../events/events';
import { addToWishlist, clearServerWishlist, removeFromWishlist } from '../api/wishlist';
import { sessionAtom, type Store } from './session-atom';
import { createServerSync, loggedInUserId } from './server-sync';
import { useHydratedAtomValue } from './hydrated-atom-value';

const NO_IDS: string[] = [];

/** The toast shown when the server refuses a change of a logged-in customer's list. */
export const WISHLIST_SYNC_ERROR_MESSAGE = 'Could not update your wish list. Please try again.';
const WISHLIST_SYNC_TOAST_ID = 'wishlist-sync-failed';

/**
 * A guest's list, persisted under 'vesna:wishlist'. `getOnInit` reads localStorage on first render,
 * so hearts render filled immediately. Internal: everyone else goes through `wishlistAtom`.
 */
export const guestWishlistAtom = atomWithStorage<string[]>('vesna:wishlist', []);

/** A logged-in customer's list (the server's, plus changes on their way to it). Memory only. */
const accountWishlistAtom = atom<string[]>([]);

type Update = string[] | ((previous: string[]) => string[]);

/**
 * Product ids on the wish list, most recently added last: the account's list when logged in, else the
 * guest's. Writing it changes the list of the current session locally, without an API call (the shell's
 * and mf-account's tests seed it this way).
 * Written by: `useWishlist()` (ProductCard's heart, mf-product's wish list control, mf-account's
 * wish list page "Clear All") and the session helpers (login, logout, session restore).
 * Read by: shell header count, ProductCard, mf-account wish list page.
 */
export const wishlistAtom = atom(
  (get) => (get(sessionAtom).isLogged ? get(accountWishlistAtom) : get(guestWishlistAtom)),
  (get, set, update: Update) => {
    const target = get(sessionAtom).isLogged ? accountWishlistAtom : guestWishlistAtom;
    set(target, typeof update === 'function' ? update(get(target)) : update);
  },
);

// ---- server sync (logged in only; state/server-sync.ts) ---------------------------------------

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}

function commit(store: Store, next: string[], change?: { productId: string; isFavorite: boolean }): void {
  store.set(wishlistAtom, next);
  emitShopEvent('wishlist:changed', { ids: next, count: next.length, ...change });
}

function showSyncError(): void {
  emitShopEvent('toast:show', { message: WISHLIST_SYNC_ERROR_MESSAGE, tone: 'error', id: WISHLIST_SYNC_TOAST_ID });
}

/** When the last pending write succeeds, the server's answer becomes the list (it has seen every write by then). */
const sync = createServerSync<string[]>({
  settle: (store, serverIds) => {
    if (!Array.isArray(serverIds)) return;
    if (!sameList(store.get(wishlistAtom), serverIds)) commit(store, [...new Set(serverIds)]);
  },
  fail: showSyncError,
});

/** True while changes of a logged-in customer's list are on their way to the server. */
export function hasPendingWishlistSync(store: Store = getDefaultStore()): boolean {
  return sync.isPending(store);
}

/** Returns `ids` with `productId` put back near `index` (its place before the failed removal). */
function insertAt(ids: string[], productId: string, index: number): string[] {
  if (ids.includes(productId)) return ids;
  const next = [...ids];
  next.splice(Math.min(Math.max(index, 0), next.length), 0, productId);
  return next;
}

// ---- mutators ---------------------------------------------------------------------------------------

/**
 * Adds or removes `productId` at once and returns whether it is a favourite afterwards. Logged in, the
 * change is then sent to the server (POST or DELETE /customers/wishlist); if that fails the product
 * flips back and the toast "Could not update your wish list. Please try again." is shown.
 */
export function toggleWishlistItem(productId: string, store: Store = getDefaultStore()): boolean {
  const ids = store.get(wishlistAtom);
  const index = ids.indexOf(productId);
  const isFavorite = index === -1;
  commit(store, isFavorite ? [...ids, productId] : ids.filter((id) => id !== productId), { productId, isFavorite });
  if (loggedInUserId(store) !== null) {
    void sync.send(
      store,
      productId,
      () => (isFavorite ? addToWishlist(productId) : removeFromWishlist(productId)),
      () => {
        const current = store.get(wishlistAtom);
        if (current.includes(productId) !== isFavorite) return; // already back where it was
        const restored = isFavorite ? current.filter((id) => id !== productId) : insertAt(current, productId, index);
        commit(store, restored, { productId, isFavorite: !isFavorite });
      },
    );
  }
  return isFavorite;
}

export function addWishlistItem(productId: string, store: Store = getDefaultStore()): void {
  if (!store.get(wishlistAtom).includes(productId)) toggleWishlistItem(productId, store);
}

export function removeWishlistItem(productId: string, store: Store = getDefaultStore()): void {
  if (store.get(wishlistAtom).includes(productId)) toggleWishlistItem(productId, store);
}

/**
 * Replaces the current session's list on the page only, without an API call (a sync from the server;
 * the session helpers use it). Duplicates are dropped.
 */
export function replaceWishlist(ids: readonly string[], store: Store = getDefaultStore()): void {
  commit(store, [...new Set(ids)]);
}

/**
 * Empties the list ("Clear All"). Logged in, it also clears the server's list (DELETE /customers/clear);
 * if that fails the old items come back with the toast. To drop the list from the page at logout use
 * `logOut()` / `clearSession()`, which never touch the account's list on the server.
 */
export function clearWishlist(store: Store = getDefaultStore()): void {
  const previous = store.get(wishlistAtom);
  commit(store, []);
  if (loggedInUserId(store) !== null) {
    void sync.send(
      store,
      '*',
      () => clearServerWishlist(),
      () => {
        const current = store.get(wishlistAtom);
        commit(store, [...new Set([...previous, ...current])]);
      },
    );
  }
}

// ---- used by the session helpers (state/session.ts), not public -----------------------------------

/** The guest's ids in localStorage (sent with the login so the server merges them). */
export function readGuestWishlist(store: Store): string[] {
  return store.get(guestWishlistAtom);
}

/** Empties the guest's list in localStorage (after the server merged it, and at logout). */
export function clearGuestWishlist(store: Store): void {
  store.set(guestWishlistAtom, []);
}

/** Sets the in-memory copy of the account's list (no event, no API call). */
export function setAccountWishlist(ids: readonly string[], store: Store): void {
  store.set(accountWishlistAtom, [...new Set(ids)]);
}

/** Emits `wishlist:changed` with the current list when it differs from `before`. */
export function emitWishlistChangeSince(before: readonly string[], store: Store): void {
  const ids = store.get(wishlistAtom);
  if (!sameList(before, ids)) emitShopEvent('wishlist:changed', { ids, count: ids.length });
}

/**
 * The wish list and the ONE hook every favourite toggle uses: `toggle(id)` flips at once (spec: the
 * favourite toggle flips immediately), keeps a guest's list in localStorage and sends a logged-in
 * customer's change to the server (rollback + toast on failure); every change emits `wishlist:changed`.
 * Used by: ProductCard, shell header, mf-product, mf-account.
 */
export function useWishlist() {
  const store = useStore();
  // The server renders an empty list (it never sees the shopper's): so does hydration, then the real one.
  const ids = useHydratedAtomValue(store, wishlistAtom, NO_IDS, (stored) => stored.length === 0);
  return useMemo(
    () => ({
      ids,
      count: ids.length,
      isFavorite: (id: string) => ids.includes(id),
      toggle: (id: string) => toggleWishlistItem(id, store),
      add: (id: string) => addWishlistItem(id, store),
      remove: (id: string) => removeWishlistItem(id, store),
      replace: (next: string[]) => replaceWishlist(next, store),
      // Ignores its arguments, so it can be passed as an onClick handler directly.
      clear: () => clearWishlist(store),
    }),
    [ids, store],
  );
}
