import { useAsyncData } from '../../../hooks/use-async-data';
import { EMPTY_HOME, loadHomePage } from '../load-home-page';

/** The home page's data; empty parts (placeholders) until it arrives or when a part failed. */
export function useHomePage() {
  return useAsyncData(loadHomePage, undefined, EMPTY_HOME).data;
}
