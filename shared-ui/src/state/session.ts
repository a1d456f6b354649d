/**
 * The session as the client knows it. NOT persisted: the session itself is an httpOnly cookie, so
 * on load the shell asks the API who is logged in and fills this atom (spec section 4, "On home load").
 */
import { useMemo } from 'react';
import { atom, getDefaultStore, useAtomValue, useStore } from 'jotai';
import { emitShopEvent, type SessionUser } from '../events/events';

type Store = ReturnType<typeof getDefaultStore>;

export interface SessionState {
  isLogged: boolean;
  user: SessionUser | null;
}

/**
 * Who is logged in.
 * Written by: the shell's session bootstrap and mf-account (login, registration, logout), through
 * `useSession()` / `setSessionUser()` so that `auth:changed` is emitted.
 * Read by: shell header (profile/login links), mf-account (route guard), mf-product (feedback),
 * mf-checkout (server cart, billing defaults).
 */
export const sessionAtom = atom<SessionState>({ isLogged: false, user: null });

/** Sets the session (null logs out) and emits `auth:changed`; usable outside React (shell bootstrap). */
export function setSessionUser(user: SessionUser | null, store: Store = getDefaultStore()): void {
  const next: SessionState = { isLogged: user !== null, user };
  store.set(sessionAtom, next);
  emitShopEvent('auth:changed', next);
}

/**
 * The session and the only sanctioned way to change it: `setUser(user)` after a login or a restored
 * session, `clear()` on logout. Both emit `auth:changed`.
 */
export function useSession() {
  const store = useStore();
  const session = useAtomValue(sessionAtom, { store });
  return useMemo(
    () => ({
      isLogged: session.isLogged,
      user: session.user,
      setUser: (user: SessionUser | null) => setSessionUser(user, store),
      clear: () => setSessionUser(null, store),
    }),
    [session, store],
  );
}
