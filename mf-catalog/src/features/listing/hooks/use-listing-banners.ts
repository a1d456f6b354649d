import type { Banner, CollectionTile } from 'contracts';
import { getBanners, getCollectionTiles, getModiweekBanners } from 'shared-ui';
import { useAsyncData } from './use-async-data';

const NONE: Banner[] = [];

/** A named banner set (GET /banners/:name); empty while loading or when the request failed. */
export function useBanners(name: string) {
  return useAsyncData(`banners/${name}`, () => getBanners(name), NONE);
}

/** The seven Modiweek looks, Sunday to Saturday (GET /banners/category/modiweek). */
export function useModiweekBanners() {
  return useAsyncData('banners/category/modiweek', () => getModiweekBanners(), NONE);
}

const NO_TILES: CollectionTile[] = [];

/** The home Collection block's tiles (the `collection` banner set, one per category). */
export function useCollectionTiles() {
  return useAsyncData('banners/collection', () => getCollectionTiles(), NO_TILES);
}
