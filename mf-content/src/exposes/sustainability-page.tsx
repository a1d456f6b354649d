import type { FirstData } from 'shared-ui';
import { bannerImageQueryOptions } from '../features/sustainability/api/get-banner-image';
import { MATERIALS_IMAGE_SECTION } from '../features/sustainability/components/practice-tiles';
import { PRACTICE_TILES } from '../features/sustainability/content/sustainability-content';

export { SustainabilityPage as default } from '../features/sustainability/views/sustainability-page';

/** The hero and tile pictures, loaded by the server before rendering. */
export const firstData: FirstData = () =>
  ['mainBanner', ...PRACTICE_TILES.map((tile) => tile.imageSection), MATERIALS_IMAGE_SECTION].map((section) =>
    bannerImageQueryOptions('sustainability', section),
  );
