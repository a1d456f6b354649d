import type { FirstData } from 'shared-ui';
import { productFeedbackQuery } from '../features/feedback/load-product-feedback';
import { productPageQuery } from '../features/product-detail/product-page-query';

export { ProductPage as default } from '../features/product-detail/views/product-page';

/**
 * What the server loads before rendering /:id: the product and its feedback (one read of each: the page's
 * summary and the section share the answer). You May Also Like loads in the browser.
 */
export const firstData: FirstData = ({ params }) => [
  productPageQuery(params.id ?? ''),
  productFeedbackQuery(params.id ?? ''),
];
