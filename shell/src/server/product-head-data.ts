import type { ProductHeadData } from 'contracts';
import { getProduct, isNotFoundError } from 'shared-ui';
import { getProductFeedback } from 'shared-ui/on-demand';

const isMissingProduct = (error: unknown) =>
  isNotFoundError(error) || (error instanceof Error && error.message === 'Product not found');

/**
 * The product and feedback a product page's head is written from (title, description, JSON-LD, status),
 * asked inside the render after its page loaded them: the render's own answers (render-scope.ts), so the
 * head costs no read of its own. Undefined when either could not be read: the API then reads them itself
 * for the head of a page that is degraded anyway.
 */
export async function productHeadData(id: string, signal: AbortSignal): Promise<ProductHeadData | undefined> {
  const [product, feedback] = await Promise.allSettled([
    getProduct(id, { signal }),
    getProductFeedback(id, { signal }),
  ]);
  if (product.status === 'rejected')
    return isMissingProduct(product.reason) ? { product: null, feedback: null } : undefined;
  if (feedback.status === 'rejected') return undefined;
  return { product: product.value, feedback: feedback.value };
}
