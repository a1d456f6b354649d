/** Newsletter subscription (POST /api/subscribers). */
import { API_PATHS } from 'contracts';
import { apiClient, type RequestOptions } from './client';

export interface NewsletterSubscription {
  email: string;
  /** The shopper ticked the marketing consent box. */
  agreement: boolean;
}

/** Subscribes an e-mail; resolves with the server's message, which replaces the form (spec section 4). */
export async function subscribeToNewsletter(
  input: NewsletterSubscription,
  options: RequestOptions = {},
): Promise<{ message: string }> {
  const { data } = await apiClient.post<{ message: string }>(API_PATHS.subscribers, input, { signal: options.signal });
  return data;
}
