import { createStore } from 'jotai';
import type { ShippingDetails } from 'contracts';
import * as sharedState from 'shared-ui/state';
import { clearSession, sessionAtom, type SessionUser } from 'shared-ui/state';
import type * as CheckoutState from '../checkout';

const olena = { id: 'u1', firstName: 'Olena' } as SessionUser;
const details = { email: 'olena@example.com', city: 'Kyiv' } as unknown as ShippingDetails;

/** The checkout module as a new page load finds it (the tab's storage stays). */
function freshCheckoutState(): typeof CheckoutState {
  let loaded: typeof CheckoutState | undefined;
  jest.isolateModules(() => {
    // The page's one shared-ui/state (a Module Federation singleton), not a second copy of it.
    jest.doMock('shared-ui/state', () => sharedState);
    loaded = jest.requireActual<typeof CheckoutState>('../checkout');
  });
  return loaded!;
}

beforeEach(() => window.sessionStorage.clear());

describe('the shipping details of the checkout', () => {
  it('are kept for the tab, so /payment after a reload still has them', () => {
    const store = createStore();
    store.set(sessionAtom, { isLogged: true, user: olena });
    store.set(freshCheckoutState().shippingDetailsAtom, details);

    const afterReload = createStore();
    afterReload.set(sessionAtom, { isLogged: true, user: olena });
    expect(afterReload.get(freshCheckoutState().shippingDetailsAtom)).toEqual(details);
  });

  it('are nothing for another account, and never hold card data', () => {
    const store = createStore();
    store.set(sessionAtom, { isLogged: true, user: olena });
    store.set(freshCheckoutState().shippingDetailsAtom, details);
    expect(window.sessionStorage.getItem('vesna:checkout-shipping')).not.toMatch(/card|cvc|4242/i);

    const other = createStore();
    other.set(sessionAtom, { isLogged: true, user: { ...olena, id: 'u2' } });
    expect(other.get(freshCheckoutState().shippingDetailsAtom)).toBeNull();
  });

  it('are gone after logout', () => {
    const store = createStore();
    store.set(sessionAtom, { isLogged: true, user: olena });
    store.set(freshCheckoutState().shippingDetailsAtom, details);
    clearSession(store);
    expect(window.sessionStorage.getItem('vesna:checkout-shipping')).toBeNull();
  });
});
