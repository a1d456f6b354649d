/**
 * The shop's event bus: the public contract between the shell and the remotes.
 *
 * Each event is a namespaced `CustomEvent` dispatched on `window`, so a remote built and deployed on
 * its own can still react to another team's actions without importing it. Every event is listed in
 * `ShopEventMap` below with its payload, who emits it and who listens; adding an event means adding an
 * entry here (and a line in shared-ui/README.md).
 */
import { useEffect, useRef } from 'react';
import type { CartItemKey, Customer } from 'contracts';
import type { ToastOptions } from '../components/toast/toast-types';

/** The logged-in user as the client knows it (never a password or a token). */
export type SessionUser = Omit<Customer, 'password'>;

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
   * Emitted by: shared-ui `useWishlist()` (toggle, add, remove, clear, replace).
   * Listened by: shell (header count), mf-account (server sync when logged in).
   */
  'wishlist:changed': { ids: string[]; count: number; productId?: string; isFavorite?: boolean };
  /**
   * The session changed (log in, log out, session restored on load). Payload: the new session.
   * Emitted by: shared-ui `useSession().setUser` / `clear` (called by shell bootstrap and mf-account).
   * Listened by: shell (header menu), mf-checkout and mf-account (refetch the server cart/wish list).
   */
  'auth:changed': { isLogged: boolean; user: SessionUser | null };
  /**
   * Show a toast. Payload: `{ message, tone?, durationMs?, position? }`.
   * Emitted by: any remote (e.g. mf-account on a failed login) or shared-ui `useToast().show`.
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
export function onShopEvent<K extends ShopEventName>(
  name: K,
  handler: (detail: ShopEventMap[K]) => void,
): () => void {
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
