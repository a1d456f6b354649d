import type { FirstData } from 'shared-ui';
import { productFeedbackQuery } from '../features/feedback/load-product-feedback';
import { relatedProductsQuery } from '../features/product-detail/hooks/use-related-products';
import { productPageQuery } from '../features/product-detail/product-page-query';

export { ProductPage as default } from '../features/product-detail/views/product-page';

/**
 * What the server loads before rendering /:id: the product and its feedback (one read of each: the page's
 * summary and the section share the answer), and You May Also Like (seeded by the product's id, so the
 * same for every visitor). With all three in the page, hydration asks the API nothing, and a first visit
 * to a product page downloads no API client (axios: 16.8 KB br) just for the suggestions.
 */
export const firstData: FirstData = ({ params }) => [
  productPageQuery(params.id ?? ''),
  productFeedbackQuery(params.id ?? ''),
  relatedProductsQuery(params.id ?? ''),
];
