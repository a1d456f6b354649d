import { act, renderHook, waitFor } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { onShopEvent, type ShopEventMap } from '../../events/events';
import { sessionAtom, setSessionUser } from '../session';
import { bagItemsAtom, clearGuestBag, hasPendingBagSync, setAccountBag, useBag } from '../bag';
import {
  holdRequests as holdRequestsOf,
  installFakeApi,
  type FakeApi,
  type FakeReply,
} from '../../api/__tests__/fake-api';
import { makeUser } from './fixtures';

const store = getDefaultStore();
const ERROR = 'Could not update your bag. Please try again.';
let api: FakeApi;
let toasts: ShopEventMap['toast:show'][];
let changes: ShopEventMap['bag:changed'][];
let offs: (() => void)[];

beforeEach(() => {
  store.set(sessionAtom, { isLogged: false, user: null });
  setAccountBag([], store);
  clearGuestBag(store);
  localStorage.clear();
  api = installFakeApi();
  toasts = [];
  changes = [];
  offs = [
    onShopEvent('toast:show', (detail) => toasts.push(detail)),
    onShopEvent('bag:changed', (detail) => changes.push(detail)),
  ];
});

afterEach(async () => {
  // Every request a test started has been answered, so no write leaks into the next test.
  await waitFor(() => expect(hasPendingBagSync()).toBe(false));
  offs.forEach((off) => off());
  api.restore();
});

/** Logs a customer in on the page (no API call) with `cart` as the server's bag. */
function logInWith(cart: string[]) {
  act(() => setSessionUser(makeUser({ cart })));
  changes = [];
}

const holdRequests = () => holdRequestsOf(api);

const cart = (keys: string[]): FakeReply => ({ status: 200, data: { cart: keys } });

describe('useBag for a logged-in customer', () => {
  it('adds at once, before the server answers, then sends POST /api/customers/cart with the key', async () => {
    logInWith(['100001/blue/m/1']);
    const held = holdRequests();
    const { result } = renderHook(() => useBag());
    let added: boolean | undefined;
    act(() => {
      added = result.current.add('100002/red/s/1');
    });
    expect(added).toBe(true);
    // Optimistic: the line and the count are there while the request is on its way.
    expect(result.current.items).toEqual(['100001/blue/m/1', '100002/red/s/1']);
    expect(result.current.count).toBe(2);
    expect(changes).toEqual([{ items: ['100001/blue/m/1', '100002/red/s/1'], count: 2 }]);
    await waitFor(() => expect(held).toHaveLength(1));
    expect(held[0].request).toMatchObject({
      method: 'POST',
      url: '/api/customers/cart',
      body: { productId: '100002/red/s/1' },
      withCredentials: true,
    });
    await act(async () => held[0].answer(cart(['100001/blue/m/1', '100002/red/s/1'])));
    expect(result.current.items).toEqual(['100001/blue/m/1', '100002/red/s/1']);
    expect(toasts).toEqual([]);
  });

  it('removes with DELETE /api/customers/cart, sending the key of the line in the bag', async () => {
    logInWith(['100001/blue/m/2', '100002/red/s/1']);
    api.respond(() => cart(['100002/red/s/1']));
    const { result } = renderHook(() => useBag());
    act(() => result.current.remove('100001/blue/m/1'));
    expect(result.current.items).toEqual(['100002/red/s/1']);
    await waitFor(() => expect(api.requests).toHaveLength(1));
    expect(api.requests[0]).toMatchObject({
      method: 'DELETE',
      url: '/api/customers/cart',
      body: { productId: '100001/blue/m/2' },
    });
  });

  it('changes a quantity by replacing the key on the server (POST with the new key)', async () => {
    logInWith(['100001/blue/m/1']);
    api.respond(() => cart(['100001/blue/m/3']));
    const { result } = renderHook(() => useBag());
    act(() => result.current.setQuantity('100001/blue/m/1', 3));
    expect(result.current.items).toEqual(['100001/blue/m/3']);
    expect(result.current.count).toBe(3);
    await waitFor(() => expect(api.requests).toHaveLength(1));
    expect(api.requests[0]).toMatchObject({
      method: 'POST',
      url: '/api/customers/cart',
      body: { productId: '100001/blue/m/3' },
    });
  });

  it('clears on the server with DELETE /api/customers/clearCart', async () => {
    logInWith(['100001/blue/m/1', '100002/red/s/1']);
    api.respond(() => cart([]));
    const { result } = renderHook(() => useBag());
    act(() => result.current.clear());
    expect(result.current.items).toEqual([]);
    await waitFor(() => expect(api.requests).toHaveLength(1));
    expect(api.requests[0]).toMatchObject({ method: 'DELETE', url: '/api/customers/clearCart' });
  });

  it('rolls an addition back and shows the toast when the server refuses it', async () => {
    logInWith(['100001/blue/m/1']);
    api.respond(() => ({ status: 500, data: { error: 'boom' } }));
    const { result } = renderHook(() => useBag());
    act(() => {
      result.current.add('100002/red/s/1');
    });
    expect(result.current.has('100002/red/s/1')).toBe(true);
    await waitFor(() => expect(result.current.has('100002/red/s/1')).toBe(false));
    expect(result.current.items).toEqual(['100001/blue/m/1']);
    expect(result.current.count).toBe(1);
    expect(toasts).toEqual([{ message: ERROR, tone: 'error', id: 'bag-sync-failed' }]);
    // bag:changed tells the truth: the rollback is announced too.
    expect(changes[changes.length - 1]).toEqual({ items: ['100001/blue/m/1'], count: 1 });
  });

  it("puts back the old quantity when the catalogue refuses the new one, with the server's reason", async () => {
    logInWith(['100001/blue/m/1', '100002/red/s/2']);
    const reason = 'Quantity must be a whole number from 1 to 3 (the stock of Linen Dress in red, size S)';
    api.respond(() => ({ status: 400, data: { error: reason, fields: { productId: reason } } }));
    const { result } = renderHook(() => useBag());
    act(() => result.current.setQuantity('100002/red/s/2', 9));
    expect(result.current.items).toEqual(['100001/blue/m/1', '100002/red/s/9']);
    await waitFor(() => expect(result.current.items).toEqual(['100001/blue/m/1', '100002/red/s/2']));
    expect(toasts).toEqual([{ message: reason, tone: 'error', id: 'bag-sync-failed' }]);
  });

  it('puts a line whose removal failed back in its place', async () => {
    logInWith(['100001/blue/m/1', '100002/red/s/2', '100003/black/l/1']);
    api.respond(() => 'network');
    const { result } = renderHook(() => useBag());
    act(() => result.current.remove('100002/red/s/2'));
    expect(result.current.items).toEqual(['100001/blue/m/1', '100003/black/l/1']);
    await waitFor(() =>
      expect(result.current.items).toEqual(['100001/blue/m/1', '100002/red/s/2', '100003/black/l/1']),
    );
    expect(toasts).toEqual([{ message: ERROR, tone: 'error', id: 'bag-sync-failed' }]);
  });

  it('brings the lines back with the toast when clearing fails', async () => {
    logInWith(['100001/blue/m/1', '100002/red/s/2']);
    api.respond(() => ({ status: 500, data: { error: 'boom' } }));
    const { result } = renderHook(() => useBag());
    act(() => result.current.clear());
    expect(result.current.count).toBe(0);
    await waitFor(() => expect(result.current.items).toEqual(['100001/blue/m/1', '100002/red/s/2']));
    expect(toasts).toEqual([{ message: ERROR, tone: 'error', id: 'bag-sync-failed' }]);
  });

  it('sends quick changes in order and lets the last change of a line decide', async () => {
    logInWith([]);
    const held = holdRequests();
    const { result } = renderHook(() => useBag());
    act(() => {
      result.current.add('100001/blue/m/1');
    });
    act(() => result.current.setQuantity('100001/blue/m/1', 2));
    expect(result.current.items).toEqual(['100001/blue/m/2']);
    await waitFor(() => expect(held).toHaveLength(1));
    // The quantity change waits for the addition's answer.
    await act(async () => held[0].answer({ status: 500, data: { error: 'boom' } }));
    await waitFor(() => expect(held).toHaveLength(2));
    expect(held.map(({ request }) => request.body)).toEqual([
      { productId: '100001/blue/m/1' },
      { productId: '100001/blue/m/2' },
    ]);
    // The failed addition is not rolled back over the newer change.
    expect(result.current.items).toEqual(['100001/blue/m/2']);
    expect(toasts).toEqual([]);
    await act(async () => held[1].answer(cart(['100001/blue/m/2'])));
    expect(result.current.items).toEqual(['100001/blue/m/2']);
  });

  it("takes the server's bag once every change is answered (a line added on another device)", async () => {
    logInWith(['100001/blue/m/1']);
    api.respond(() => cart(['100009/white/s/1', '100001/blue/m/1', '100002/red/s/1']));
    const { result } = renderHook(() => useBag());
    act(() => {
      result.current.add('100002/red/s/1');
    });
    await waitFor(() =>
      expect(result.current.items).toEqual(['100009/white/s/1', '100001/blue/m/1', '100002/red/s/1']),
    );
    expect(changes[changes.length - 1]).toEqual({
      items: ['100009/white/s/1', '100001/blue/m/1', '100002/red/s/1'],
      count: 3,
    });
  });

  it('sends what changed when the whole bag is replaced', async () => {
    logInWith(['100001/blue/m/3', '100002/red/s/1', '100003/black/l/1']);
    api.respond(() => cart(['100001/blue/m/2', '100003/black/l/1']));
    const { result } = renderHook(() => useBag());
    act(() => result.current.replace(['100001/blue/m/2', '100003/black/l/1']));
    expect(result.current.items).toEqual(['100001/blue/m/2', '100003/black/l/1']);
    await waitFor(() => expect(api.requests).toHaveLength(2));
    expect(api.requests.map(({ method, body }) => [method, body])).toEqual([
      ['DELETE', { productId: '100002/red/s/1' }],
      ['POST', { productId: '100001/blue/m/2' }],
    ]);
  });

  it("keeps the customer's bag out of localStorage", async () => {
    logInWith(['100001/blue/m/1']);
    api.respond(() => cart(['100001/blue/m/1', '100002/red/s/1']));
    const { result } = renderHook(() => useBag());
    act(() => {
      result.current.add('100002/red/s/1');
    });
    await waitFor(() => expect(api.requests).toHaveLength(1));
    expect(localStorage.getItem('vesna:bag') ?? '').not.toContain('100001');
    expect(localStorage.getItem('vesna:bag') ?? '').not.toContain('100002');
  });

  it('ignores a failure that arrives after logout', async () => {
    logInWith(['100001/blue/m/1']);
    const held = holdRequests();
    const { result } = renderHook(() => useBag());
    act(() => {
      result.current.add('100002/red/s/1');
    });
    await waitFor(() => expect(held).toHaveLength(1));
    act(() => setSessionUser(null));
    await act(async () => held[0].answer({ status: 500, data: { error: 'boom' } }));
    expect(result.current.items).toEqual([]);
    expect(toasts).toEqual([]);
  });
});

describe('useBag for a guest', () => {
  it('keeps the bag in localStorage and never calls the API', async () => {
    const { result } = renderHook(() => useBag());
    act(() => {
      result.current.add('100001/blue/m/1');
      result.current.add('100002/red/s/1');
    });
    act(() => result.current.setQuantity('100001/blue/m/1', 2));
    act(() => result.current.remove('100002/red/s/1'));
    expect(JSON.parse(localStorage.getItem('vesna:bag') ?? 'null')).toEqual(['100001/blue/m/2']);
    act(() => result.current.clear());
    expect(JSON.parse(localStorage.getItem('vesna:bag') ?? 'null')).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.requests).toEqual([]);
    expect(store.get(bagItemsAtom)).toEqual([]);
  });
});
