/** Contact form messages (POST /api/contacts). */
import { API_PATHS, type ContactRequest, type MessageResponse } from 'contracts';
import { apiClient, type RequestOptions } from 'shared-ui/state';

/** Sends a "Write Us" message; resolves with the server's success message, rejects on any failure. */
export async function sendContactMessage(
  input: ContactRequest,
  options: RequestOptions = {},
): Promise<MessageResponse> {
  const { fullName, email, orderNumber, message, privacyPolicy, subject } = input;
  // Only the contract's fields go on the wire, whatever else the caller's object holds.
  const body: ContactRequest = { fullName, email, message, privacyPolicy, orderNumber, subject };
  const { data } = await apiClient.post<MessageResponse>(API_PATHS.contacts, body, { signal: options.signal });
  return data;
}
