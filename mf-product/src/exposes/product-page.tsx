import { productQueryOptions, type FirstData, productFeedbackQueryOptions } from 'shared-ui';
import { relatedProductsQueryOptions } from '../features/product-detail/hooks/use-related-products';

export { ProductPage as default } from '../features/product-detail/views/product-page';
/** The page's head (title, description, JSON-LD, photo preload, 404), from the answers `firstData` loads. */
export { productPageHead as head } from '../features/product-detail/product-page-head';

/**
 * What the server loads before rendering /:id, through the options the page's components read with: the product
 * (the breadcrumb and the head read the same one), its feedback (the section, and the rating in the structured
 * data), and You May Also Like (seeded by the product's id, so the same for every visitor). With all three in the
 * page, hydration asks the API nothing, and a first visit to a product page downloads no API client.
 */
export const firstData: FirstData = ({ params }) => [
  productQueryOptions(params.id ?? ''),
  productFeedbackQueryOptions(params.id ?? ''),
  relatedProductsQueryOptions(params.id ?? ''),
];
