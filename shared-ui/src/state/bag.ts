/**
 * The shopping bag: a list of cart item keys (`productId/color/size/quantity`, see contracts). Where it
 * lives depends on the session, as the wish list does (state/wishlist.ts):
 * - a guest's bag is kept in localStorage under 'vesna:bag', so it survives visits;
 * - a logged-in customer's bag lives on the server; the page holds a copy in memory only, changes it at
 *   once (optimistic) and sends each change to the API (state/server-sync.ts), rolling it back with a
 *   toast when the API refuses.
 * The session helpers (state/session.ts) swap the bags: at login the guest bag is merged into the
 * account's (POST /customers/cart/merge) and the answer becomes the bag; at logout both are emptied.
 */
import { useMemo } from 'react';
import { atom, getDefaultStore, useStore } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { formatCartItemKey, parseCartItemKey, type CartItemKey } from 'contracts';
import { emitShopEvent } from '../events/events';
import { addCartItem, clearServerCart, removeCartItem } from '../api/cart';
import { getApiErrorMessage, getApiErrorStatus } from '../api/client';
import { sessionAtom, type Store } from './session-atom';
import { createServerSync, loggedInUserId } from './server-sync';
import { useHydratedAtomValue } from './hydrated-atom-value';
import { guestBagStorage } from './bag-hint';
// The hydration gate writes the same key when it adds a line before the page hydrated.
import { GUEST_BAG_KEY } from '../hydration/early-add';

const NO_ITEMS: CartItemKey[] = [];

/**
 * The toast shown when a change of a logged-in customer's bag could not be saved (network, server
 * error); when the catalogue refuses the line (400) its own message is shown instead.
 */
export const BAG_SYNC_ERROR_MESSAGE = 'Could not update your bag. Please try again.';
const BAG_SYNC_TOAST_ID = 'bag-sync-failed';

/**
 * A guest's bag, persisted under 'vesna:bag' (read when the page mounts it, never while the server's
 * markup hydrates), with the bag hint cookie kept in step (bag-hint.ts). Internal: everyone else goes
 * through `bagItemsAtom`.
 */
const guestBagAtom = atomWithStorage<CartItemKey[]>(GUEST_BAG_KEY, [], guestBagStorage);

/** A logged-in customer's bag (the server's, plus changes on their way to it). Memory only. */
const accountBagAtom = atom<CartItemKey[]>([]);

/** Only strings: storage edited by hand (or by an older version) must not break the page. */
function keysOnly(value: unknown): CartItemKey[] {
  return Array.isArray(value) ? value.filter((key): key is CartItemKey => typeof key === 'string') : [];
}

type Update = CartItemKey[] | ((previous: CartItemKey[]) => CartItemKey[]);

/**
 * The bag's item keys, in the order they were added: the account's bag when logged in, else the
 * guest's. Writing it changes the bag of the current session locally, without an API call and without
 * `bag:changed` (tests seed it this way); pages change the bag with `useBag()`.
 * Written by: `useBag()` (mf-product adds; the mini bag and mf-checkout's /cart change quantities,
 * remove, clear after a successful payment) and the session helpers (login merge, logout, restore).
 * Read by: shell (mini bag, badge), mf-checkout (cart, info, payment pages).
 */
export const bagItemsAtom = atom(
  (get) => keysOnly(get(sessionAtom).isLogged ? get(accountBagAtom) : get(guestBagAtom)),
  (get, set, update: Update) => {
    const target = get(sessionAtom).isLogged ? accountBagAtom : guestBagAtom;
    set(target, typeof update === 'function' ? update(keysOnly(get(target))) : update);
  },
);

/** The line a key names: the key without its quantity (two keys of one line differ only there). */
function lineOf(key: CartItemKey): string {
  const slash = key.lastIndexOf('/');
  return slash === -1 ? key : key.slice(0, slash);
}

/** Quantity of one key, or 0 when the key is malformed (e.g. storage edited by hand). */
function quantityOf(key: CartItemKey): number {
  try {
    const { quantity } = parseCartItemKey(key);
    return Number.isFinite(quantity) && quantity > 0 ? quantity : 0;
  } catch {
    return 0;
  }
}

/** Sum of quantities in a list of keys (spec section 9: the cart count is the sum of quantities). */
export function countBagItems(items: readonly CartItemKey[]): number {
  return items.reduce((sum, key) => sum + quantityOf(key), 0);
}

/**
 * The bag's item count (sum of the quantities in the keys), derived from `bagItemsAtom`.
 * Read by: shell header badge and mini bag.
 */
export const bagCountAtom = atom((get) => countBagItems(get(bagItemsAtom)));

function sameList(a: readonly CartItemKey[], b: readonly CartItemKey[]): boolean {
  return a.length === b.length && a.every((key, index) => key === b[index]);
}

function commit(store: Store, next: CartItemKey[]): void {
  store.set(bagItemsAtom, next);
  emitShopEvent('bag:changed', { items: next, count: countBagItems(next) });
}

// ---- server sync (logged in only; state/server-sync.ts) ---------------------------------------

const sync = createServerSync<CartItemKey[]>({
  // The last answer has seen every write: it becomes the bag (the server may have reordered lines).
  settle: (store, cart) => {
    if (!Array.isArray(cart)) return;
    if (!sameList(store.get(bagItemsAtom), cart)) commit(store, keysOnly(cart));
  },
  // A 400 is the catalogue refusing the line ("… is sold out", "Quantity must be a whole number from 1
  // to 2 …"): its message tells the shopper why. Anything else (network, 5xx) gets the general one.
  fail: (error) => {
    const message = getApiErrorStatus(error) === 400 ? getApiErrorMessage(error, BAG_SYNC_ERROR_MESSAGE) : null;
    emitShopEvent('toast:show', { message: message ?? BAG_SYNC_ERROR_MESSAGE, tone: 'error', id: BAG_SYNC_TOAST_ID });
  },
});

/** True while changes of a logged-in customer's bag are on their way to the server. */
export function hasPendingBagSync(store: Store = getDefaultStore()): boolean {
  return sync.isPending(store);
}

/** Puts `key` back at `index` unless its line is there again (the state before a failed removal). */
function insertAt(items: CartItemKey[], key: CartItemKey, index: number): CartItemKey[] {
  if (items.some((existing) => lineOf(existing) === lineOf(key))) return items;
  const next = [...items];
  next.splice(Math.min(Math.max(index, 0), next.length), 0, key);
  return next;
}

/**
 * Logged in: sends POST /customers/cart with `key` (add, or replace the line's quantity); if it fails
 * and the line still holds `key`, the line goes back to `previous` (undefined: it is removed).
 */
function sendPut(store: Store, key: CartItemKey, previous: CartItemKey | undefined): void {
  void sync.send(
    store,
    lineOf(key),
    () => addCartItem(key),
    () => {
      const current = store.get(bagItemsAtom);
      if (!current.includes(key)) return; // already changed again
      commit(
        store,
        previous === undefined
          ? current.filter((existing) => existing !== key)
          : current.map((existing) => (existing === key ? previous : existing)),
      );
    },
  );
}

/** Logged in: sends DELETE /customers/cart for `key`; if it fails, the line comes back at `index`. */
function sendRemove(store: Store, key: CartItemKey, index: number): void {
  void sync.send(
    store,
    lineOf(key),
    () => removeCartItem(key),
    () => commit(store, insertAt(store.get(bagItemsAtom), key, index)),
  );
}

// ---- mutators ---------------------------------------------------------------------------------------

/**
 * Adds a key unless the same product/colour/size is already there (spec: adding an item already
 * present is ignored). Returns whether it was added. Logged in, the line is then sent to the server;
 * if it refuses (say the stock is gone), the line disappears again with the toast.
 */
export function addBagItem(key: CartItemKey, store: Store = getDefaultStore()): boolean {
  const items = store.get(bagItemsAtom);
  if (items.some((existing) => lineOf(existing) === lineOf(key))) return false;
  commit(store, [...items, key]);
  if (loggedInUserId(store) !== null) sendPut(store, key, undefined);
  return true;
}

/** Removes the line with the same product/colour/size as `key` (its quantity is ignored). */
export function removeBagItem(key: CartItemKey, store: Store = getDefaultStore()): void {
  const items = store.get(bagItemsAtom);
  const index = items.findIndex((existing) => lineOf(existing) === lineOf(key));
  if (index === -1) return;
  const removed = items[index];
  commit(
    store,
    items.filter((_, position) => position !== index),
  );
  if (loggedInUserId(store) !== null) sendRemove(store, removed, index);
}

/**
 * Replaces the line's key with one carrying `quantity` (spec: each change replaces the identifier).
 * The caller caps it at the size's stock (the quote's `stock`); here it is only kept a whole number of
 * 1 or more. Logged in, the new key replaces the line on the server (POST /customers/cart).
 */
export function setBagItemQuantity(key: CartItemKey, quantity: number, store: Store = getDefaultStore()): void {
  if (!Number.isFinite(quantity)) return;
  const items = store.get(bagItemsAtom);
  const index = items.findIndex((existing) => lineOf(existing) === lineOf(key));
  if (index === -1) return;
  const previous = items[index];
  let nextKey: CartItemKey;
  try {
    nextKey = formatCartItemKey({ ...parseCartItemKey(previous), quantity: Math.max(1, Math.floor(quantity)) });
  } catch {
    return; // a malformed key (storage edited by hand) cannot get a quantity; remove() still drops it
  }
  if (nextKey === previous) return;
  commit(
    store,
    items.map((existing, position) => (position === index ? nextKey : existing)),
  );
  if (loggedInUserId(store) !== null) sendPut(store, nextKey, previous);
}

/**
 * Replaces the whole bag (e.g. /cart taking over the quote's clamped keys). Logged in, the difference
 * goes to the server line by line: lines that left are removed, new or changed lines are put.
 */
export function replaceBagItems(items: readonly CartItemKey[], store: Store = getDefaultStore()): void {
  const before = store.get(bagItemsAtom);
  const next = keysOnly([...items]);
  commit(store, next);
  if (loggedInUserId(store) === null) return;
  const beforeByLine = new Map(before.map((key) => [lineOf(key), key]));
  const nextLines = new Set(next.map(lineOf));
  before.forEach((key, index) => {
    if (!nextLines.has(lineOf(key))) sendRemove(store, key, index);
  });
  next.forEach((key) => {
    const old = beforeByLine.get(lineOf(key));
    if (old !== key) sendPut(store, key, old);
  });
}

/**
 * Empties the bag (after a successful order). Logged in, it also clears the server's bag (DELETE
 * /customers/clearCart); if that fails the lines come back with the toast. To drop the bag from the
 * page at logout use `logOut()` / `clearSession()`, which never touch the account's bag on the server.
 */
export function clearBag(store: Store = getDefaultStore()): void {
  const previous = store.get(bagItemsAtom);
  commit(store, []);
  if (loggedInUserId(store) === null) return;
  void sync.send(
    store,
    '*',
    () => clearServerCart(),
    () => {
      const current = store.get(bagItemsAtom);
      const back = previous.filter((key) => !current.some((existing) => lineOf(existing) === lineOf(key)));
      commit(store, [...back, ...current]);
    },
  );
}

// ---- used by the session helpers (state/session.ts), not public -----------------------------------

/** The guest's keys in localStorage (merged into the account at login). */
export function readGuestBag(store: Store): CartItemKey[] {
  return keysOnly(store.get(guestBagAtom));
}

/** Empties the guest's bag in localStorage (after the server merged it, and at logout). */
export function clearGuestBag(store: Store): void {
  store.set(guestBagAtom, []);
}

/** Sets the in-memory copy of the account's bag (no event, no API call). */
export function setAccountBag(items: readonly CartItemKey[], store: Store): void {
  store.set(accountBagAtom, keysOnly([...items]));
}

/** Emits `bag:changed` with the current bag when it differs from `before`. */
export function emitBagChangeSince(before: readonly CartItemKey[], store: Store): void {
  const items = store.get(bagItemsAtom);
  if (!sameList(before, items)) emitShopEvent('bag:changed', { items, count: countBagItems(items) });
}

/**
 * The bag and the ONE way to change it (mf-product's Add to Cart, the shell's mini bag, mf-checkout's
 * /cart): every change is applied at once (synchronous, optimistic) and emits `bag:changed`; a guest's
 * bag is kept in localStorage, a logged-in customer's change is also sent to the server (rollback and
 * a toast on failure: the server's reason for a 400, else "Could not update your bag. Please try again.").
 * `has`/`remove` ignore the quantity; `add` returns false when that product/colour/size is already in.
 */
export function useBag() {
  const store = useStore();
  // The server renders an empty bag (it never sees the shopper's): so does hydration, then the real one.
  const items = useHydratedAtomValue(store, bagItemsAtom, NO_ITEMS, (stored) => stored.length === 0);
  const count = useHydratedAtomValue(store, bagCountAtom, 0);
  return useMemo(
    () => ({
      items,
      count,
      /** Whether the same product/colour/size is in the bag (quantity ignored). */
      has: (key: CartItemKey) => items.some((existing) => lineOf(existing) === lineOf(key)),
      add: (key: CartItemKey) => addBagItem(key, store),
      remove: (key: CartItemKey) => removeBagItem(key, store),
      setQuantity: (key: CartItemKey, quantity: number) => setBagItemQuantity(key, quantity, store),
      replace: (next: CartItemKey[]) => replaceBagItems(next, store),
      // Ignores its arguments, so it can be passed as an onClick handler directly.
      clear: () => clearBag(store),
    }),
    [items, count, store],
  );
}
