import type { FeedbackList } from 'contracts';
import { isNotFoundError, type PageQuery, type RequestOptions } from 'shared-ui';
import { getProductFeedback } from 'shared-ui/on-demand';

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

/** A product that does not exist has no feedback: its page is the not-found page, which shows no section. */
const NO_FEEDBACK: FeedbackList = { comments: [], average: null, count: 0 };

/**
 * The feedback section's first data as a query: the server loads it with the page, so hydration asks
 * nothing. An unknown product's 404 is an answer (no feedback), not a failure that would leave the
 * not-found page for the browser to complete.
 */
export function productFeedbackQuery(productId: string): PageQuery<FeedbackList> {
  return {
    key: `product-feedback:${productId}`,
    load: (options) =>
      loadProductFeedback({ productId }, options).catch((error: unknown) => {
        if (isNotFoundError(error)) return NO_FEEDBACK;
        throw error;
      }),
  };
}
