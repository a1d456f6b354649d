/** Which map the visit-us page shows (GET /api/store/map): the shop's own generated map or an embed. */
import { API_PATHS, type StoreMap } from 'contracts';
import { apiClient, type RequestOptions } from 'shared-ui';

/** GET /store/map. Public. */
export async function getStoreMap(options: RequestOptions = {}): Promise<StoreMap> {
  const { data } = await apiClient.get<StoreMap>(API_PATHS.storeMap, { signal: options.signal });
  return data;
}
