import { queryOptions, useQuery } from 'shared-ui/state';
import { getBannerSection } from 'shared-ui';

/**
 * The first image URL of a banner section (GET /banners/:name/:name2; null when it has none): the sustainability
 * and materials pages' pictures, their first data.
 */
export function bannerImageQueryOptions(name: string, section: string) {
  return queryOptions({
    queryKey: ['banner-image', name, section] as const,
    queryFn: ({ signal }) =>
      getBannerSection(name, section, { signal }).then(
        (banners) => banners[0]?.imageUrl ?? null,
        (error: unknown) => {
          // Spec section 8: a banner failure is only logged (a request the page moved past is no failure).
          if (!signal.aborted) console.warn(`Banner ${name}/${section} could not be loaded`, error);
          throw error;
        },
      ),
  });
}

/** The picture's URL; null while it loads, when the section has none and when it failed (the placeholder stays). */
export function useBannerImage(name: string, section: string): string | null {
  return useQuery(bannerImageQueryOptions(name, section)).data ?? null;
}
