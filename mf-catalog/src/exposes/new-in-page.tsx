import type { FirstData } from 'shared-ui';
import { productListingQueryOptions } from '../api/get-product-listing';
import { bannersQueryOptions } from '../api/get-banners';
import { NEW_IN_BANNERS, NEW_IN_QUERY, NewInPage } from '../features/listing/views/new-in-page';

export default NewInPage;

/** The banners and the grid's first page, loaded by the server before rendering. */
export const firstData: FirstData = () => [
  bannersQueryOptions(NEW_IN_BANNERS),
  productListingQueryOptions(NEW_IN_QUERY),
];
