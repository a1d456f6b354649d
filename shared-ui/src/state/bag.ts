/**
 * The shopping bag: a list of cart item keys (`productId/color/size/quantity`, see contracts),
 * persisted in localStorage under 'vesna:bag' so a guest keeps the bag across visits.
 */
import { useMemo } from 'react';
import { atom, getDefaultStore, useAtomValue, useStore } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { formatCartItemKey, isSameCartItem, parseCartItemKey, type CartItemKey } from 'contracts';
import { emitShopEvent } from '../events/events';

type Store = ReturnType<typeof getDefaultStore>;

/**
 * The bag's item keys, in the order they were added.
 * Written by: `useBag()` (mf-product adds, mf-checkout changes quantities, removes and clears after a
 * successful payment; server sync replaces it after login).
 * Read by: shell (mini bag, badge), mf-checkout (cart, info, payment pages).
 * `getOnInit` reads localStorage on first render, so the badge never flashes 0 on a full bag.
 */
export const bagItemsAtom = atomWithStorage<CartItemKey[]>('vesna:bag', [], undefined, { getOnInit: true });

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

function commit(store: Store, next: CartItemKey[]): void {
  store.set(bagItemsAtom, next);
  emitShopEvent('bag:changed', { items: next, count: countBagItems(next) });
}

/**
 * Adds a key unless the same product/colour/size is already there (spec: adding an item already
 * present is ignored). Returns whether it was added.
 */
export function addBagItem(key: CartItemKey, store: Store = getDefaultStore()): boolean {
  const items = store.get(bagItemsAtom);
  if (items.some((existing) => isSameCartItem(existing, key))) return false;
  commit(store, [...items, key]);
  return true;
}

/** Removes the line with the same product/colour/size as `key` (its quantity is ignored). */
export function removeBagItem(key: CartItemKey, store: Store = getDefaultStore()): void {
  const items = store.get(bagItemsAtom);
  const next = items.filter((existing) => !isSameCartItem(existing, key));
  if (next.length !== items.length) commit(store, next);
}

/**
 * Replaces the line's key with one carrying `quantity` (spec: each change replaces the identifier).
 * The caller caps it at the size's stock; here it is only kept at 1 or more.
 */
export function setBagItemQuantity(key: CartItemKey, quantity: number, store: Store = getDefaultStore()): void {
  const wanted = Math.max(1, Math.floor(quantity));
  const next = store
    .get(bagItemsAtom)
    .map((existing) =>
      isSameCartItem(existing, key) ? formatCartItemKey({ ...parseCartItemKey(existing), quantity: wanted }) : existing,
    );
  commit(store, next);
}

/** Replaces the whole bag (server sync after login). */
export function replaceBagItems(items: CartItemKey[], store: Store = getDefaultStore()): void {
  commit(store, [...items]);
}

/** Empties the bag (after a successful order). */
export function clearBag(store: Store = getDefaultStore()): void {
  commit(store, []);
}

/**
 * The bag and the only sanctioned way to change it: every change updates `bagItemsAtom` and emits
 * `bag:changed`. Used by: shell (mini bag), mf-product (add), mf-checkout (quantity, remove, clear).
 */
export function useBag() {
  const store = useStore();
  const items = useAtomValue(bagItemsAtom, { store });
  const count = useAtomValue(bagCountAtom, { store });
  return useMemo(
    () => ({
      items,
      count,
      /** Whether the same product/colour/size is in the bag (quantity ignored). */
      has: (key: CartItemKey) => items.some((existing) => isSameCartItem(existing, key)),
      add: (key: CartItemKey) => addBagItem(key, store),
      remove: (key: CartItemKey) => removeBagItem(key, store),
      setQuantity: (key: CartItemKey, quantity: number) => setBagItemQuantity(key, quantity, store),
      replace: (next: CartItemKey[]) => replaceBagItems(next, store),
      clear: () => clearBag(store),
    }),
    [items, count, store],
  );
}
