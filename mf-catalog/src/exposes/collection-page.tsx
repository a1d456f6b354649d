import type { FirstData } from 'shared-ui';
import { productListingQueryOptions } from '../api/get-product-listing';
import { parseAddress, toProductQuery } from '../features/collection/collection-address';
import { CollectionPage } from '../features/collection/views/collection-page';

export default CollectionPage;

/** The grid's first page for the address's category and filters, loaded by the server before rendering. */
export const firstData: FirstData = ({ searchParams }) => [
  productListingQueryOptions(toProductQuery(parseAddress(searchParams))),
];
