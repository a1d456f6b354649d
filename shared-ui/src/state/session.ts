/**
 * The session as the page knows it, and the helpers that change it. The session itself is the
 * httpOnly cookie set by the API: nothing here is written to browser storage, and the `token` of the
 * login and registration answers is never kept. Every change goes through `applySession`, which sets
 * `sessionAtom`, swaps the wish list (guest list in localStorage / account list in memory) and then
 * emits `auth:changed` (and `wishlist:changed` when the list changed).
 */
import { useMemo } from 'react';
import { getDefaultStore, useAtomValue, useStore } from 'jotai';
import type { SessionUser } from 'contracts';
import type { LoginInput, RegistrationInput } from 'contracts/schemas';
import { emitShopEvent } from '../events/events';
import { getApiErrorStatus } from '../api/client';
import { getCustomer, getSession, login, logout, register } from '../api/customers';
import { mergeWishlist } from '../api/wishlist';
import { bumpSessionVersion, sessionAtom, sessionVersion, type SessionState, type Store } from './session-atom';
import {
  clearGuestWishlist,
  emitWishlistChangeSince,
  hasPendingWishlistSync,
  readGuestWishlist,
  setAccountWishlist,
  wishlistAtom,
} from './wishlist';

export { sessionAtom, type SessionState };

/**
 * Sets the session to `user` (null: guest) and the wish list with it, then emits the events.
 * - Logged in: the wish list becomes `user.wishlist` (the server's), except when the same customer
 *   still has changes on their way to the server (the local list already includes them).
 * - Guest: the account's list and the guest list in localStorage are both emptied (spec: Log Out
 *   empties favourites; no customer's list stays in the browser).
 * `dropGuestList` empties the guest list too once the server has merged it into the account.
 */
function applySession(user: SessionUser | null, store: Store, options: { dropGuestList?: boolean } = {}): SessionState {
  const before = store.get(sessionAtom);
  const listBefore = store.get(wishlistAtom);
  bumpSessionVersion(store);
  const next: SessionState = { isLogged: user !== null, user };
  if (user) {
    const sameCustomer = before.user?.id === user.id;
    if (!(sameCustomer && hasPendingWishlistSync(store))) setAccountWishlist(user.wishlist, store);
    store.set(sessionAtom, next);
    if (options.dropGuestList) clearGuestWishlist(store);
  } else {
    store.set(sessionAtom, next);
    setAccountWishlist([], store);
    clearGuestWishlist(store);
  }
  emitShopEvent('auth:changed', { isLogged: next.isLogged, userId: user?.id ?? null, user });
  emitWishlistChangeSince(listBefore, store);
  return next;
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
 * Called ONCE by the shell at start-up (spec section 4, "On home load"): GET /cookies; with a session,
 * sets `sessionAtom` and replaces the wish list with the server's. Any failure (401 for a guest, API
 * down) is ignored and the page stays a guest; resolves with the resulting session, never rejects.
 * A guest list still in localStorage at that point (a social sign-in came back through a redirect, so
 * `logIn()` never ran) is merged into the account first (POST /customers/wishlist/merge) and then
 * dropped; if the merge fails it is kept for the next start-up and the server's list is shown.
 * An answer that arrives after another session change (the shopper already logged in) is dropped.
 */
export async function bootstrapSession(store: Store = getDefaultStore()): Promise<SessionState> {
  const version = sessionVersion(store);
  try {
    let user = await getSession();
    if (sessionVersion(store) !== version) return store.get(sessionAtom);
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
    return applySession(user, store, { dropGuestList: merged });
  } catch {
    // A guest, or the API is unreachable: the shop works logged out.
    return store.get(sessionAtom);
  }
}

/**
 * Logs in (POST /customers/login) sending the guest's wish list, which the server merges into the
 * account's; then sets the session, makes the merged server list the wish list, empties the guest list
 * in localStorage and emits `auth:changed`. Resolves with the customer; rejects with the API error
 * (401 "Login unsuccessful. Please try again.", 429), leaving the guest state untouched.
 * Called by: mf-account's login page (which shows the failure toast and navigates home on success).
 */
export async function logIn(input: LoginInput, store: Store = getDefaultStore()): Promise<SessionUser> {
  const user = await login(input, readGuestWishlist(store));
  applySession(user, store, { dropGuestList: true });
  return user;
}

/**
 * Creates the account (POST /customers, which also starts the session and sends the verification
 * mail), merges the guest's wish list into the new account (POST /customers/wishlist/merge; on failure
 * the guest ids stay in localStorage for the next start-up), sets the session and emits
 * `auth:changed`. Resolves with the customer; rejects with the API error (409 e-mail taken, 429, 400).
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
  applySession(user, store, { dropGuestList: merged });
  return user;
}

/**
 * Drops the session and the wish list on the page (both the account's copy and the guest list in
 * localStorage) WITHOUT calling the API, and emits `auth:changed` (and `wishlist:changed`).
 * Called by: `logOut()`, mf-account after `deleteAccount()` resolves (the server already ended the
 * session), anyone who got a 401 for a session the page still believed in.
 */
export function clearSession(store: Store = getDefaultStore()): void {
  applySession(null, store);
}

/**
 * Logs out: POST /customers/logout (deletes the session, clears the cookie), then `clearSession()`,
 * which happens even when the call failed (spec: Log Out clears the login state and empties the
 * favourites). Never rejects; resolves with whether the server confirmed.
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
 * Reloads the logged-in customer (GET /customers/customer) into the session and the wish list, and
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
  const session = useAtomValue(sessionAtom, { store });
  return useMemo(
    () => ({
      isLogged: session.isLogged,
      user: session.user,
      setUser: (user: SessionUser | null) => setSessionUser(user, store),
      clear: () => clearSession(store),
      logIn: (input: LoginInput) => logIn(input, store),
      register: (input: RegistrationInput) => registerCustomer(input, store),
      logOut: () => logOut(store),
      refresh: () => refreshSession(store),
    }),
    [session, store],
  );
}
