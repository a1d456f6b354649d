import type { FirstData } from 'shared-ui';
import { productListingQueryOptions } from '../api/get-product-listing';
import { bannersQueryOptions } from '../api/get-banners';
import { PLUS_SIZE_BANNERS, PLUS_SIZE_QUERY, PlusSizePage } from '../features/listing/views/plus-size-page';

export default PlusSizePage;

/** The banners and the grid's first page, loaded by the server before rendering. */
export const firstData: FirstData = () => [
  bannersQueryOptions(PLUS_SIZE_BANNERS),
  productListingQueryOptions(PLUS_SIZE_QUERY),
];
