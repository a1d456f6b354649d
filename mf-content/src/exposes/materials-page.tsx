import type { FirstData } from 'shared-ui';
import { bannerImageQueryOptions } from '../features/sustainability/api/get-banner-image';
import { MATERIAL_SECTIONS } from '../features/sustainability/content/materials-content';

export { MaterialsPage as default } from '../features/sustainability/views/materials-page';

/** The four material pictures, loaded by the server before rendering. */
export const firstData: FirstData = () =>
  MATERIAL_SECTIONS.map((section) => bannerImageQueryOptions('sustainability', section));
