/** Banner operations of the API (GET /api/banners/...). */
import { API_PATHS, buildApiPath, type Banner, type CollectionTile } from 'contracts';
import { apiClient, type RequestOptions } from './client';

/** The named banner sets the API serves at /banners/:name. */
export type BannerSetName =
  'mainBanner' | 'sustainability' | 'collection' | 'newIn' | 'newInBanner' | 'plusSize' | 'bannerLogin';

/** GET /banners/:name, e.g. 'mainBanner' (home hero, title = headline), 'newIn', 'plusSize'. */
export async function getBanners(name: BannerSetName | (string & {}), options: RequestOptions = {}): Promise<Banner[]> {
  const { data } = await apiClient.get<Banner[]>(buildApiPath(API_PATHS.banners, { name }), { signal: options.signal });
  return data;
}

/** GET /banners/collection: the home Collection block's tiles, one per category. */
export async function getCollectionTiles(options: RequestOptions = {}): Promise<CollectionTile[]> {
  const { data } = await apiClient.get<CollectionTile[]>(buildApiPath(API_PATHS.banners, { name: 'collection' }), {
    signal: options.signal,
  });
  return data;
}

/**
 * GET /banners/category/modiweek: seven banners, Sunday to Saturday; `name` is the weekday and
 * `category[].id` are the product ids of that day's look.
 */
export async function getModiweekBanners(options: RequestOptions = {}): Promise<Banner[]> {
  const { data } = await apiClient.get<Banner[]>(buildApiPath(API_PATHS.bannersByCategory, { category: 'modiweek' }), {
    signal: options.signal,
  });
  return data;
}
