import type { ProductHeadData } from 'contracts';
import { productQueryOptions, type QueryClient } from 'shared-ui';
import { productFeedbackQueryOptions } from 'shared-ui/on-demand';

/**
 * The product and feedback a product page's head is written from (title, description, JSON-LD, status), read from
 * the render's query client through the page's own options: the answers the body used, no read of their own.
 * Undefined when either could not be read: the API then reads them itself for the head of a page that is
 * degraded anyway.
 */
export async function productHeadData(client: QueryClient, id: string): Promise<ProductHeadData | undefined> {
  const [product, feedback] = await Promise.allSettled([
    client.ensureQueryData(productQueryOptions(id)),
    client.ensureQueryData(productFeedbackQueryOptions(id)),
  ]);
  if (product.status === 'rejected') return undefined;
  if (product.value === null) return { product: null, feedback: null };
  if (feedback.status === 'rejected') return undefined;
  return { product: product.value, feedback: feedback.value };
}
