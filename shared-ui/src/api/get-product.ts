import { queryOptions } from '@tanstack/react-query';
import { API_PATHS, type Product } from 'contracts';
import { useQuery, apiClient, isNotFoundError, type RequestOptions } from 'shared-ui/state';

/*
 * One product: the product page and its head read it (mf-product), the breadcrumb names it (shell), so it lives
 * here, the one place both packages reach. One key, ['product', id], so the query
 * client asks the API once for all of them, on the server and in the browser.
 */

/**
 * GET /products?id=: the product, or null when there is none (the API's 404, or an empty list): an answer the
 * page shows as not found, not a failure. Any other failure rejects.
 */
export async function getProduct(id: string, options: RequestOptions = {}): Promise<Product | null> {
  try {
    const { data } = await apiClient.get<Product[]>(API_PATHS.products, { params: { id }, signal: options.signal });
    return data[0] ?? null;
  } catch (error) {
    if (isNotFoundError(error)) return null;
    throw error;
  }
}

export function productQueryOptions(id: string) {
  return queryOptions({ queryKey: ['product', id] as const, queryFn: ({ signal }) => getProduct(id, { signal }) });
}

export function useProduct(id: string) {
  return useQuery(productQueryOptions(id));
}
