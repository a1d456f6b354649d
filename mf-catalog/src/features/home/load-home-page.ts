// The home page's first data as one plain async function, so a server can call it as well as the page.
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

export const EMPTY_HOME: HomePageData = { tiles: [], bestSellers: [], modiweek: [] };

/** A failed part is logged and left empty (spec section 8): the rest of the page still shows. */
async function orEmpty<T>(part: string, request: Promise<T>, empty: T): Promise<T> {
  try {
    return await request;
  } catch (error) {
    console.error(`mf-catalog: loading the home ${part} failed`, error);
    return empty;
  }
}

export async function loadHomePage(options: RequestOptions = {}): Promise<HomePageData> {
  const [hero, sustainability, tiles, bestSellers, modiweek] = await Promise.all([
    orEmpty('hero', getBanners('mainBanner', options), []),
    orEmpty('sustainability banner', getBanners('sustainability', options), []),
    orEmpty('collection tiles', getCollectionTiles(options), []),
    orEmpty(
      'best sellers',
      filterProducts({ sort: 'bestSeller', perPage: BEST_SELLER_COUNT, startPage: 1 }, options),
      [],
    ),
    orEmpty('Modiweek banners', getModiweekBanners(options), []),
  ]);
  return { hero: hero[0], sustainability: sustainability[0], tiles, bestSellers, modiweek };
}

/** The home page's first data as a query: the server loads it before rendering, the page reads it. */
export const homePageQuery: PageQuery<HomePageData> = { key: 'home-page', load: loadHomePage };
