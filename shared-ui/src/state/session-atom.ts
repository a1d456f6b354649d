/**
 * The session atom on its own, so that both state/session.ts (which changes it) and state/wishlist.ts
 * (which must know whether the list lives on the server) can import it without a cycle.
 * Public through state/session.ts and the package entry.
 */
import { atom, type getDefaultStore } from 'jotai';
import type { SessionUser } from 'contracts';

export type Store = ReturnType<typeof getDefaultStore>;

export interface SessionState {
  isLogged: boolean;
  user: SessionUser | null;
}

/**
 * Who is logged in. NOT persisted: the session is the httpOnly cookie, so on load the shell's
 * `bootstrapSession()` asks the API (spec section 4, "On home load").
 * Written by: the helpers of state/session.ts only (bootstrapSession, logIn, registerCustomer, logOut,
 * clearSession, refreshSession, setSessionUser / useSession()), which also swap the wish list and emit
 * `auth:changed`.
 * Read by: shell header (profile/login links), mf-account (route guard), mf-product (feedback),
 * mf-checkout (server cart, billing defaults), useWishlist() (guest list or server list).
 */
/** A guest's session: the first value, and what the server renders every page with. */
export const GUEST_SESSION: SessionState = Object.freeze({ isLogged: false, user: null });

export const sessionAtom = atom<SessionState>(GUEST_SESSION);

/**
 * True from start-up until `bootstrapSession()` has its answer, in a browser that may hold a session (the
 * signed-in hint cookie): until then the bag and the wish list on the page are the guest's copies in
 * localStorage, not the shopper's. Never true on the server or for a guest.
 * Written by: `bootstrapSession()` only. Read through `useSession().isSettling` by: shell header (its badges
 * wait for it, so a logged-in shopper's reload never shows another count first).
 */
export const sessionSettlingAtom = atom(false);

const versions = new WeakMap<Store, number>();

/**
 * A counter bumped at every session change, so an answer that arrives after a newer change (a slow
 * GET /cookies after a login, say) can tell it is stale and be dropped.
 */
export function sessionVersion(store: Store): number {
  return versions.get(store) ?? 0;
}

export function bumpSessionVersion(store: Store): void {
  versions.set(store, sessionVersion(store) + 1);
}
