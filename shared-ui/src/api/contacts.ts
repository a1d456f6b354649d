/** Contact form messages (POST /api/contacts). */
import { API_PATHS, type ContactRequest, type MessageResponse } from 'contracts';
import { apiClient, type RequestOptions } from './client';

/** Sends a "Write Us" message; resolves with the server's success message, rejects on any failure. */
export async function sendContactMessage(
  input: ContactRequest,
  options: RequestOptions = {},
): Promise<MessageResponse> {
  const { data } = await apiClient.post<MessageResponse>(API_PATHS.contacts, input, { signal: options.signal });
  return data;
}
