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

/** The one image path older readers of a product get (`image[]`, orders, mail): the ladder's JPEG nearest 960 px. */
export function photoFallbackPath(photo: { hash: string; width: number }): string {
  const ladder = photoLadder(photo.width);
  return photoPath(photo.hash, ladder.filter((step) => step <= 960).at(-1) ?? ladder[0]!, 'jpg');
}
