import { act, renderHook } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import type { SessionUser } from '../../events/events';
import { onShopEvent } from '../../events/events';
import { sessionAtom, useSession } from '../session';

const user = { _id: 'u1', id: 'u1', firstName: 'Olena', lastName: 'K', email: 'o@k.ua', wishlist: [], cart: [] } as SessionUser;

beforeEach(() => getDefaultStore().set(sessionAtom, { isLogged: false, user: null }));

describe('useSession', () => {
  it('starts logged out and is not written to browser storage', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current.isLogged).toBe(false);
    expect(result.current.user).toBeNull();
    act(() => result.current.setUser(user));
    expect(Object.keys(localStorage).filter((key) => key.includes('session'))).toEqual([]);
  });

  it('logs in and out, emitting auth:changed each time', () => {
    const events: unknown[] = [];
    const off = onShopEvent('auth:changed', (detail) => events.push(detail));
    const { result } = renderHook(() => useSession());
    act(() => result.current.setUser(user));
    expect(result.current.isLogged).toBe(true);
    expect(result.current.user?.firstName).toBe('Olena');
    act(() => result.current.clear());
    off();
    expect(result.current.isLogged).toBe(false);
    expect(events).toEqual([
      { isLogged: true, user },
      { isLogged: false, user: null },
    ]);
  });
});
