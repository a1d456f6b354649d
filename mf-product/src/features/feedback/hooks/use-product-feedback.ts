import { useCallback } from 'react';
import type { FeedbackList } from 'contracts';
import { pageQueryKey, pageQueryOptions, useQuery, useQueryClient } from 'shared-ui';
import { productFeedbackQuery } from '../load-product-feedback';
import { productPageQuery } from '../../product-detail/product-page-query';

export type ProductFeedbackState =
  | { status: 'loading' }
  | { status: 'error' }
  /** `refreshing`: a reload is on its way; the list shown is the previous answer. */
  | { status: 'ready'; list: FeedbackList; refreshing: boolean };

/**
 * The feedback of one product, through the query layer: the server's first data when the page came with
 * it (hydration asks nothing), else loaded after mount. `reload()` asks again (after a feedback was sent,
 * or a Retry) while the list already shown stays on screen, so the section does not jump; it also refreshes
 * the product page's own answer, whose average and count feed the page's structured data. A failed reload
 * keeps the list it had; a failed first load is the 'error' state.
 */
export function useProductFeedback(productId: string): ProductFeedbackState & { reload: () => void } {
  const client = useQueryClient();
  const answer = useQuery<FeedbackList>(pageQueryOptions(productFeedbackQuery(productId)));
  const reload = useCallback(() => {
    for (const query of [productFeedbackQuery(productId), productPageQuery(productId)])
      void client.invalidateQueries({ queryKey: pageQueryKey(query), exact: true });
  }, [client, productId]);

  let state: ProductFeedbackState;
  if (answer.data) state = { status: 'ready', list: answer.data, refreshing: answer.isFetching };
  else if (answer.status === 'error' && !answer.isFetching) state = { status: 'error' };
  else state = { status: 'loading' };
  return { ...state, reload };
}
