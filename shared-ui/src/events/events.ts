/**
 * The shop's event bus: the public contract between the shell and the remotes.
 *
 * Each event is a namespaced `CustomEvent` dispatched on `window`, so a remote built and deployed on
 * its own can still react to another team's actions without importing it. Every event is listed in
 * `ShopEventMap` below with its payload, who emits it and who listens; adding an event means adding an
 * entry here (and a line in shared-ui/README.md).
 */
import { useEffect, useRef } from 'react';
import type { CartItemKey, SessionUser } from 'contracts';
import type { ToastOptions } from '../components/toast/toast-types';

/** Payload of `auth:changed`. */
export interface AuthChangedDetail {
  /** True when a customer is logged in after the change. */
  isLogged: boolean;
  /** The logged-in customer's id (`SessionUser.id`), null for a guest. */
  userId: string | null;
  /** The logged-in customer, null for a guest. */
  user: SessionUser | null;
}

export interface ShopEventMap {
  /**
   * Open the mini bag panel. Payload: optional `{ source }` (who asked, for debugging).
   * Emitted by: mf-product after "Add to Cart", any remote with a "view bag" action.
   * Listened by: shell (opens the mini bag).
   */
  'bag:open': { source?: string } | undefined;
  /**
   * The bag's contents changed. Payload: the new item keys and the summed quantity.
   * Emitted by: shared-ui `useBag()` mutators (add, remove, setQuantity, clear, replace).
   * Listened by: shell (bag badge animation), mf-checkout (refreshes its summary), server sync.
   */
  'bag:changed': { items: CartItemKey[]; count: number };
  /**
   * The wish list changed. Payload: the new id list and count; `productId`/`isFavorite` when one
   * product was toggled.
   * Emitted by: shared-ui `useWishlist()` (toggle, add, remove, clear, replace), also when a failed
   * server update of a logged-in user's list is rolled back (then without `productId`), and by the
   * session helpers when they swap the list (login: the merged server list; logout: empty).
   * The server sync of a logged-in user's list is done by `useWishlist()` itself; listeners only react.
   * Listened by: shell (header count), mf-account (wish list page).
   */
  'wishlist:changed': { ids: string[]; count: number; productId?: string; isFavorite?: boolean };
  /**
   * The session changed. Payload (`AuthChangedDetail`): `{ isLogged, userId, user }`, the session
   * AFTER the change: `{ isLogged: true, userId: user.id, user }` when logged in, `{ isLogged: false,
   * userId: null, user: null }` for a guest.
   * Emitted once per change, after `sessionAtom` and the wish list already hold the new values, by
   * shared-ui state/session.ts: `bootstrapSession()` (only when a session was found on load),
   * `logIn()`, `registerCustomer()`, `logOut()` and `clearSession()` (always, even when the logout call
   * failed), `refreshSession()` and `setSessionUser()` / `useSession().setUser` / `.clear`.
   * Not emitted when a bootstrap finds no session (the page simply stays a guest).
   * Listened by: shell (header menu), mf-checkout and mf-account (refetch the server cart, route guard).
   */
  'auth:changed': AuthChangedDetail;
  /**
   * Show a toast. Payload: `{ message, tone?, durationMs?, position? }`.
   * Emitted by: any remote (e.g. mf-account on a failed login), shared-ui `useWishlist()` (a failed
   * server update: tone 'error', id 'wishlist-sync-failed', "Could not update your wish list. Please
   * try again.").
   * Listened by: shared-ui `Toaster`, which the shell mounts once.
   */
  'toast:show': ToastOptions;
  /**
   * Open the search panel, optionally prefilled. Payload: optional `{ query }`.
   * Emitted by: any remote offering a search entry point.
   * Listened by: shell (opens the search panel).
   */
  'search:open': { query?: string } | undefined;
}

export type ShopEventName = keyof ShopEventMap;

/** Events whose payload may be left out (`emitShopEvent('bag:open')`). */
type OptionalDetail<K extends ShopEventName> = undefined extends ShopEventMap[K]
  ? [detail?: ShopEventMap[K]]
  : [detail: ShopEventMap[K]];

/** Dispatches `name` on window with `detail` as the CustomEvent's detail. */
export function emitShopEvent<K extends ShopEventName>(name: K, ...args: OptionalDetail<K>): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent(name, { detail: args[0] }));
}

/** Calls `handler` with the payload each time `name` is emitted; returns the unsubscribe function. */
export function onShopEvent<K extends ShopEventName>(name: K, handler: (detail: ShopEventMap[K]) => void): () => void {
  if (typeof window === 'undefined') return () => {};
  // A CustomEvent created without detail reports null; hand listeners undefined, as the types say.
  const listener = (event: Event) =>
    handler(((event as CustomEvent<ShopEventMap[K]>).detail ?? undefined) as ShopEventMap[K]);
  window.addEventListener(name, listener);
  return () => window.removeEventListener(name, listener);
}

/**
 * Subscribes a component to an event for its lifetime. The latest `handler` is always called, so an
 * inline arrow function does not resubscribe on every render.
 */
export function useShopEvent<K extends ShopEventName>(name: K, handler: (detail: ShopEventMap[K]) => void): void {
  const handlerRef = useRef(handler);
  useEffect(() => {
    handlerRef.current = handler;
  });
  useEffect(() => onShopEvent(name, (detail) => handlerRef.current(detail)), [name]);
}
