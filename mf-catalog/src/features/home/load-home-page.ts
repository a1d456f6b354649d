// The home page's first data: one plain query per section, so a server can load them as well as the page,
// and a section whose data failed is the only one left for the browser to load (never shown empty).
import type { Banner, CollectionTile, Product } from 'contracts';
import {
  filterProducts,
  getBanners,
  getCollectionTiles,
  getModiweekBanners,
  type PageQuery,
  type RequestOptions,
} from 'shared-ui';

/** How many best sellers the home carousel cycles through. */
export const BEST_SELLER_COUNT = 9;

export type HomePageData = {
  /** The hero (`mainBanner`): its title is the page's headline. */
  hero?: Banner;
  sustainability?: Banner;
  tiles: CollectionTile[];
  bestSellers: Product[];
  /** The seven Modiweek looks, Sunday to Saturday. */
  modiweek: Banner[];
};

const firstBanner =
  (name: string) =>
  async (options: RequestOptions): Promise<Banner | null> =>
    (await getBanners(name, options))[0] ?? null;

/** The hero banner; null when the shop has none (an answer, not a failure). */
export const heroQuery: PageQuery<Banner | null> = { key: 'home:hero', load: firstBanner('mainBanner') };
export const sustainabilityQuery: PageQuery<Banner | null> = {
  key: 'home:sustainability',
  load: firstBanner('sustainability'),
};
export const collectionTilesQuery: PageQuery<CollectionTile[]> = { key: 'home:tiles', load: getCollectionTiles };
export const bestSellersQuery: PageQuery<Product[]> = {
  key: 'home:best-sellers',
  load: (options) => filterProducts({ sort: 'bestSeller', perPage: BEST_SELLER_COUNT, startPage: 1 }, options),
};
export const modiweekLooksQuery: PageQuery<Banner[]> = { key: 'home:modiweek', load: getModiweekBanners };

/** Everything the home page reads first, one query per section. */
export const HOME_PAGE_QUERIES: readonly PageQuery[] = [
  heroQuery,
  sustainabilityQuery,
  collectionTilesQuery,
  bestSellersQuery,
  modiweekLooksQuery,
];
