/**
 * Customer accounts and the session (api/README.md "Accounts", POST/GET/PUT/DELETE /api/customers..., GET /api/cookies).
 *
 * The session is the httpOnly `vesna_session` cookie, which `apiClient` sends (`withCredentials`).
 * The `token` in the login, registration and password-change answers is for non-browser API clients
 * (Bearer); these functions drop it on purpose so that no page can put it in browser storage.
 * Most callers want the state helpers (`logIn`, `logOut`, `bootstrapSession`... in state/session.ts),
 * which also update the session atom and the wish list.
 */
import {
  API_PATHS,
  type LoginResponse,
  type MessageResponse,
  type ProfileUpdate,
  type ProfileUpdateResponse,
  type RegisterResponse,
  type SessionResponse,
  type SessionUser,
} from 'contracts';
import type { LoginInput, PasswordInput, RegistrationInput, SetPasswordInput } from 'contracts/schemas';
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

/**
 * PUT /customers: saves the profile and resolves with the updated customer. A changed e-mail comes back
 * unverified (a new verification mail is sent); a taken e-mail rejects with 409.
 */
export async function updateProfile(input: ProfileUpdate, options: RequestOptions = {}): Promise<SessionUser> {
  const { firstName, lastName, email, birthDate, phoneNumber } = input;
  const { data } = await apiClient.put<ProfileUpdateResponse>(
    API_PATHS.customers,
    { firstName, lastName, email, birthDate, phoneNumber },
    { signal: options.signal },
  );
  return data.user;
}

/**
 * PUT /customers/password: every other session is revoked and this browser gets a fresh cookie (the
 * answer's token is dropped). A wrong current password rejects with 400 and
 * `fields.currentPassword` (see getApiError). An account without a password yet (`hasPassword` false,
 * Google sign-in) sends no current password (SetPasswordInput).
 */
export async function changePassword(
  input: PasswordInput | SetPasswordInput,
  options: RequestOptions = {},
): Promise<void> {
  const { newPassword, confirmPassword } = input;
  const body =
    'currentPassword' in input
      ? { currentPassword: input.currentPassword, newPassword, confirmPassword }
      : { newPassword, confirmPassword };
  await apiClient.put(API_PATHS.customersPassword, body, { signal: options.signal });
}

/**
 * DELETE /customers/delete-account: the account and all its personal data are gone and the cookie is
 * cleared. Call `clearSession()` afterwards to drop the local session and wish list.
 */
export async function deleteAccount(options: RequestOptions = {}): Promise<void> {
  await apiClient.delete(API_PATHS.customersDeleteAccount, { signal: options.signal });
}

/**
 * POST /customers/verify-email/resend: sends a new verification link; resolves with the server's
 * message ("We sent a new verification link to <email>."). 429 after 3 an hour.
 */
export async function resendVerification(options: RequestOptions = {}): Promise<MessageResponse> {
  const { data } = await apiClient.post<MessageResponse>(API_PATHS.customersVerifyEmailResend, undefined, {
    signal: options.signal,
  });
  return data;
}
