/** Test helpers (not tests) for the checkout steps: a shopper, her address, and a router like the shell's. */
import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { getDefaultStore } from 'jotai';
import type { Address, SessionUser } from 'contracts';
import { ApiRequestError, Toaster, bagItemsAtom, sessionAtom } from 'shared-ui/state';
import { placedOrderAtom, purchaseAttemptAtom, shippingDetailsAtom } from '../state/checkout';

export const store = getDefaultStore();

export function makeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    _id: 'u-1',
    id: 'u-1',
    firstName: 'Anna',
    lastName: 'Koval',
    email: 'anna@example.com',
    emailVerified: true,
    birthDate: null,
    phoneNumber: '0671112233',
    wishlist: [],
    cart: [],
    hasPassword: true,
    ...overrides,
  };
}

export const savedAddress: Address = {
  userId: 'u-1',
  email: 'anna.home@example.com',
  firstName: 'Anna',
  lastName: 'Koval',
  country: 'Ukraine',
  city: 'Kyiv',
  addressLine1: 'Khreshchatyk 22',
  addressLine2: '5',
  zip: '01-001',
  phone: '0501234567',
  default: true,
};

/** A logged-in shopper (or a guest with null) with `items` in her bag. */
export function seed(user: SessionUser | null, items: string[]) {
  act(() => {
    store.set(sessionAtom, { isLogged: user !== null, user });
    store.set(bagItemsAtom, items);
  });
}

/** Back to a guest with an empty bag and no checkout in memory. */
export function resetCheckout() {
  act(() => {
    store.set(bagItemsAtom, []);
    store.set(sessionAtom, { isLogged: false, user: null });
    store.set(bagItemsAtom, []);
    store.set(shippingDetailsAtom, null);
    store.set(purchaseAttemptAtom, null);
    store.set(placedOrderAtom, null);
  });
  localStorage.clear();
}

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** Renders `element` at `path` with stand-ins for the other checkout pages and the shell's Toaster. */
export function renderStep(path: string, element: ReactElement) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={path} element={element} />
        {['/cart', '/info', '/payment', '/success', '/failed', '/login']
          .filter((other) => other !== path)
          .map((other) => (
            <Route key={other} path={other} element={<p>{`${other} page`}</p>} />
          ))}
      </Routes>
      <LocationProbe />
      <Toaster />
    </MemoryRouter>,
  );
}

/** A rejected API request as shared-ui's client raises it. */
export function apiError(status: number, body: Record<string, unknown> & { error: string }) {
  return new ApiRequestError('response', body.error, {
    status,
    body: { error: body.error, fields: body.fields as Record<string, string> | undefined },
    data: body,
  });
}
