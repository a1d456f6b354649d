import type { FirstData } from 'shared-ui';
import { productPageQuery } from '../features/product-detail/product-page-query';

export { ProductPage as default } from '../features/product-detail/views/product-page';

/** What the server loads before rendering /:id (feedback and You May Also Like load in the browser). */
export const firstData: FirstData = ({ params }) => [productPageQuery(params.id ?? '')];
