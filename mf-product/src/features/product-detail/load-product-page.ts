import { isProductId, type Product } from 'contracts';
import { getProduct, isNotFoundError, type RequestOptions } from 'shared-ui';
import { getProductFeedback } from 'shared-ui/on-demand';
import type { FeedbackSummary } from './product-structured-data';

/**
 * What the product page needs first: the product, or the fact that there is none. `feedback` is the
 * average and count of its feedback, for the Product JSON-LD's aggregateRating; null when it could not
 * be read (the page then leaves the rating out rather than fail).
 */
export type ProductPageData =
  { status: 'found'; product: Product; feedback?: FeedbackSummary | null } | { status: 'not-found' };

/** getProduct rejects with a 404 from the API, or with "Product not found" when the list is empty. */
function isMissingProduct(error: unknown): boolean {
  return isNotFoundError(error) || (error instanceof Error && error.message === 'Product not found');
}

/**
 * The product page's first data, as a plain async function so a server can call it as well as the
 * page's hook. A product that does not exist is an answer, not an error; any other failure rejects.
 */
export async function loadProductPage({ id }: { id: string }, options: RequestOptions = {}): Promise<ProductPageData> {
  if (!isProductId(id)) return { status: 'not-found' };
  // Both at once: the summary must not delay the product, and its failure must not hide it.
  const feedback = getProductFeedback(id, options).then(
    ({ average, count }): FeedbackSummary => ({ average, count }),
    () => null,
  );
  try {
    return { status: 'found', product: await getProduct(id, options), feedback: await feedback };
  } catch (error) {
    if (isMissingProduct(error)) return { status: 'not-found' };
    throw error;
  }
}
