import { useCallback, useEffect, useState } from 'react';
import type { FeedbackList } from 'contracts';
import { isCancelledRequest, useQueryCache } from 'shared-ui';
import { loadProductFeedback, productFeedbackQuery } from '../load-product-feedback';

export type ProductFeedbackState =
  | { status: 'loading' }
  | { status: 'error' }
  /** `refreshing`: a reload is on its way; the list shown is the previous answer. */
  | { status: 'ready'; list: FeedbackList; refreshing: boolean };

/** The last answer, remembered with the product and the load it answers. */
interface Settled {
  productId: string;
  load: number;
  list: FeedbackList | null;
  failed: boolean;
}

/**
 * The feedback of one product through loadProductFeedback. The first load is the query cache's answer
 * when it has one (the server's first data, so hydration asks nothing). `reload()` fetches it again (after
 * a feedback was sent) while the list already shown stays on screen, so the section does not jump. A
 * request whose answer is no longer wanted (another product, a newer reload, the page closed) is
 * cancelled. A failed reload keeps the list it had; a failed first load is the 'error' state.
 */
export function useProductFeedback(productId: string): ProductFeedbackState & { reload: () => void } {
  const [load, setLoad] = useState(0);
  const [settled, setSettled] = useState<Settled | null>(null);
  const cache = useQueryCache();
  const { key } = productFeedbackQuery(productId);
  const known = load === 0 && cache.has(key) ? cache.get<FeedbackList>(key) : undefined;

  useEffect(() => {
    if (load === 0 && cache.has(key)) return;
    const controller = new AbortController();
    loadProductFeedback({ productId }, { signal: controller.signal }).then(
      (list) => {
        // The server's answer, where the page came with one, is kept up to date (a reload after a new
        // feedback); other products' lists are asked again on each visit.
        if (cache.has(key)) cache.set(key, list);
        setSettled({ productId, load, list, failed: false });
      },
      (error: unknown) => {
        if (controller.signal.aborted || isCancelledRequest(error)) return;
        setSettled((previous) => ({
          productId,
          load,
          list: previous?.productId === productId ? previous.list : null,
          failed: true,
        }));
      },
    );
    return () => controller.abort();
  }, [cache, key, productId, load]);

  const reload = useCallback(() => setLoad((n) => n + 1), []);

  const mine = settled?.productId === productId ? settled : null;
  const pending = mine === null || mine.load !== load;
  let state: ProductFeedbackState;
  if (known && !mine) state = { status: 'ready', list: known, refreshing: false };
  else if (mine?.list) state = { status: 'ready', list: mine.list, refreshing: pending };
  else if (mine?.failed && !pending) state = { status: 'error' };
  else state = { status: 'loading' };
  return { ...state, reload };
}
