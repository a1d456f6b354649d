import type { Product } from 'contracts';

/** The feedback section of the product page: filled by the feedback part (list, average, leave-feedback dialog). */
export function ProductFeedback(_props: { product: Product }) {
  return null;
}
