/** Newsletter subscription (POST /api/subscribers) and the mailed links' confirm / unsubscribe. */
import {
  API_PATHS,
  type MessageResponse,
  type NewsletterLinkAction,
  type NewsletterLinkAnswer,
  type NewsletterLinkStatus,
  type NewsletterSubscription,
  type NewsletterTokenRequest,
} from 'contracts';
import { apiClient, type RequestOptions } from './client';

/** Subscribes an e-mail; resolves with the server's message, which replaces the form (spec section 4). */
export async function subscribeToNewsletter(
  input: NewsletterSubscription,
  options: RequestOptions = {},
): Promise<MessageResponse> {
  const { data } = await apiClient.post<MessageResponse>(API_PATHS.subscribers, input, { signal: options.signal });
  return data;
}

/**
 * POST /subscribers/confirm or /subscribers/unsubscribe `{ token }`: what the /newsletter page's button does
 * with a mailed link's token (opening the link itself changes nothing). Resolves with the outcome to show;
 * a used, expired or unknown token is the outcome 'invalid-link', not a rejection.
 */
export async function applyNewsletterLink(
  action: NewsletterLinkAction,
  token: string,
  options: RequestOptions = {},
): Promise<NewsletterLinkStatus> {
  const path = action === 'confirm' ? API_PATHS.subscribersConfirm : API_PATHS.subscribersUnsubscribe;
  const body: NewsletterTokenRequest = { token };
  const { data } = await apiClient.post<NewsletterLinkAnswer>(path, body, { signal: options.signal });
  return data.status;
}
