import { useCallback, useEffect, useState } from 'react';
import type { Product } from 'contracts';
import { getProduct, isCancelledRequest, isNotFoundError } from 'shared-ui';

export type ProductState =
  { status: 'loading' } | { status: 'ready'; product: Product } | { status: 'not-found' } | { status: 'error' };

/** getProduct rejects with a 404 from the API, or with "Product not found" when the list is empty. */
function isMissingProduct(error: unknown): boolean {
  return isNotFoundError(error) || (error instanceof Error && error.message === 'Product not found');
}

/**
 * Loads one product by id. A product that does not exist is its own state, so the page can show the
 * not-found view; any other failure can be retried. A request whose answer is no longer wanted (the
 * id changed, the page closed) is cancelled.
 */
export function useProduct(id: string): ProductState & { retry: () => void } {
  const [state, setState] = useState<ProductState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    getProduct(id, { signal: controller.signal }).then(
      (product) => setState({ status: 'ready', product }),
      (error: unknown) => {
        if (controller.signal.aborted || isCancelledRequest(error)) return;
        setState(isMissingProduct(error) ? { status: 'not-found' } : { status: 'error' });
      },
    );
    return () => controller.abort();
  }, [id, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
