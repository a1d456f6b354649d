import { API_BASE_URL, API_PATHS, STORE_OPENSTREETMAP_URL, type StoreMap } from 'contracts';
import { pageQueryOptions, useQuery, type PageQuery } from 'shared-ui';
import { getStoreMap } from 'shared-ui/on-demand';

/** What the page shows when GET /store/map fails: the shop's own map, which needs nothing else. */
const FALLBACK: StoreMap = {
  embedUrl: null,
  imageUrl: `${API_BASE_URL}${API_PATHS.storeMapImage}`,
  openStreetMapUrl: STORE_OPENSTREETMAP_URL,
};

/** Which map the visit-us page shows (GET /store/map), as a query. */
export function storeMapQuery(): PageQuery<StoreMap> {
  return {
    key: 'store-map',
    load: (options) =>
      getStoreMap(options).catch((error: unknown) => {
        if (!options.signal?.aborted)
          console.warn('The store map settings could not be loaded; showing the built-in map', error);
        throw error;
      }),
  };
}

/**
 * The store map's settings through the query layer: null while they load, the built-in map when they
 * cannot be loaded. A failure is not kept as the answer, so the next visit asks again.
 */
export function useStoreMapConfig(): StoreMap | null {
  const answer = useQuery<StoreMap>(pageQueryOptions(storeMapQuery()));
  if (answer.status === 'success') return answer.data;
  return answer.status === 'error' ? FALLBACK : null;
}
