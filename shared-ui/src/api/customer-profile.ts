/**
 * The profile's own calls (the API's OpenAPI document): save it, change the password, delete the account, send
 * the verification mail again. Only mf-account's profile pages make them (the kit: bundled where imported).
 */
import {
  API_PATHS,
  type MessageResponse,
  type ProfileUpdate,
  type ProfileUpdateResponse,
  type SessionUser,
} from 'contracts';
import type { PasswordInput, SetPasswordInput } from 'contracts/schemas';
import { apiClient, type RequestOptions } from 'shared-ui/state';

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
