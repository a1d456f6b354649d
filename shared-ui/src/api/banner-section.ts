/** One banner section (a page's picture): the login page and the sustainability pages ask for it, never a first visit. */
import { API_PATHS, buildApiPath, type Banner } from 'contracts';
import { apiClient, type RequestOptions } from 'shared-ui/state';

/**
 * GET /banners/:name/:name2, e.g. ('sustainability', 'mainBanner'), ('sustainability', 'cotton'),
 * ('bannerLogin', 'bannerLogin'). Pages use the first item.
 */
export async function getBannerSection(name: string, name2: string, options: RequestOptions = {}): Promise<Banner[]> {
  const { data } = await apiClient.get<Banner[]>(buildApiPath(API_PATHS.bannerSection, { name, name2 }), {
    signal: options.signal,
  });
  return data;
}
