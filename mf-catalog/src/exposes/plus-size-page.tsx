import { pageQueryOptions, type FirstData } from 'shared-ui';
import { productListingQuery } from 'shared-ui/on-demand';
import { listingBannersQuery } from '../features/listing/hooks/use-listing-banners';
import { PLUS_SIZE_BANNERS, PLUS_SIZE_QUERY, PlusSizePage } from '../features/listing/views/plus-size-page';

export default PlusSizePage;

/** The banners and the grid's first page, loaded by the server before rendering. */
export const firstData: FirstData = () => [
  pageQueryOptions(listingBannersQuery(PLUS_SIZE_BANNERS)),
  pageQueryOptions(productListingQuery(PLUS_SIZE_QUERY)),
];
