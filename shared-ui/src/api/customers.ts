/**
 * Customer accounts and the session (POST/GET/PUT/DELETE /api/customers..., GET /api/cookies).
 *
 * The session is the httpOnly `vesna_session` cookie, which `apiClient` sends (`withCredentials`).
 * The `token` in the login, registration and password-change answers is for non-browser API clients
 * (Bearer); these functions drop it on purpose so that no page can put it in browser storage.
 * Most callers want the state helpers (`logIn`, `logOut`, `bootstrapSession`... in state/session.ts),
 * which also update the session atom and the wish list. The profile's own calls (save, password, delete,
 * resend the verification mail) are the kit's customer-profile.ts.
 */
import {
  API_PATHS,
  type LoginResponse,
  type RegisterResponse,
  type SessionResponse,
  type SessionUser,
} from 'contracts';
import type { LoginInput, RegistrationInput } from 'contracts/schemas';
import { apiClient, type RequestOptions } from './client';

/**
 * POST /customers: creates the account, sets the session cookie and sends the verification mail.
 * Resolves with the new customer. 409 "User already exists. Please, choose other email." rejects.
 */
export async function register(input: RegistrationInput, options: RequestOptions = {}): Promise<SessionUser> {
  const { firstName, lastName, email, password } = input;
  const { data } = await apiClient.post<RegisterResponse>(
    API_PATHS.customers,
    { firstName, lastName, email, password },
    { signal: options.signal },
  );
  return data.customer;
}

/**
 * POST /customers/login: sets the session cookie. `guestWishlist` (the guest's product ids) is sent as
 * `wishlist` and merged into the account's list by the server; the answer's `user.wishlist` is the
 * merged list. Any failure rejects (401 "Login unsuccessful. Please try again.", 429 rate limit).
 */
export async function login(
  input: LoginInput,
  guestWishlist: readonly string[] = [],
  options: RequestOptions = {},
): Promise<SessionUser> {
  const body: { loginOrEmail: string; password: string; wishlist?: string[] } = {
    loginOrEmail: input.loginOrEmail,
    password: input.password,
  };
  if (guestWishlist.length > 0) body.wishlist = [...guestWishlist];
  const { data } = await apiClient.post<LoginResponse>(API_PATHS.customersLogin, body, { signal: options.signal });
  return data.user;
}

/** POST /customers/logout: deletes the session on the server and clears the cookie. */
export async function logout(options: RequestOptions = {}): Promise<void> {
  await apiClient.post(API_PATHS.customersLogout, undefined, { signal: options.signal });
}

/**
 * GET /cookies: the customer behind the session cookie, or null for a guest (the API answers a guest
 * 200 `{user: null}`, so the start-up check leaves no failed request in the console). Rejects only
 * when the call itself fails.
 */
export async function getSession(options: RequestOptions = {}): Promise<SessionUser | null> {
  const { data } = await apiClient.get<SessionResponse>(API_PATHS.cookies, { signal: options.signal });
  return data?.user ?? null;
}

/** GET /customers/customer: the session's customer (fresh profile and wish list); 401 when logged out. */
export async function getCustomer(options: RequestOptions = {}): Promise<SessionUser> {
  const { data } = await apiClient.get<SessionUser>(API_PATHS.customer, { signal: options.signal });
  return data;
}
