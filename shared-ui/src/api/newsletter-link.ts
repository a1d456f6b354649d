/** The mailed newsletter links' confirm / unsubscribe: only the /newsletter page makes them (shared-ui/on-demand). */
import {
  API_PATHS,
  type NewsletterLinkAction,
  type NewsletterLinkAnswer,
  type NewsletterLinkStatus,
  type NewsletterTokenRequest,
} from 'contracts';
import { apiClient, type RequestOptions } from 'shared-ui/state';

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
