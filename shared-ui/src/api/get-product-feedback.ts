import { API_PATHS, type FeedbackList } from 'contracts';
import { apiClient, isNotFoundError, queryOptions, type RequestOptions } from 'shared-ui/state';

/*
 * A product's feedback: the product page's section and its structured data read it (mf-product), and the server
 * writes the page's rating into the head from it (shell), under one key, ['product-feedback', id].
 */

/** GET /comments/product/id?productId=: the product's feedback, newest first, with the average and the count. */
export async function getProductFeedback(productId: string, options: RequestOptions = {}): Promise<FeedbackList> {
  const { data } = await apiClient.get<FeedbackList>(API_PATHS.commentsByProduct, {
    params: { productId },
    signal: options.signal,
  });
  return data;
}

/** A product that does not exist has no feedback: its page is the not-found page, which shows no section. */
const NO_FEEDBACK: FeedbackList = { comments: [], average: null, count: 0 };

/** An unknown product's 404 is an answer (no feedback), not a failure that would leave the page degraded. */
export function productFeedbackQueryOptions(productId: string) {
  return queryOptions({
    queryKey: ['product-feedback', productId] as const,
    queryFn: ({ signal }) =>
      getProductFeedback(productId, { signal }).catch((error: unknown) => {
        if (isNotFoundError(error)) return NO_FEEDBACK;
        throw error;
      }),
  });
}
