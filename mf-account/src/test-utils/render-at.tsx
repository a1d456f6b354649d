import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ApiRequestError, Toaster, type SessionUser } from 'shared-ui/state';

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/**
 * Renders `element` at `url` inside a router like the shell's: `path` is the shell's route for it,
 * home and /login are stand-ins, the current location is in data-testid="location", and the shell's
 * Toaster is mounted so toasts can be read.
 */
export function renderAt(url: string, path: string, element: ReactElement) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={path} element={element} />
        <Route path="/" element={<p>Home page</p>} />
        <Route path="/login" element={<p>Login page</p>} />
      </Routes>
      <LocationProbe />
      <Toaster />
    </MemoryRouter>,
  );
}

/** A rejected API request as shared-ui's client raises it for an error answer (status and `{ error, fields? }`). */
export function apiError(status: number, body: { error: string; fields?: Record<string, string> }) {
  return new ApiRequestError('response', body.error, { status, body });
}

export function makeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    _id: 'u-1',
    id: 'u-1',
    firstName: 'Anna',
    lastName: 'Koval',
    email: 'anna@example.com',
    emailVerified: true,
    birthDate: '1990-05-17',
    phoneNumber: '0501234567',
    wishlist: [],
    cart: [],
    hasPassword: true,
    ...overrides,
  };
}
