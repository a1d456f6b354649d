import { pageQueryOptions, type FirstData } from 'shared-ui';
import { productListingQuery } from 'shared-ui/on-demand';
import { listingBannersQuery } from '../features/listing/hooks/use-listing-banners';
import { NEW_IN_BANNERS, NEW_IN_QUERY, NewInPage } from '../features/listing/views/new-in-page';

export default NewInPage;

/** The banners and the grid's first page, loaded by the server before rendering. */
export const firstData: FirstData = () => [
  pageQueryOptions(listingBannersQuery(NEW_IN_BANNERS)),
  pageQueryOptions(productListingQuery(NEW_IN_QUERY)),
];
