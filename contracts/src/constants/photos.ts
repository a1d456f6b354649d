import { API_BASE_URL } from './api-paths';

/**
 * Product photos (issue 32): every photo is served at a fixed width ladder in AVIF, WebP and JPEG, under
 * content-addressed names `<sha256 of the original>-<width>.<avif|webp|jpg>` (immutable for a year). The API
 * makes them (api/src/modules/photos); a `<picture>` builds its srcset from the same rule. Only what both need
 * is here: this entry is on every first visit.
 */
export const PHOTO_WIDTHS = [320, 480, 640, 960, 1280, 1600, 2048] as const;

/** The widths a photo `width` px wide is served at: the ladder's up to its own (never upscaled). */
export function photoLadder(width: number): number[] {
  const widths = PHOTO_WIDTHS.filter((step) => step <= width);
  return widths.length > 0 ? widths : [width];
}

export const photoPath = (hash: string, width: number, format: 'avif' | 'webp' | 'jpg') =>
  `${API_BASE_URL}/photos/${hash}-${width}.${format}`;

/** `srcset` of one format: every width of the photo's ladder. */
export const photoSrcset = (photo: { hash: string; width: number }, format: 'avif' | 'webp' | 'jpg') =>
  photoLadder(photo.width)
    .map((width) => `${photoPath(photo.hash, width, format)} ${width}w`)
    .join(', ');

/** The photo a path names (`…/api/photos/<hash>-<width>.<format>`), or null for any other image (a drawing). */
export function parsePhotoPath(path: string): { hash: string; width: number } | null {
  const match = /\/photos\/([0-9a-f]{64})-(\d+)\.(jpg|webp|avif)$/.exec(path);
  return match ? { hash: match[1]!, width: Number(match[2]) } : null;
}
