import type { FirstData } from 'shared-ui';
import { bestSellersQueryOptions } from '../features/home/api/get-best-sellers';
import { collectionTilesQueryOptions } from '../features/home/api/get-collection-tiles';
import { homeBannerQueryOptions } from '../features/home/api/get-home-banner';
import { modiweekLooksQueryOptions } from '../features/home/api/get-modiweek-looks';
import { HomePage } from '../features/home/views/home-page';

export default HomePage;

/**
 * Banners, tiles, best sellers and the week's looks, loaded by the server before rendering: one query per
 * section, so a section whose data failed is the only one left for the browser to load.
 */
export const firstData: FirstData = () => [
  homeBannerQueryOptions('mainBanner'),
  homeBannerQueryOptions('sustainability'),
  collectionTilesQueryOptions(),
  bestSellersQueryOptions(),
  modiweekLooksQueryOptions(),
];
