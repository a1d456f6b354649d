// /newIn: new arrivals (new=true, no category) under the newInBanner banners.
import type { ProductListingQuery } from 'shared-ui';
import { BannerListingPage } from '../components/banner-listing-page';

const NEW_IN_QUERY: ProductListingQuery = { new: true };

export function NewInPage() {
  return (
    <BannerListingPage
      title="New In"
      intro="The latest pieces, just arrived in the studio."
      bannerSet="newInBanner"
      query={NEW_IN_QUERY}
      gridLabel="New arrivals"
    />
  );
}
