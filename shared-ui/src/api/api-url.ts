import { API_BASE_URL } from 'contracts';
import { toQueryString, type ApiRequest } from 'shared-ui/state';

/**
 * The address a request goes to, as axios makes it in the browser: `/api` and its path, then its query (lists
 * comma-joined, see toQueryString). For the render worker's transport, which sends no HTTP.
 */
export function apiUrl({ url, params }: Pick<ApiRequest, 'url' | 'params'>): string {
  const query = params ? toQueryString(params) : '';
  return `${API_BASE_URL}${url.startsWith('/') ? '' : '/'}${url}${query ? `?${query}` : ''}`;
}
