import { pageQueryOptions, type FirstData } from 'shared-ui';
import { HOME_PAGE_QUERIES } from '../features/home/load-home-page';
import { HomePage } from '../features/home/views/home-page';

export default HomePage;

/** Banners, tiles, best sellers and the week's looks, loaded by the server before rendering. */
export const firstData: FirstData = () => HOME_PAGE_QUERIES.map((query) => pageQueryOptions(query));
