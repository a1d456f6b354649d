import { useAsyncData } from '../../../hooks/use-async-data';
import { EMPTY_HOME, homePageQuery } from '../load-home-page';

/** The home page's data; empty parts (placeholders) until it arrives or when a part failed. */
export function useHomePage() {
  return useAsyncData(homePageQuery, EMPTY_HOME).data;
}
