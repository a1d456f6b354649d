import type { Banner } from 'contracts';
import { getBanners, logFailures, queryOptions, useQuery } from 'shared-ui';

const NONE: Banner[] = [];

/** The named banner set above a listing (GET /banners/:name): /newIn's and /plusSize's first data. */
export function listingBannersQueryOptions(name: string) {
  return queryOptions({
    queryKey: ['listing-banners', name] as const,
    // Spec section 8: a banner failure is only logged; the strip stays empty.
    queryFn: logFailures(`[mf-catalog] banners ${name}`, ({ signal }: { signal: AbortSignal }) =>
      getBanners(name, { signal }),
    ),
  });
}

/** The banners (none while loading or when the request failed) and whether they are on their way. */
export function useListingBanners(name: string): { data: Banner[]; loading: boolean } {
  const answer = useQuery(listingBannersQueryOptions(name));
  return { data: answer.data ?? NONE, loading: answer.status === 'pending' };
}
