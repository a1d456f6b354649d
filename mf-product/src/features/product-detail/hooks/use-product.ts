import { useCachedQuery } from 'shared-ui';
import type { Product } from 'contracts';
import { productPageQuery } from '../product-page-query';
import type { FeedbackSummary } from '../product-structured-data';

type ProductState =
  | { status: 'loading' }
  | { status: 'ready'; product: Product; feedback?: FeedbackSummary | null }
  | { status: 'not-found' }
  | { status: 'error' };

/**
 * One product by id through loadProductPage, from the query cache when the server (or an earlier visit
 * in this tab) already loaded it. A product that does not exist is its own state, so the page can show
 * the not-found view; any other failure can be retried.
 */
export function useProduct(id: string): ProductState & { retry: () => void } {
  const query = useCachedQuery(productPageQuery(id));
  const retry = query.reload;
  switch (query.status) {
    case 'loading':
      return { status: 'loading', retry };
    case 'error':
      return { status: 'error', retry };
    case 'ready':
      return query.data.status === 'found'
        ? { status: 'ready', product: query.data.product, feedback: query.data.feedback, retry }
        : { status: 'not-found', retry };
  }
}
