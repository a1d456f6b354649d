import { API_PATHS, buildApiPath, type Banner } from 'contracts';
import { apiClient, queryOptions, useQuery, type RequestOptions } from 'shared-ui/state';
import { logFailures } from 'shared-ui';

const NONE: Banner[] = [];

/**
 * GET /banners/:name, a named banner set: 'mainBanner' (the home hero, its title the page's headline),
 * 'sustainability' (the home's second banner), 'newInBanner' and 'plusSize' (above those listings).
 */
export async function getBanners(name: string, options: RequestOptions = {}): Promise<Banner[]> {
  const { data } = await apiClient.get<Banner[]>(buildApiPath(API_PATHS.banners, { name }), { signal: options.signal });
  return data;
}

export function bannersQueryOptions(name: string) {
  return queryOptions({
    queryKey: ['banners', name] as const,
    // Spec section 8: a banner failure is only logged; the page keeps its placeholders.
    queryFn: logFailures(`[mf-catalog] banners ${name}`, ({ signal }: { signal: AbortSignal }) =>
      getBanners(name, { signal }),
    ),
  });
}

/** The set's banners (none while they load or when they failed) and whether they are on their way. */
export function useBanners(name: string): { data: Banner[]; loading: boolean } {
  const answer = useQuery(bannersQueryOptions(name));
  return { data: answer.data ?? NONE, loading: answer.status === 'pending' };
}
