import type { Banner } from 'contracts';
import { logFailures, type PageQuery, pageQueryOptions, useQuery } from 'shared-ui';
import { getBannerSection } from 'shared-ui/on-demand';

/** The login hero (GET /banners/bannerLogin/bannerLogin, first item; null when the section has none). */
export const loginBannerQuery: PageQuery<Banner | null> = {
  key: 'login-banner',
  // Spec section 8: banner failures are logged only; the page works without the image.
  load: logFailures('[mf-account] login banner', (options) =>
    getBannerSection('bannerLogin', 'bannerLogin', options).then((banners) => banners[0] ?? null),
  ),
};

/** The login hero; null until loaded or when it fails. */
export function useLoginBanner(): Banner | null {
  return useQuery(pageQueryOptions(loginBannerQuery)).data ?? null;
}
