import { useEffect, useState } from 'react';
import type { Banner } from 'contracts';
import { getBannerSection, isCancelledRequest } from 'shared-ui';

/** The login hero (GET /banners/bannerLogin/bannerLogin, first item); null until loaded or when it fails. */
export function useLoginBanner(): Banner | null {
  const [banner, setBanner] = useState<Banner | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    getBannerSection('bannerLogin', 'bannerLogin', { signal: controller.signal }).then(
      (banners) => setBanner(banners[0] ?? null),
      (error: unknown) => {
        // Spec section 8: banner failures are logged only; the page works without the image.
        if (!isCancelledRequest(error)) console.error('[mf-account] login banner', error);
      },
    );
    return () => controller.abort();
  }, []);
  return banner;
}
