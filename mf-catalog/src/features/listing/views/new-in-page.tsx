// /newIn: new arrivals (new=true, no category) under the newInBanner banners.
import type { ProductListingQuery } from '../../../api/get-product-listing';
import { BannerListingPage } from '../components/banner-listing-page';

export const NEW_IN_QUERY: ProductListingQuery = { new: true };
export const NEW_IN_BANNERS = 'newInBanner';

export function NewInPage() {
  return (
    <BannerListingPage
      title="New In"
      intro="The latest pieces, just arrived in the studio."
      bannerSet={NEW_IN_BANNERS}
      query={NEW_IN_QUERY}
      gridLabel="New arrivals"
    />
  );
}
