import type { Banner } from 'contracts';
import { getBanners, logFailures, queryOptions, useQuery } from 'shared-ui';

/** The home page's two banner sets: the hero (its title is the page's headline) and the sustainability banner. */
export type HomeBannerName = 'mainBanner' | 'sustainability';

/** The first banner of a home set (GET /banners/:name); null when the shop has none (an answer, not a failure). */
export function homeBannerQueryOptions(name: HomeBannerName) {
  return queryOptions({
    queryKey: ['home-banner', name] as const,
    // Spec section 8: a banner failure is only logged; the section keeps its placeholder.
    queryFn: logFailures(`[mf-catalog] home banner ${name}`, async ({ signal }: { signal: AbortSignal }) => {
      const banners = await getBanners(name, { signal });
      return banners[0] ?? null;
    }),
  });
}

/** The banner; undefined while it loads, when it failed or when there is none (the placeholder shows). */
export function useHomeBanner(name: HomeBannerName): Banner | undefined {
  return useQuery(homeBannerQueryOptions(name)).data ?? undefined;
}
