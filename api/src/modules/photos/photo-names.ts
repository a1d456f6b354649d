import { photoLadder, photoPath } from 'contracts';

export const PHOTO_FORMATS = ['avif', 'webp', 'jpg'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

/** A derivative's content-addressed name: the original's hash, the width, the format. */
export const derivativeName = (hash: string, width: number, format: PhotoFormat) => `${hash}-${width}.${format}`;
export const originalKey = (hash: string) => `originals/${hash}.jpg`;

const NAME_PATTERN = /^([0-9a-f]{64})-(\d{1,4})\.(avif|webp|jpg)$/;

export function parseDerivativeName(name: string): { hash: string; width: number; format: PhotoFormat } | null {
  const match = NAME_PATTERN.exec(name);
  return match ? { hash: match[1]!, width: Number(match[2]), format: match[3] as PhotoFormat } : null;
}

/**
 * The one path a product's readers get for a photo (`image[]`, bag and order lines, JSON-LD): the JPEG at the
 * widest width the photo is served at. A `<picture>` reads the photo's ladder from it (contracts'
 * parsePhotoPath), so the width it names is the top of the srcset: a 1600 px photo reaches a 2x screen whole.
 */
export function photoImagePath(photo: { hash: string; width: number }): string {
  return photoPath(photo.hash, photoLadder(photo.width).at(-1)!, 'jpg');
}
