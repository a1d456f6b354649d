import { useCallback, useEffect, useState } from 'react';
import type { Product } from 'contracts';
import { isCancelledRequest } from 'shared-ui';
import { loadProductPage } from '../load-product-page';
import type { FeedbackSummary } from '../product-structured-data';

type ProductState =
  | { status: 'loading' }
  | { status: 'ready'; product: Product; feedback?: FeedbackSummary | null }
  | { status: 'not-found' }
  | { status: 'error' };

/** The answer to one request, remembered with the request it answers. */
type Settled = { id: string; attempt: number; state: ProductState };

/**
 * Loads one product by id through loadProductPage. A product that does not exist is its own state, so
 * the page can show the not-found view; any other failure can be retried. A request whose answer is no
 * longer wanted (the id changed, the page closed) is cancelled. Until the answer to the current id and
 * attempt arrives the state is 'loading', derived rather than set, so a retry shows the spinner at once.
 */
export function useProduct(id: string): ProductState & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    loadProductPage({ id }, { signal: controller.signal }).then(
      (data) =>
        setSettled({
          id,
          attempt,
          state:
            data.status === 'found'
              ? { status: 'ready', product: data.product, feedback: data.feedback }
              : { status: 'not-found' },
        }),
      (error: unknown) => {
        if (controller.signal.aborted || isCancelledRequest(error)) return;
        setSettled({ id, attempt, state: { status: 'error' } });
      },
    );
    return () => controller.abort();
  }, [id, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const state: ProductState =
    settled && settled.id === id && settled.attempt === attempt ? settled.state : { status: 'loading' };
  return { ...state, retry };
}
