import type { FeedbackList } from 'contracts';
import { getProductFeedback, type RequestOptions } from 'shared-ui';

/**
 * The feedback section's data as a plain async function, so a server rendering the product page can
 * call it as well as the section's hook: the product's feedback, newest first, with its average and
 * count. A failure rejects (the section offers a retry).
 */
export function loadProductFeedback(
  { productId }: { productId: string },
  options: RequestOptions = {},
): Promise<FeedbackList> {
  return getProductFeedback(productId, options);
}
