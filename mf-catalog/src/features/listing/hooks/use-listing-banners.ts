import type { Banner } from 'contracts';
import { getBanners } from 'shared-ui';
import { useAsyncData } from '../../../hooks/use-async-data';

const NONE: Banner[] = [];

/** The named banner set above a listing (GET /banners/:name); empty while loading or when the request failed. */
export function useListingBanners(name: string) {
  return useAsyncData(getBanners, name, NONE);
}
