/**
 * Products by id (spec section 7): the wish list and the Modiweek look ask for them.
 */
import { API_PATHS, type Product } from 'contracts';
import { apiClient, type RequestOptions } from 'shared-ui/state';

/** GET /products/ids?pid=a,b: several products by id (wish list, Modiweek look); no request for an empty list. */
export async function getProductsByIds(ids: readonly string[], options: RequestOptions = {}): Promise<Product[]> {
  if (ids.length === 0) return [];
  const { data } = await apiClient.get<Product[]>(API_PATHS.productsByIds, {
    params: { pid: ids },
    signal: options.signal,
  });
  return data;
}
