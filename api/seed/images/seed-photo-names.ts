import { createHash } from 'node:crypto';
import { photoImagePath } from '../../src/modules/photos/photo-names';
import type { ProductImageInput } from './product-svg';

/** The seed's photos: about the size and weight of a studio photo (1600 x 2000, 150-400 KB as JPEG). */
export const SEED_PHOTO_WIDTH = 1600;
export const SEED_PHOTO_HEIGHT = 2000;
/** Bumped when the drawing changes: the seed photos' names (their hash) follow it. */
const SEED_PHOTO_VERSION = 1;
export const SEED_PHOTO_VIEWS = [1, 2, 3] as const;
const VIEW_NAMES = { 1: 'front view', 2: 'back view', 3: 'fabric detail' } as const;

/**
 * The name of a seed photo: the generator is deterministic, so its input names its output, and the photo
 * can be listed at seed time and made only when first asked for (a fresh start draws none).
 */
export function seedPhotoHash({ productId, name, category, fabric, color, view }: ProductImageInput): string {
  return createHash('sha256')
    .update(JSON.stringify(['seed-photo', SEED_PHOTO_VERSION, productId, name, category, fabric, color, view]))
    .digest('hex');
}

/** The alt text of a seed photo: what it shows. */
export const seedPhotoAlt = ({ name, color, view }: ProductImageInput) => `${name} in ${color}, ${VIEW_NAMES[view]}`;

/** A colour's three seed photos as shoppers' pages load them (photoImagePath: each one's widest JPEG). */
export function seedPhotoPaths(product: Omit<ProductImageInput, 'view'>): string[] {
  return SEED_PHOTO_VIEWS.map((view) =>
    photoImagePath({ hash: seedPhotoHash({ ...product, view }), width: SEED_PHOTO_WIDTH }),
  );
}
