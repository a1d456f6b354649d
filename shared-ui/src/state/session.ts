/**
 * The session as the page knows it, and the helpers that change it. The session itself is the
 * httpOnly cookie set by the API: nothing here is written to browser storage, and the `token` of the
 * login and registration answers is never kept. Every change goes through `applySession`, which sets
 * `sessionAtom`, swaps the wish list and the bag (guest copies in localStorage / the account's in
 * memory) and then emits `auth:changed` (and `wishlist:changed` / `bag:changed` when they changed).
 */
import { useMemo } from 'react';
import { getDefaultStore, useStore } from 'jotai';
import type { CartItemKey, SessionUser } from 'contracts';
import type { LoginInput, RegistrationInput } from 'contracts/schemas';
import { emitShopEvent } from '../events/events';
import { getApiErrorStatus } from '../api/client';
import { getCustomer, getSession, login, logout, register } from '../api/customers';
import { mergeWishlist } from '../api/wishlist';
import { mergeCart } from '../api/cart';
import {
  GUEST_SESSION,
  bumpSessionVersion,
  sessionAtom,
  sessionSettlingAtom,
  sessionVersion,
  type SessionState,
  type Store,
} from './session-atom';
import {
  clearGuestWishlist,
  emitWishlistChangeSince,
  hasPendingWishlistSync,
  readGuestWishlist,
  setAccountWishlist,
  wishlistAtom,
} from './wishlist';
import { bagItemsAtom, clearGuestBag, emitBagChangeSince, hasPendingBagSync, readGuestBag, setAccountBag } from './bag';
import { useHydratedAtomValue } from './hydrated-atom-value';
import { mayHoldSession } from './hint-cookies';

export { sessionAtom, sessionSettlingAtom, type SessionState };

/** The account's bag in a customer answer; null when the answer carries none (keep what the page has). */
function cartOf(user: SessionUser): CartItemKey[] | null {
  return Array.isArray(user.cart) ? user.cart : null;
}

interface ApplyOptions {
  /** The server merged the guest wish list into the account: empty it in localStorage. */
  dropGuestList?: boolean;
  /** The server merged the guest bag into the account: empty it in localStorage. */
  dropGuestBag?: boolean;
}

/**
 * Sets the session to `user` (null: guest) and the wish list and the bag with it, then emits the events.
 * - Logged in: the wish list becomes `user.wishlist` and the bag `user.cart` (the server's), except
 *   when the same customer still has changes on their way to the server (the local copy already
 *   includes them).
 * - Guest: the account's copies and the guest copies in localStorage are all emptied (spec: Log Out
 *   empties favourites and the bag on this device; no customer's data stays in the browser).
 * `dropGuestList` / `dropGuestBag` empty the guest copies once the server has merged them.
 */
function applySession(user: SessionUser | null, store: Store, options: ApplyOptions = {}): SessionState {
  const before = store.get(sessionAtom);
  const listBefore = store.get(wishlistAtom);
  const bagBefore = store.get(bagItemsAtom);
  bumpSessionVersion(store);
  const next: SessionState = { isLogged: user !== null, user };
  if (user) {
    const sameCustomer = before.user?.id === user.id;
    if (!(sameCustomer && hasPendingWishlistSync(store))) setAccountWishlist(user.wishlist, store);
    const cart = cartOf(user);
    if (cart !== null && !(sameCustomer && hasPendingBagSync(store))) setAccountBag(cart, store);
    else if (cart === null && !sameCustomer) setAccountBag([], store);
    store.set(sessionAtom, next);
    if (options.dropGuestList) clearGuestWishlist(store);
    if (options.dropGuestBag) clearGuestBag(store);
  } else {
    store.set(sessionAtom, next);
    setAccountWishlist([], store);
    clearGuestWishlist(store);
    setAccountBag([], store);
    clearGuestBag(store);
  }
  emitShopEvent('auth:changed', { isLogged: next.isLogged, userId: user?.id ?? null, user });
  emitWishlistChangeSince(listBefore, store);
  emitBagChangeSince(bagBefore, store);
  return next;
}

/**
 * Merges a guest bag left in localStorage into the account that just logged in (POST
 * /customers/cart/merge: the larger quantity per line, capped by the stock) and returns the customer
 * with the merged bag. With no guest bag, or when the merge fails, the customer is returned as is and
 * `merged` is false: the guest keys then stay in localStorage for the next start-up (bootstrapSession
 * merges them), and the account's bag is shown meanwhile.
 */
async function withGuestBagMerged(user: SessionUser, store: Store): Promise<{ user: SessionUser; merged: boolean }> {
  const guestBag = readGuestBag(store);
  if (guestBag.length === 0) return { user, merged: false };
  try {
    return { user: { ...user, cart: await mergeCart(guestBag) }, merged: true };
  } catch {
    return { user, merged: false };
  }
}

/**
 * Sets the session from a customer the caller already has (null: guest, as `clearSession()`), swapping
 * the wish list to `user.wishlist`, and emits `auth:changed`. Usable outside React.
 * Called by: mf-account after `updateProfile()` resolves with the updated customer. Prefer the helpers
 * below for log in / log out.
 */
export function setSessionUser(user: SessionUser | null, store: Store = getDefaultStore()): void {
  applySession(user, store);
}

/**
 * Called ONCE by the shell at start-up (spec section 4, "On home load"): GET /cookies when the browser holds
 * the signed-in hint (a browser without it holds no session cookie either: the answer would be "guest", so
 * the page is left a guest without asking, see hint-cookies.ts); with a session,
 * sets `sessionAtom` and replaces the wish list and the bag with the server's (`user.wishlist`,
 * `user.cart`). A guest (`{user: null}`) and any failure (API down) leave the page a guest;
 * resolves with the resulting session, never rejects.
 * A guest list or bag still in localStorage at that point (a social sign-in came back through a
 * redirect, so `logIn()` never ran; or an earlier merge failed) is merged into the account first
 * (POST /customers/wishlist/merge, POST /customers/cart/merge) and then dropped; if a merge fails its
 * guest copy is kept for the next start-up and the server's is shown.
 * An answer that arrives after another session change (the shopper already logged in) is dropped.
 */
export async function bootstrapSession(store: Store = getDefaultStore()): Promise<SessionState> {
  if (!mayHoldSession()) return store.get(sessionAtom);
  const version = sessionVersion(store);
  store.set(sessionSettlingAtom, true);
  try {
    let user = await getSession();
    // A guest (200 {user: null}): nothing to set, the page already is one.
    if (user === null || sessionVersion(store) !== version) return store.get(sessionAtom);
    const guestIds = readGuestWishlist(store);
    let merged = false;
    if (guestIds.length > 0) {
      try {
        user = { ...user, wishlist: await mergeWishlist(guestIds) };
        merged = true;
      } catch {
        // Keep the guest ids for the next start-up; show the account's list meanwhile.
      }
      if (sessionVersion(store) !== version) return store.get(sessionAtom);
    }
    const bag = await withGuestBagMerged(user, store);
    if (sessionVersion(store) !== version) return store.get(sessionAtom);
    return applySession(bag.user, store, { dropGuestList: merged, dropGuestBag: bag.merged });
  } catch {
    // A guest, or the API is unreachable: the shop works logged out.
    return store.get(sessionAtom);
  } finally {
    store.set(sessionSettlingAtom, false);
  }
}

/**
 * Logs in (POST /customers/login) sending the guest's wish list, which the server merges into the
 * account's; then merges the guest's bag into the account's (POST /customers/cart/merge); then sets
 * the session, makes the merged server list the wish list and the merged bag the bag, empties the
 * guest copies in localStorage and emits `auth:changed`. Resolves with the customer (its `cart` the
 * merged bag); rejects with the API error (401 "Login unsuccessful. Please try again.", 429), leaving
 * the guest state untouched. A failed bag merge does not fail the login (see withGuestBagMerged).
 * Called by: mf-account's login page (which shows the failure toast and navigates home on success).
 */
export async function logIn(input: LoginInput, store: Store = getDefaultStore()): Promise<SessionUser> {
  const loggedIn = await login(input, readGuestWishlist(store));
  const { user, merged } = await withGuestBagMerged(loggedIn, store);
  applySession(user, store, { dropGuestList: true, dropGuestBag: merged });
  return user;
}

/**
 * Creates the account (POST /customers, which also starts the session and sends the verification
 * mail), merges the guest's wish list and bag into the new account (POST /customers/wishlist/merge,
 * POST /customers/cart/merge; on failure the guest copy stays in localStorage for the next start-up),
 * sets the session and emits `auth:changed`. Resolves with the customer; rejects with the API error (409 e-mail taken, 429, 400).
 * Called by: mf-account's registration page.
 */
export async function registerCustomer(
  input: RegistrationInput,
  store: Store = getDefaultStore(),
): Promise<SessionUser> {
  let user = await register(input);
  const guestIds = readGuestWishlist(store);
  let merged = false;
  if (guestIds.length > 0) {
    try {
      user = { ...user, wishlist: await mergeWishlist(guestIds) };
      merged = true;
    } catch {
      // The account exists and the session is on: do not fail the registration over the wish list.
    }
  }
  const bag = await withGuestBagMerged(user, store);
  applySession(bag.user, store, { dropGuestList: merged, dropGuestBag: bag.merged });
  return bag.user;
}

/**
 * Drops the session, the wish list and the bag on the page (the account's copies and the guest copies
 * in localStorage) WITHOUT calling the API, and emits `auth:changed` (and `wishlist:changed`,
 * `bag:changed`). The account's bag on the server is kept for the next login.
 * Called by: `logOut()`, mf-account after `deleteAccount()` resolves (the server already ended the
 * session), anyone who got a 401 for a session the page still believed in.
 */
export function clearSession(store: Store = getDefaultStore()): void {
  applySession(null, store);
  forgetTabData();
}

/**
 * What the shop kept for this tab (sessionStorage keys under `vesna:`, e.g. mf-checkout's shipping details)
 * is the shopper's: it goes with the session.
 */
function forgetTabData(): void {
  if (typeof window === 'undefined' || !window.sessionStorage) return;
  for (const key of Object.keys(window.sessionStorage)) {
    if (key.startsWith('vesna:')) window.sessionStorage.removeItem(key);
  }
}

/**
 * Logs out: POST /customers/logout (deletes the session, clears the cookie), then `clearSession()`,
 * which happens even when the call failed (spec: Log Out clears the login state and empties the
 * favourites; the bag on this device is emptied too). Never rejects; resolves with whether the server confirmed.
 * Called by: mf-account's Logout tab (after its confirm dialog), the shell's header/mobile menu "Log Out".
 */
export async function logOut(store: Store = getDefaultStore()): Promise<boolean> {
  let confirmed = true;
  try {
    await logout();
  } catch {
    confirmed = false;
  }
  clearSession(store);
  return confirmed;
}

/**
 * Reloads the logged-in customer (GET /customers/customer) into the session, the wish list and the bag, and
 * emits `auth:changed`. Resolves with the customer, or null when the server says the session is gone
 * (401: the page is cleared to a guest). Other failures reject and change nothing. An answer that
 * arrives after another session change is dropped.
 * Called by: mf-account (profile page on open, after the e-mail verification notice), the shell after
 * `/?notice=email-verified`.
 */
export async function refreshSession(store: Store = getDefaultStore()): Promise<SessionUser | null> {
  const version = sessionVersion(store);
  let user: SessionUser;
  try {
    user = await getCustomer();
  } catch (error) {
    if (getApiErrorStatus(error) !== 401) throw error;
    if (sessionVersion(store) === version && store.get(sessionAtom).isLogged) clearSession(store);
    return null;
  }
  if (sessionVersion(store) !== version) return store.get(sessionAtom).user;
  applySession(user, store);
  return user;
}

/**
 * The session for components: `{ isLogged, user }` plus the helpers above bound to the component's
 * store. `setUser(user)` / `clear()` change the page's session without an API call (as
 * `setSessionUser` / `clearSession`); `logIn`, `register`, `logOut`, `refresh` call the API.
 * All of them emit `auth:changed`.
 */
export function useSession() {
  const store = useStore();
  // The server renders every page as a guest sees it: so does hydration, then the shopper's session.
  const session = useHydratedAtomValue(
    store,
    sessionAtom,
    GUEST_SESSION,
    (stored) => !stored.isLogged && stored.user === null,
  );
  const isSettling = useHydratedAtomValue(store, sessionSettlingAtom, false);
  return useMemo(
    () => ({
      isLogged: session.isLogged,
      user: session.user,
      /** The start-up session check is under way (sessionSettlingAtom): the bag and list are not the shopper's yet. */
      isSettling,
      setUser: (user: SessionUser | null) => setSessionUser(user, store),
      clear: () => clearSession(store),
      logIn: (input: LoginInput) => logIn(input, store),
      register: (input: RegistrationInput) => registerCustomer(input, store),
      logOut: () => logOut(store),
      refresh: () => refreshSession(store),
    }),
    [session, isSettling, store],
  );
}
