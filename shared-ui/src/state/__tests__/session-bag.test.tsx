/**
 * The bag across session changes: login, registration and the start-up merge the guest bag into the
 * account's (POST /customers/cart/merge) and show the answer; logout and clearSession empty the bag on
 * this device; the account's bag follows the customer to another browser.
 */
import { act } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { onShopEvent, type ShopEventMap } from '../../events/events';
import { bootstrapSession, clearSession, logIn, logOut, registerCustomer, sessionAtom } from '../session';
import { addBagItem, bagCountAtom, bagItemsAtom, clearGuestBag, setAccountBag } from '../bag';
import { installFakeApi, type FakeApi, type SeenRequest, type FakeReply } from '../../api/__tests__/fake-api';
import { makeUser } from './fixtures';

const store = getDefaultStore();
const credentials = { loginOrEmail: 'olena@example.com', password: 'password123' };
let api: FakeApi;
let bagEvents: ShopEventMap['bag:changed'][];
let off: () => void;

const storedGuestBag = () => JSON.parse(localStorage.getItem('vesna:bag') ?? 'null') as string[] | null;
const calls = () => api.requests.map((request) => `${request.method} ${request.url}`);

beforeEach(() => {
  store.set(sessionAtom, { isLogged: false, user: null });
  setAccountBag([], store);
  clearGuestBag(store);
  localStorage.clear();
  api = installFakeApi();
  bagEvents = [];
  off = onShopEvent('bag:changed', (detail) => bagEvents.push(detail));
});

afterEach(() => {
  off();
  api.restore();
});

/** A guest who filled the bag on this device (through the same helper as the pages). */
function guestBag(keys: string[]) {
  act(() => keys.forEach((key) => addBagItem(key)));
  bagEvents = [];
}

/** Answers each request by its path. */
function routes(table: Record<string, FakeReply | ((request: SeenRequest) => FakeReply)>) {
  api.respond((request) => {
    const path = `${request.method} ${request.url}`;
    const reply = table[path];
    if (!reply) return { status: 404, data: { error: `no route ${path}` } };
    return typeof reply === 'function' ? reply(request) : reply;
  });
}

describe('logIn', () => {
  it("merges the guest bag into the account's and makes the answer the bag", async () => {
    guestBag(['100002/red/s/1', '100003/black/l/2']);
    const user = makeUser({ cart: ['100001/blue/m/1', '100002/red/s/3'] });
    const merged = ['100001/blue/m/1', '100002/red/s/3', '100003/black/l/2'];
    routes({
      'POST /api/customers/login': { status: 200, data: { success: true, token: 't', user } },
      'POST /api/customers/cart/merge': { status: 200, data: { cart: merged } },
    });
    await expect(logIn(credentials)).resolves.toEqual({ ...user, cart: merged });
    expect(calls()).toEqual(['POST /api/customers/login', 'POST /api/customers/cart/merge']);
    expect(api.requests[1].body).toEqual({ items: ['100002/red/s/1', '100003/black/l/2'] });
    expect(store.get(bagItemsAtom)).toEqual(merged);
    expect(store.get(bagCountAtom)).toBe(6);
    // Merged on the server: the browser keeps no guest copy, and the account's bag is not stored.
    expect(storedGuestBag()).toEqual([]);
    expect(bagEvents).toEqual([{ items: merged, count: 6 }]);
  });

  it("shows the account's bag (filled on another browser) without a merge when the guest bag is empty", async () => {
    const user = makeUser({ cart: ['100001/blue/m/2'] });
    routes({ 'POST /api/customers/login': { status: 200, data: { success: true, token: 't', user } } });
    await logIn(credentials);
    expect(calls()).toEqual(['POST /api/customers/login']);
    expect(store.get(bagItemsAtom)).toEqual(['100001/blue/m/2']);
    expect(bagEvents).toEqual([{ items: ['100001/blue/m/2'], count: 2 }]);
  });

  it("keeps the guest bag for the next start-up when the merge fails, showing the account's meanwhile", async () => {
    guestBag(['100002/red/s/1']);
    const user = makeUser({ cart: ['100001/blue/m/1'] });
    routes({
      'POST /api/customers/login': { status: 200, data: { success: true, token: 't', user } },
      'POST /api/customers/cart/merge': { status: 500, data: { error: 'boom' } },
    });
    await expect(logIn(credentials)).resolves.toEqual(user);
    expect(store.get(bagItemsAtom)).toEqual(['100001/blue/m/1']);
    expect(storedGuestBag()).toEqual(['100002/red/s/1']);
  });

  it('leaves the guest bag as it was when the login fails', async () => {
    guestBag(['100002/red/s/1']);
    routes({ 'POST /api/customers/login': { status: 401, data: { error: 'Login unsuccessful. Please try again.' } } });
    await expect(logIn(credentials)).rejects.toMatchObject({ status: 401 });
    expect(calls()).toEqual(['POST /api/customers/login']);
    expect(store.get(bagItemsAtom)).toEqual(['100002/red/s/1']);
    expect(bagEvents).toEqual([]);
  });
});

describe('registerCustomer', () => {
  it('merges the guest bag into the new account', async () => {
    guestBag(['100004/white/s/1']);
    const customer = makeUser({ emailVerified: false });
    routes({
      'POST /api/customers': { status: 201, data: { success: true, token: 't', customer } },
      'POST /api/customers/cart/merge': { status: 200, data: { cart: ['100004/white/s/1'] } },
    });
    const input = { firstName: 'Olena', lastName: 'Koval', email: 'olena@example.com', password: 'password123' };
    await expect(registerCustomer(input)).resolves.toEqual({ ...customer, cart: ['100004/white/s/1'] });
    expect(calls()).toEqual(['POST /api/customers', 'POST /api/customers/cart/merge']);
    expect(store.get(bagItemsAtom)).toEqual(['100004/white/s/1']);
    expect(storedGuestBag()).toEqual([]);
  });
});

describe('bootstrapSession', () => {
  // The browser holds the readable signed-in hint the API sets beside the session cookie.
  beforeEach(() => {
    document.cookie = 'vesna_signed_in=1; path=/';
  });
  afterEach(() => {
    document.cookie = 'vesna_signed_in=; path=/; max-age=0';
  });

  it("adopts the server's bag of a session found at start-up", async () => {
    routes({ 'GET /api/cookies': { status: 200, data: { user: makeUser({ cart: ['100001/blue/m/1'] }) } } });
    await bootstrapSession();
    expect(store.get(bagItemsAtom)).toEqual(['100001/blue/m/1']);
    expect(calls()).toEqual(['GET /api/cookies']);
  });

  it('merges a guest bag left on this device (Google sign-in came back by redirect) and then drops it', async () => {
    guestBag(['100002/red/s/1']);
    routes({
      'GET /api/cookies': { status: 200, data: { user: makeUser({ cart: ['100001/blue/m/1'] }) } },
      'POST /api/customers/cart/merge': { status: 200, data: { cart: ['100001/blue/m/1', '100002/red/s/1'] } },
    });
    await bootstrapSession();
    expect(calls()).toEqual(['GET /api/cookies', 'POST /api/customers/cart/merge']);
    expect(api.requests[1].body).toEqual({ items: ['100002/red/s/1'] });
    expect(store.get(bagItemsAtom)).toEqual(['100001/blue/m/1', '100002/red/s/1']);
    expect(storedGuestBag()).toEqual([]);
  });

  it('keeps the guest bag of a guest (no session) as it is', async () => {
    guestBag(['100002/red/s/1']);
    routes({ 'GET /api/cookies': { status: 200, data: { user: null } } });
    await bootstrapSession();
    expect(store.get(bagItemsAtom)).toEqual(['100002/red/s/1']);
    expect(bagEvents).toEqual([]);
  });
});

describe('logout', () => {
  async function loggedInWith(cart: string[]) {
    routes({
      'POST /api/customers/login': { status: 200, data: { success: true, token: 't', user: makeUser({ cart }) } },
      'POST /api/customers/logout': { status: 200, data: {} },
    });
    await logIn(credentials);
    api.requests.length = 0;
    bagEvents = [];
  }

  it('empties the bag on this device, keeps no copy in localStorage and never clears the server bag', async () => {
    await loggedInWith(['100001/blue/m/1']);
    await logOut();
    expect(calls()).toEqual(['POST /api/customers/logout']);
    expect(store.get(bagItemsAtom)).toEqual([]);
    expect(store.get(bagCountAtom)).toBe(0);
    expect(storedGuestBag() ?? []).toEqual([]);
    expect(bagEvents).toEqual([{ items: [], count: 0 }]);
  });

  it('empties a guest bag still kept aside too (clearSession, e.g. after deleting the account)', async () => {
    guestBag(['100002/red/s/1']);
    routes({
      'POST /api/customers/login': { status: 200, data: { success: true, token: 't', user: makeUser() } },
      'POST /api/customers/cart/merge': { status: 500, data: { error: 'boom' } },
    });
    await logIn(credentials);
    act(() => clearSession());
    expect(store.get(bagItemsAtom)).toEqual([]);
    expect(storedGuestBag()).toEqual([]);
  });
});
