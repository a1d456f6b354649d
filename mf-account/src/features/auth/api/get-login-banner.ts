import type { Banner } from 'contracts';
import { logFailures, getBannerSection } from 'shared-ui';
import { queryOptions, useQuery } from 'shared-ui/state';

/** The login hero (GET /banners/bannerLogin/bannerLogin, first item; null when the section has none). */
export function loginBannerQueryOptions() {
  return queryOptions({
    queryKey: ['login-banner'] as const,
    // Spec section 8: banner failures are logged only; the page works without the image.
    queryFn: logFailures('[mf-account] login banner', ({ signal }: { signal: AbortSignal }) =>
      getBannerSection('bannerLogin', 'bannerLogin', { signal }).then((banners) => banners[0] ?? null),
    ),
  });
}

/** The login hero; null until loaded or when it fails. */
export function useLoginBanner(): Banner | null {
  return useQuery(loginBannerQueryOptions()).data ?? null;
}
