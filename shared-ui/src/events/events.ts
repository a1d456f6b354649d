/**
 * The shop's event bus: the public contract between the shell and the remotes.
 *
 * Each event is a namespaced `CustomEvent` dispatched on `window`, so a remote built and deployed on
 * its own can still react to another team's actions without importing it. Every event is listed in
 * `ShopEventMap` below with its payload, who emits it and who listens; adding an event means adding an
 * entry here (and a line in docs/events.md).
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

/** Payload of `bag:open` (may be left out). */
export interface BagOpenDetail {
  /** Who asked to open the bag, e.g. 'product-detail'. */
  source?: string;
}

/**
 * Every event, with who emits it and who listens TODAY (not who might). Each entry's "Emitted by:" and
 * "Listened by:" name the packages whose source does so; events/__tests__/event-map.test.ts reads the
 * code of the shell, the remotes and shared-ui and fails when these lines, or the list of events, stop
 * matching it. An event nobody emits is not listed: add it together with its first emitter.
 */
export interface ShopEventMap {
  /**
   * The bag's contents changed. Payload: the new item keys and the summed quantity (the bag of the
   * current session after the change).
   * Emitted by: shared-ui (state/bag.ts, on every change: `useBag()` and the bag helpers add,
   * remove, set a quantity, clear, replace; a failed server update of a logged-in customer's bag
   * rolled back; the server's answer once every pending change was answered, when it differs; the
   * session helpers swapping the bag, at login the merged server bag, at logout an empty one).
   * Listened by: nobody (the header's count reads `bagCountAtom`).
   */
  'bag:changed': { items: CartItemKey[]; count: number };
  /**
   * Open the mini bag, e.g. after a product was added. Payload optional: `{ source }` names who asks
   * (e.g. 'mf-product'), for analytics and debugging only.
   * Emitted by: mf-product (after a successful Add to Cart, i.e. `useBag().add()` returned true), shared-ui
   * (hydration/early-add.ts: once the page has hydrated after an Add to Cart the hydration gate did itself).
   * Listened by: shell (layout/header/header.tsx opens the mini bag, which takes the focus).
   */
  'bag:open': BagOpenDetail | undefined;
  /**
   * The wish list changed. Payload: the new id list and count; `productId`/`isFavorite` when one
   * product was toggled.
   * Emitted by: shared-ui (state/wishlist.ts: `useWishlist()` and the wish list helpers toggle, add,
   * remove, clear, replace; a failed server update of a logged-in user's list rolled back, then
   * without `productId`; the session helpers swapping the list, at login the merged server list, at
   * logout an empty one). The server sync is done by `useWishlist()` itself; listeners only react.
   * Listened by: nobody (the header's count and the wish list page read `wishlistAtom`).
   */
  'wishlist:changed': { ids: string[]; count: number; productId?: string; isFavorite?: boolean };
  /**
   * The session changed. Payload (`AuthChangedDetail`): `{ isLogged, userId, user }`, the session
   * AFTER the change: `{ isLogged: true, userId: user.id, user }` when logged in, `{ isLogged: false,
   * userId: null, user: null }` for a guest. Emitted once per change, after `sessionAtom` and the wish
   * list already hold the new values; not when a bootstrap finds no session (the page stays a guest).
   * Emitted by: shared-ui (state/session.ts: `bootstrapSession()` when a session was found,
   * `logIn()`, `registerCustomer()`, `logOut()` and `clearSession()` always, even when the logout call
   * failed, `refreshSession()` and `setSessionUser()` / `useSession().setUser` / `.clear`).
   * Listened by: nobody (the header and mf-account's route guard read `sessionAtom`).
   */
  'auth:changed': AuthChangedDetail;
  /**
   * Show a toast. Payload: `{ message, tone?, durationMs?, position?, id? }`.
   * Emitted by: shell (session/show-account-notice.ts: the notices of the e-mail verification link),
   * shared-ui (state/wishlist.ts: a failed server update of the wish list, tone 'error', id
   * 'wishlist-sync-failed', "Could not update your wish list. Please try again."; state/bag.ts: a
   * failed server update of the bag, tone 'error', id 'bag-sync-failed', "Could not update your
   * bag. Please try again.").
   * Listened by: shared-ui (`Toaster`, which the shell mounts once).
   */
  'toast:show': ToastOptions;
}

export type ShopEventName = keyof ShopEventMap;

/** Events whose payload may be left out (`bag:open`). */
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
