import { API_PATHS, buildApiPath, type Banner } from 'contracts';
import { apiClient, queryOptions, useQuery, type RequestOptions } from 'shared-ui/state';
import { logFailures } from 'shared-ui';

const NONE: Banner[] = [];

/**
 * GET /banners/category/modiweek: seven banners, Sunday to Saturday; `name` is the weekday and `category[].id`
 * the product ids of that day's look. The home carousel shows them; the Modiweek page picks its day's.
 */
export async function getModiweekBanners(options: RequestOptions = {}): Promise<Banner[]> {
  const { data } = await apiClient.get<Banner[]>(buildApiPath(API_PATHS.bannersByCategory, { category: 'modiweek' }), {
    signal: options.signal,
  });
  return data;
}

export function modiweekLooksQueryOptions() {
  return queryOptions({
    queryKey: ['modiweek-looks'] as const,
    queryFn: logFailures('[mf-catalog] modiweek looks', ({ signal }: { signal: AbortSignal }) =>
      getModiweekBanners({ signal }),
    ),
  });
}

/** The looks; none while they load or when they failed (the carousel keeps its placeholders). */
export function useModiweekLooks(): Banner[] {
  return useQuery(modiweekLooksQueryOptions()).data ?? NONE;
}
