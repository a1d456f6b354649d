import type { FirstData } from 'shared-ui';
import { bestSellersQueryOptions } from '../features/home/api/get-best-sellers';
import { bannersQueryOptions } from '../api/get-banners';
import { modiweekLooksQueryOptions } from '../api/get-modiweek-looks';
import { collectionTilesQueryOptions } from '../features/home/api/get-collection-tiles';
import { HomePage } from '../features/home/views/home-page';

export default HomePage;

/**
 * Banners, tiles, best sellers and the week's looks, loaded by the server before rendering: one query per
 * section, so a section whose data failed is the only one left for the browser to load.
 */
export const firstData: FirstData = () => [
  bannersQueryOptions('mainBanner'),
  bannersQueryOptions('sustainability'),
  collectionTilesQueryOptions(),
  bestSellersQueryOptions(),
  modiweekLooksQueryOptions(),
];
