// /plusSize: the plus-size line (plusSize=true) under the plusSize banners; cards hide the category label.
import type { ProductListingQuery } from '../../../api/get-product-listing';
import { BannerListingPage } from '../components/banner-listing-page';

export const PLUS_SIZE_QUERY: ProductListingQuery = { plusSize: true };
export const PLUS_SIZE_BANNERS = 'plusSize';

export function PlusSizePage() {
  return (
    <BannerListingPage
      title="Plus Size"
      intro="Sizes 1X to 3X, cut for comfort and made to last."
      bannerSet={PLUS_SIZE_BANNERS}
      query={PLUS_SIZE_QUERY}
      gridLabel="Plus-size products"
      showCategory={false}
    />
  );
}
