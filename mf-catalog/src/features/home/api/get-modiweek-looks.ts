import type { Banner } from 'contracts';
import { getModiweekBanners, logFailures, queryOptions, useQuery } from 'shared-ui';

const NONE: Banner[] = [];

/** The seven Modiweek looks, Sunday to Saturday (GET /banners/category/modiweek): the home carousel. */
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
