import { useCallback } from 'react';
import type { FeedbackList } from 'contracts';
import { useQuery, useQueryClient } from 'shared-ui/state';
import { productFeedbackQueryOptions } from 'shared-ui';

export type ProductFeedbackState =
  | { status: 'loading' }
  | { status: 'error' }
  /** `refreshing`: a reload is on its way; the list shown is the previous answer. */
  | { status: 'ready'; list: FeedbackList; refreshing: boolean };

/**
 * The feedback of one product, through the query layer: the server's first data when the page came with
 * it (hydration asks nothing), else loaded after mount. `reload()` asks again (after a feedback was sent,
 * or a Retry) while the list already shown stays on screen, so the section does not jump; the page's structured
 * data reads its average and count from the same answer. A failed reload
 * keeps the list it had; a failed first load is the 'error' state.
 */
export function useProductFeedback(productId: string): ProductFeedbackState & { reload: () => void } {
  const client = useQueryClient();
  const answer = useQuery(productFeedbackQueryOptions(productId));
  const reload = useCallback(() => {
    void client.invalidateQueries({ queryKey: productFeedbackQueryOptions(productId).queryKey, exact: true });
  }, [client, productId]);

  let state: ProductFeedbackState;
  if (answer.data) state = { status: 'ready', list: answer.data, refreshing: answer.isFetching };
  else if (answer.status === 'error' && !answer.isFetching) state = { status: 'error' };
  else state = { status: 'loading' };
  return { ...state, reload };
}
