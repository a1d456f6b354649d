/**
 * Saving product feedback (/api/comments; reading it is get-product-feedback.ts). Reading is open to everyone; saving
 * needs the session cookie, and the author and her name come from that session, never from the body,
 * so only the product, the rate and the text are sent.
 */
import { API_PATHS, type FeedbackRequest, type FeedbackSaved } from 'contracts';
import { apiClient, type RequestOptions } from 'shared-ui/state';

/**
 * POST /comments {productId, rate, content}: the customer's feedback on the product (201 for a first
 * entry, 200 when her earlier entry was edited). Rejects with the API's 400 messages (the feedback
 * schema's), 401 for a guest.
 */
export async function saveFeedback(input: FeedbackRequest, options: RequestOptions = {}): Promise<FeedbackSaved> {
  const { productId, rate, content } = input;
  const { data } = await apiClient.post<FeedbackSaved>(
    API_PATHS.comments,
    { productId, rate, content },
    { signal: options.signal },
  );
  return data;
}
