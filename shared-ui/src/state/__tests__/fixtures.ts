/** Test helper (not a test file): a SessionUser as the API sends it. */
import type { SessionUser } from 'contracts';

export function makeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    _id: 'user-1',
    id: 'user-1',
    firstName: 'Olena',
    lastName: 'Koval',
    email: 'olena@example.com',
    emailVerified: true,
    birthDate: null,
    phoneNumber: null,
    wishlist: [],
    cart: [],
    hasPassword: true,
    ...overrides,
  };
}
