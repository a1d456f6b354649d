import { act, renderHook, waitFor } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { onShopEvent, type AuthChangedDetail, type ShopEventMap } from '../../events/events';
import {
  bootstrapSession,
  clearSession,
  logIn,
  logOut,
  refreshSession,
  registerCustomer,
  sessionAtom,
  sessionSettlingAtom,
  useSession,
} from '../session';
import { guestWishlistAtom, setAccountWishlist, toggleWishlistItem, wishlistAtom } from '../wishlist';
import { installFakeApi, type FakeApi, type FakeReply } from '../../api/__tests__/fake-api';
import { makeUser } from './fixtures';

const store = getDefaultStore();
let api: FakeApi;
let authEvents: AuthChangedDetail[];
let wishlistEvents: ShopEventMap['wishlist:changed'][];
let offs: (() => void)[];

const storedGuestList = () => JSON.parse(localStorage.getItem('vesna:wishlist') ?? 'null') as string[] | null;
const credentials = { loginOrEmail: 'olena@example.com', password: 'password123' };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  store.set(sessionAtom, { isLogged: false, user: null });
  store.set(sessionSettlingAtom, false);
  setAccountWishlist([], store);
  store.set(guestWishlistAtom, []);
  localStorage.clear();
  api = installFakeApi();
  authEvents = [];
  wishlistEvents = [];
  offs = [
    onShopEvent('auth:changed', (detail) => authEvents.push(detail)),
    onShopEvent('wishlist:changed', (detail) => wishlistEvents.push(detail)),
  ];
});

afterEach(() => {
  offs.forEach((off) => off());
  api.restore();
});

/** A guest who put products on the wish list. */
function guestWith(ids: string[]) {
  store.set(guestWishlistAtom, ids);
  wishlistEvents = [];
}

/** The readable cookie the API sets beside the httpOnly session cookie (contracts' SIGNED_IN_COOKIE). */
const setSignedInHint = (present: boolean) => {
  document.cookie = present ? 'vesna_signed_in=1; path=/' : 'vesna_signed_in=; path=/; max-age=0';
};

describe('bootstrapSession without the signed-in hint', () => {
  it('asks the API nothing (no session cookie can be there either) and leaves the guest as she is', async () => {
    setSignedInHint(false);
    guestWith(['100001']);
    api.respond(() => ({ status: 200, data: { user: makeUser() } }));
    await expect(bootstrapSession()).resolves.toEqual({ isLogged: false, user: null });
    expect(api.requests).toEqual([]);
    expect(store.get(wishlistAtom)).toEqual(['100001']);
    expect(authEvents).toEqual([]);
  });
});

describe('bootstrapSession', () => {
  beforeEach(() => setSignedInHint(true));
  afterEach(() => setSignedInHint(false));

  it('sets the session from GET /cookies and replaces the wish list with the server list', async () => {
    const user = makeUser({ wishlist: ['100004', '100005'] });
    api.respond(() => ({ status: 200, data: { user } }));
    await expect(bootstrapSession()).resolves.toEqual({ isLogged: true, user });
    expect(api.requests).toMatchObject([{ method: 'GET', url: '/api/cookies', withCredentials: true }]);
    expect(store.get(sessionAtom)).toEqual({ isLogged: true, user });
    expect(store.get(wishlistAtom)).toEqual(['100004', '100005']);
    expect(authEvents).toEqual([{ isLogged: true, userId: 'user-1', user }]);
    expect(wishlistEvents).toEqual([{ ids: ['100004', '100005'], count: 2 }]);
  });

  it.each<[string, FakeReply | 'network']>([
    ['a guest (200 {user: null})', { status: 200, data: { user: null } }],
    ['a 401 (an older API)', { status: 401, data: { error: 'Not logged in' } }],
    ['a server error', { status: 500, data: { error: 'boom' } }],
    ['the API being unreachable', 'network'],
  ])('ignores %s: stays a guest, keeps the guest list, emits nothing', async (_name, reply) => {
    guestWith(['100001']);
    api.respond(() => reply);
    await expect(bootstrapSession()).resolves.toEqual({ isLogged: false, user: null });
    expect(store.get(sessionAtom)).toEqual({ isLogged: false, user: null });
    expect(store.get(wishlistAtom)).toEqual(['100001']);
    expect(authEvents).toEqual([]);
    expect(wishlistEvents).toEqual([]);
  });

  it('merges a guest list left in localStorage (social sign-in came back by redirect) and then drops it', async () => {
    guestWith(['100009']);
    api.respond((request) =>
      request.url === '/api/cookies'
        ? { status: 200, data: { user: makeUser({ wishlist: ['100001'] }) } }
        : { status: 200, data: { wishlist: ['100001', '100009'] } },
    );
    await bootstrapSession();
    expect(api.requests[1]).toMatchObject({
      method: 'POST',
      url: '/api/customers/wishlist/merge',
      body: { productIds: ['100009'] },
    });
    expect(store.get(wishlistAtom)).toEqual(['100001', '100009']);
    expect(storedGuestList()).toEqual([]);
  });

  it('drops an answer that arrives after the shopper already logged in', async () => {
    let answerCookies!: () => void;
    const lateUser = makeUser({ id: 'someone-else', _id: 'someone-else' });
    const user = makeUser();
    api.respond((request) =>
      request.url === '/api/cookies'
        ? new Promise((resolve) => {
            answerCookies = () => resolve({ status: 200, data: { user: lateUser } });
          })
        : { status: 200, data: { success: true, token: 't', user } },
    );
    const booting = bootstrapSession();
    await logIn(credentials);
    answerCookies();
    await booting;
    expect(store.get(sessionAtom).user).toEqual(user);
  });
});

describe('useSession().isSettling', () => {
  afterEach(() => setSignedInHint(false));

  it('is true while the start-up session check of a browser with the hint is under way, then false', async () => {
    setSignedInHint(true);
    let answer!: () => void;
    api.respond(
      () =>
        new Promise((resolve) => {
          answer = () => resolve({ status: 200, data: { user: makeUser() } });
        }),
    );
    const { result } = renderHook(() => useSession());
    expect(result.current.isSettling).toBe(false);
    let booting!: Promise<unknown>;
    act(() => {
      booting = bootstrapSession();
    });
    expect(result.current.isSettling).toBe(true);
    expect(result.current.isLogged).toBe(false);
    await waitFor(() => expect(api.requests).toHaveLength(1)); // the client loads with the first request
    await act(async () => {
      answer();
      await booting;
    });
    expect(result.current).toMatchObject({ isSettling: false, isLogged: true });
  });

  it('is never true for a guest (no hint: nothing is asked) nor after a failed check', async () => {
    const { result } = renderHook(() => useSession());
    await act(async () => {
      await bootstrapSession();
    });
    expect(result.current.isSettling).toBe(false);
    setSignedInHint(true);
    api.respond(() => ({ status: 500, data: { error: 'boom' } }));
    await act(async () => {
      await bootstrapSession();
    });
    expect(result.current).toMatchObject({ isSettling: false, isLogged: false });
  });
});

describe('logIn', () => {
  it('sends the guest list with the login and replaces it with the merged server list', async () => {
    guestWith(['100002', '100003']);
    const user = makeUser({ wishlist: ['100001', '100002', '100003'] });
    api.respond(() => ({ status: 200, data: { success: true, token: 'secret-token', user } }));
    await expect(logIn(credentials)).resolves.toEqual(user);
    expect(api.requests).toMatchObject([
      { method: 'POST', url: '/api/customers/login', body: { ...credentials, wishlist: ['100002', '100003'] } },
    ]);
    expect(store.get(sessionAtom)).toEqual({ isLogged: true, user });
    expect(store.get(wishlistAtom)).toEqual(['100001', '100002', '100003']);
    // The guest list was merged on the server, so the browser keeps no copy.
    expect(storedGuestList()).toEqual([]);
    expect(authEvents).toEqual([{ isLogged: true, userId: 'user-1', user }]);
    expect(wishlistEvents).toEqual([{ ids: ['100001', '100002', '100003'], count: 3 }]);
  });

  it('keeps the token out of browser storage', async () => {
    api.respond(() => ({ status: 200, data: { success: true, token: 'secret-token', user: makeUser() } }));
    await logIn(credentials);
    const stored = [...Object.values(localStorage), ...Object.values(sessionStorage), document.cookie].join(' ');
    expect(stored).not.toContain('secret-token');
  });

  it('rejects with the API error and leaves the guest as they were', async () => {
    guestWith(['100002']);
    api.respond(() => ({ status: 401, data: { error: 'Login unsuccessful. Please try again.' } }));
    await expect(logIn(credentials)).rejects.toMatchObject({ status: 401 });
    expect(store.get(sessionAtom).isLogged).toBe(false);
    expect(store.get(wishlistAtom)).toEqual(['100002']);
    expect(storedGuestList()).toEqual(['100002']);
    expect(authEvents).toEqual([]);
  });
});

describe('registerCustomer', () => {
  it('creates the account, merges the guest list into it and logs in', async () => {
    guestWith(['100007']);
    const customer = makeUser({ emailVerified: false });
    api.respond((request) =>
      request.url === '/api/customers'
        ? { status: 201, data: { success: true, token: 'secret-token', customer } }
        : { status: 200, data: { wishlist: ['100007'] } },
    );
    const input = { firstName: 'Olena', lastName: 'Koval', email: 'olena@example.com', password: 'password123' };
    await expect(registerCustomer(input)).resolves.toEqual({ ...customer, wishlist: ['100007'] });
    expect(api.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST /api/customers',
      'POST /api/customers/wishlist/merge',
    ]);
    expect(store.get(sessionAtom).isLogged).toBe(true);
    expect(store.get(wishlistAtom)).toEqual(['100007']);
    expect(storedGuestList()).toEqual([]);
    expect(authEvents).toHaveLength(1);
  });
});

describe('logOut', () => {
  async function loggedInWith(ids: string[]) {
    api.respond(() => ({ status: 200, data: { success: true, token: 't', user: makeUser({ wishlist: ids }) } }));
    await logIn(credentials);
    api.requests.length = 0;
    authEvents = [];
    wishlistEvents = [];
  }

  it('calls POST /api/customers/logout, then clears the session and the wish list', async () => {
    await loggedInWith(['100001', '100002']);
    api.respond(() => ({ status: 200, data: { success: true } }));
    await expect(logOut()).resolves.toBe(true);
    expect(api.requests).toMatchObject([{ method: 'POST', url: '/api/customers/logout' }]);
    expect(store.get(sessionAtom)).toEqual({ isLogged: false, user: null });
    expect(store.get(wishlistAtom)).toEqual([]);
    expect(authEvents).toEqual([{ isLogged: false, userId: null, user: null }]);
    expect(wishlistEvents).toEqual([{ ids: [], count: 0 }]);
  });

  it.each<[string, FakeReply | 'network']>([
    ['fails', { status: 500, data: { error: 'boom' } }],
    ['cannot reach the API', 'network'],
  ])('clears the session and the wish list even when the call %s', async (_name, reply) => {
    await loggedInWith(['100001']);
    api.respond(() => reply);
    await expect(logOut()).resolves.toBe(false);
    expect(store.get(sessionAtom)).toEqual({ isLogged: false, user: null });
    expect(store.get(wishlistAtom)).toEqual([]);
    expect(authEvents).toEqual([{ isLogged: false, userId: null, user: null }]);
  });

  it("leaves none of the customer's list in localStorage, and the guest starts empty", async () => {
    await loggedInWith(['100001', '100002']);
    api.respond(() => ({ status: 200, data: { wishlist: ['100001', '100002', '100003'] } }));
    act(() => {
      toggleWishlistItem('100003');
    });
    expect(localStorage.getItem('vesna:wishlist') ?? '').not.toContain('100003');
    api.respond(() => ({ status: 200, data: { success: true } }));
    await logOut();
    expect(storedGuestList() ?? []).toEqual([]);
    expect(store.get(wishlistAtom)).toEqual([]);
  });
});

describe('logOut with a guest list still kept aside', () => {
  it('empties it too, so nothing from before the session comes back', async () => {
    guestWith(['100009']);
    // The merge at start-up failed, so the guest ids wait in localStorage under the session.
    setSignedInHint(true);
    api.respond((request) =>
      request.url === '/api/cookies'
        ? { status: 200, data: { user: makeUser({ wishlist: ['100001'] }) } }
        : { status: 500, data: { error: 'boom' } },
    );
    await bootstrapSession();
    expect(store.get(wishlistAtom)).toEqual(['100001']);
    expect(storedGuestList()).toEqual(['100009']);
    api.respond(() => ({ status: 200, data: { success: true } }));
    await logOut();
    expect(store.get(wishlistAtom)).toEqual([]);
    expect(storedGuestList()).toEqual([]);
    setSignedInHint(false);
  });
});

describe('refreshSession', () => {
  it('reloads the customer from GET /api/customers/customer into the session and the wish list', async () => {
    store.set(sessionAtom, { isLogged: true, user: makeUser({ emailVerified: false }) });
    const fresh = makeUser({ emailVerified: true, wishlist: ['100006'] });
    api.respond(() => ({ status: 200, data: fresh }));
    await expect(refreshSession()).resolves.toEqual(fresh);
    expect(api.requests).toMatchObject([{ method: 'GET', url: '/api/customers/customer' }]);
    expect(store.get(sessionAtom).user?.emailVerified).toBe(true);
    expect(store.get(wishlistAtom)).toEqual(['100006']);
    expect(authEvents).toEqual([{ isLogged: true, userId: 'user-1', user: fresh }]);
  });

  it('turns the page into a guest when the server says the session is gone', async () => {
    store.set(sessionAtom, { isLogged: true, user: makeUser() });
    api.respond(() => ({ status: 401, data: { error: 'Not logged in' } }));
    await expect(refreshSession()).resolves.toBeNull();
    expect(store.get(sessionAtom)).toEqual({ isLogged: false, user: null });
  });

  it('rejects on other failures and keeps the session', async () => {
    const user = makeUser();
    store.set(sessionAtom, { isLogged: true, user });
    api.respond(() => ({ status: 500, data: { error: 'boom' } }));
    await expect(refreshSession()).rejects.toMatchObject({ status: 500 });
    expect(store.get(sessionAtom)).toEqual({ isLogged: true, user });
  });
});

describe('useSession', () => {
  it('starts logged out and is not written to browser storage', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current.isLogged).toBe(false);
    expect(result.current.user).toBeNull();
    act(() => result.current.setUser(makeUser()));
    expect(Object.keys(localStorage).filter((key) => key.includes('session'))).toEqual([]);
  });

  it('logs in and out, emitting auth:changed each time', () => {
    const user = makeUser();
    const { result } = renderHook(() => useSession());
    act(() => result.current.setUser(user));
    expect(result.current.isLogged).toBe(true);
    expect(result.current.user?.firstName).toBe('Olena');
    act(() => result.current.clear());
    expect(result.current.isLogged).toBe(false);
    expect(authEvents).toEqual([
      { isLogged: true, userId: 'user-1', user },
      { isLogged: false, userId: null, user: null },
    ]);
  });

  it('exposes logIn and logOut bound to the store, re-rendering with the new session', async () => {
    const user = makeUser();
    api.respond((request) =>
      request.url === '/api/customers/login'
        ? { status: 200, data: { success: true, token: 't', user } }
        : { status: 200, data: { success: true } },
    );
    const { result } = renderHook(() => useSession());
    await act(() => result.current.logIn(credentials));
    expect(result.current.user).toEqual(user);
    await act(() => result.current.logOut());
    expect(result.current.isLogged).toBe(false);
  });

  it('clearSession drops the session without calling the API (after deleting the account)', () => {
    store.set(sessionAtom, { isLogged: true, user: makeUser() });
    clearSession();
    expect(api.requests).toEqual([]);
    expect(store.get(sessionAtom).isLogged).toBe(false);
  });
});
