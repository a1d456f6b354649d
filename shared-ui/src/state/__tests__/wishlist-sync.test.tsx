import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { Toaster } from '../../components/toast/toast';
import { onShopEvent, type ShopEventMap } from '../../events/events';
import { sessionAtom, setSessionUser } from '../session';
import { guestWishlistAtom, hasPendingWishlistSync, setAccountWishlist, useWishlist, wishlistAtom } from '../wishlist';
import { holdRequests as holdRequestsOf, installFakeApi, type FakeApi } from '../../api/__tests__/fake-api';
import { makeUser } from './fixtures';

const store = getDefaultStore();
const ERROR = 'Could not update your wish list. Please try again.';
let api: FakeApi;
let toasts: ShopEventMap['toast:show'][];
let changes: ShopEventMap['wishlist:changed'][];
let offs: (() => void)[];

beforeEach(() => {
  localStorage.clear();
  store.set(sessionAtom, { isLogged: false, user: null });
  setAccountWishlist([], store);
  store.set(guestWishlistAtom, []);
  localStorage.clear();
  api = installFakeApi();
  toasts = [];
  changes = [];
  offs = [
    onShopEvent('toast:show', (detail) => toasts.push(detail)),
    onShopEvent('wishlist:changed', (detail) => changes.push(detail)),
  ];
});

afterEach(async () => {
  // Every request a test started has been answered, so no write leaks into the next test.
  await waitFor(() => expect(hasPendingWishlistSync()).toBe(false));
  offs.forEach((off) => off());
  api.restore();
});

/** Logs a customer in on the page (no API call) with `ids` as the server's list. */
function logInWith(ids: string[]) {
  act(() => setSessionUser(makeUser({ wishlist: ids })));
  changes = [];
}

const holdRequests = () => holdRequestsOf(api);

describe('useWishlist for a logged-in customer', () => {
  it('flips at once, before the server answers, then sends POST /api/customers/wishlist', async () => {
    logInWith(['100001']);
    const held = holdRequests();
    const { result } = renderHook(() => useWishlist());
    act(() => {
      result.current.toggle('100002');
    });
    // Optimistic: the heart is filled while the request is still on its way.
    expect(result.current.ids).toEqual(['100001', '100002']);
    expect(result.current.isFavorite('100002')).toBe(true);
    expect(changes).toEqual([{ ids: ['100001', '100002'], count: 2, productId: '100002', isFavorite: true }]);
    await waitFor(() => expect(held).toHaveLength(1));
    expect(held[0].request).toMatchObject({
      method: 'POST',
      url: '/api/customers/wishlist',
      body: { productId: '100002' },
    });
    await act(async () => held[0].answer({ status: 200, data: { wishlist: ['100001', '100002'] } }));
    expect(result.current.ids).toEqual(['100001', '100002']);
    expect(toasts).toEqual([]);
  });

  it('removes with DELETE /api/customers/wishlist', async () => {
    logInWith(['100001', '100002']);
    api.respond(() => ({ status: 200, data: { wishlist: ['100002'] } }));
    const { result } = renderHook(() => useWishlist());
    act(() => {
      result.current.toggle('100001');
    });
    expect(result.current.ids).toEqual(['100002']);
    await waitFor(() => expect(api.requests).toHaveLength(1));
    expect(api.requests[0]).toMatchObject({
      method: 'DELETE',
      url: '/api/customers/wishlist',
      body: { productId: '100001' },
    });
  });

  it('rolls an addition back and shows the toast when the server refuses it', async () => {
    logInWith(['100001']);
    api.respond(() => ({ status: 404, data: { error: 'Product not found' } }));
    const { result } = renderHook(() => useWishlist());
    act(() => {
      result.current.toggle('100002');
    });
    expect(result.current.isFavorite('100002')).toBe(true);
    await waitFor(() => expect(result.current.isFavorite('100002')).toBe(false));
    expect(result.current.ids).toEqual(['100001']);
    expect(toasts).toEqual([{ message: ERROR, tone: 'error', id: 'wishlist-sync-failed' }]);
    expect(changes[changes.length - 1]).toEqual({ ids: ['100001'], count: 1, productId: '100002', isFavorite: false });
  });

  it('puts a product whose removal failed back in its place', async () => {
    logInWith(['100001', '100002', '100003']);
    api.respond(() => 'network');
    const { result } = renderHook(() => useWishlist());
    act(() => {
      result.current.toggle('100002');
    });
    expect(result.current.ids).toEqual(['100001', '100003']);
    await waitFor(() => expect(result.current.ids).toEqual(['100001', '100002', '100003']));
    expect(toasts).toHaveLength(1);
  });

  it('shows the failure through the shared Toaster', async () => {
    logInWith([]);
    render(<Toaster />);
    api.respond(() => ({ status: 500, data: { error: 'boom' } }));
    act(() => {
      store.set(wishlistAtom, []);
    });
    const { result } = renderHook(() => useWishlist());
    act(() => {
      result.current.toggle('100005');
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR);
  });

  it('sends quick clicks in order and lets the last click on a product decide', async () => {
    logInWith([]);
    const held = holdRequests();
    const { result } = renderHook(() => useWishlist());
    act(() => {
      result.current.toggle('100001'); // add
      result.current.toggle('100001'); // remove again
    });
    expect(result.current.ids).toEqual([]);
    await waitFor(() => expect(held).toHaveLength(1));
    // The removal waits for the addition's answer.
    await act(async () => held[0].answer({ status: 500, data: { error: 'boom' } }));
    await waitFor(() => expect(held).toHaveLength(2));
    expect(held.map(({ request }) => request.method)).toEqual(['POST', 'DELETE']);
    // The failed addition is not rolled back over the newer click.
    expect(result.current.ids).toEqual([]);
    expect(toasts).toEqual([]);
    await act(async () => held[1].answer({ status: 200, data: { wishlist: [] } }));
    expect(result.current.ids).toEqual([]);
  });

  it('clears on the server with DELETE /api/customers/clear', async () => {
    logInWith(['100001', '100002']);
    api.respond(() => ({ status: 200, data: { wishlist: [] } }));
    const { result } = renderHook(() => useWishlist());
    act(() => result.current.clear());
    expect(result.current.ids).toEqual([]);
    await waitFor(() => expect(api.requests).toHaveLength(1));
    expect(api.requests[0]).toMatchObject({ method: 'DELETE', url: '/api/customers/clear' });
  });

  it('brings the items back with the toast when clearing fails', async () => {
    logInWith(['100001', '100002']);
    api.respond(() => ({ status: 500, data: { error: 'boom' } }));
    const { result } = renderHook(() => useWishlist());
    act(() => result.current.clear());
    expect(result.current.ids).toEqual([]);
    await waitFor(() => expect(result.current.ids).toEqual(['100001', '100002']));
    expect(toasts).toEqual([{ message: ERROR, tone: 'error', id: 'wishlist-sync-failed' }]);
  });

  it("keeps the customer's list out of localStorage", async () => {
    logInWith(['100001']);
    api.respond(() => ({ status: 200, data: { wishlist: ['100001', '100002'] } }));
    const { result } = renderHook(() => useWishlist());
    act(() => {
      result.current.toggle('100002');
    });
    await waitFor(() => expect(api.requests).toHaveLength(1));
    expect(localStorage.getItem('vesna:wishlist') ?? '').not.toContain('100001');
    expect(localStorage.getItem('vesna:wishlist') ?? '').not.toContain('100002');
  });

  it('ignores a failure that arrives after logout', async () => {
    logInWith(['100001']);
    const held = holdRequests();
    const { result } = renderHook(() => useWishlist());
    act(() => {
      result.current.toggle('100002');
    });
    await waitFor(() => expect(held).toHaveLength(1));
    act(() => setSessionUser(null));
    await act(async () => held[0].answer({ status: 500, data: { error: 'boom' } }));
    expect(result.current.ids).toEqual([]);
    expect(toasts).toEqual([]);
  });
});

describe('useWishlist for a guest', () => {
  it('keeps the list in localStorage and never calls the API', async () => {
    const { result } = renderHook(() => useWishlist());
    act(() => {
      result.current.toggle('100001');
      result.current.toggle('100002');
    });
    act(() => result.current.clear());
    act(() => {
      result.current.toggle('100003');
    });
    expect(JSON.parse(localStorage.getItem('vesna:wishlist') ?? 'null')).toEqual(['100003']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.requests).toEqual([]);
  });
});
