/** Newsletter subscription (POST /api/subscribers); the mailed links' confirm / unsubscribe are newsletter-link.ts. */
import { API_PATHS, type MessageResponse, type NewsletterSubscription } from 'contracts';
import { apiClient, type RequestOptions } from 'shared-ui/state';

/** Subscribes an e-mail; resolves with the server's message, which replaces the form (spec section 4). */
export async function subscribeToNewsletter(
  input: NewsletterSubscription,
  options: RequestOptions = {},
): Promise<MessageResponse> {
  const { data } = await apiClient.post<MessageResponse>(API_PATHS.subscribers, input, { signal: options.signal });
  return data;
}
