import type { Banner } from 'contracts';
import { getBanners, type PageQuery } from 'shared-ui';
import { useAsyncData } from '../../../hooks/use-async-data';

const NONE: Banner[] = [];

/** The named banner set above a listing (GET /banners/:name), as a query the server can load first. */
export function listingBannersQuery(name: string): PageQuery<Banner[]> {
  return { key: `banners:${name}`, load: (options) => getBanners(name, options) };
}

/** The named banner set above a listing; empty while loading or when the request failed. */
export function useListingBanners(name: string) {
  return useAsyncData(listingBannersQuery(name), NONE);
}
