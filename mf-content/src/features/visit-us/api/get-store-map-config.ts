import { API_BASE_URL, API_PATHS, STORE_OPENSTREETMAP_URL, type StoreMap } from 'contracts';
import { apiClient, queryOptions, useQuery, type RequestOptions } from 'shared-ui/state';

/** GET /store/map (public): the shop's own generated map, or an embed the shop configured. */
export async function getStoreMap(options: RequestOptions = {}): Promise<StoreMap> {
  const { data } = await apiClient.get<StoreMap>(API_PATHS.storeMap, { signal: options.signal });
  return data;
}

/** What the page shows when GET /store/map fails: the shop's own map, which needs nothing else. */
const FALLBACK: StoreMap = {
  embedUrl: null,
  imageUrl: `${API_BASE_URL}${API_PATHS.storeMapImage}`,
  openStreetMapUrl: STORE_OPENSTREETMAP_URL,
};

/** Which map the visit-us page shows (GET /store/map). */
export function storeMapQueryOptions() {
  return queryOptions({
    queryKey: ['store-map'] as const,
    queryFn: ({ signal }) =>
      getStoreMap({ signal }).catch((error: unknown) => {
        if (!signal.aborted)
          console.warn('The store map settings could not be loaded; showing the built-in map', error);
        throw error;
      }),
  });
}

/**
 * The store map's settings: null while they load, the built-in map when they cannot be loaded. A failure is not
 * kept as the answer, so the next visit asks again.
 */
export function useStoreMapConfig(): StoreMap | null {
  const answer = useQuery(storeMapQueryOptions());
  if (answer.status === 'success') return answer.data;
  return answer.status === 'error' ? FALLBACK : null;
}
