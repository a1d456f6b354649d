import { API_BASE_URL } from './api-paths';

/**
 * Product photos (issue 32): every photo is served at a fixed width ladder in AVIF, WebP and JPEG, under
 * content-addressed names `<sha256 of the original>-<width>.<format>` (immutable for a year). The API
 * makes them; a `<picture>` builds its srcset from the same rule.
 */
export const PHOTO_WIDTHS = [320, 480, 640, 960, 1280, 1600, 2048] as const;
export const PHOTO_FORMATS = ['avif', 'webp', 'jpg'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

/** What a shopper's page needs of a photo to show it without layout shift. */
export interface ProductPhoto {
  /** sha256 (hex) of the normalised original: names every derivative. */
  hash: string;
  width: number;
  height: number;
  alt: string;
  /** A 16 px wide WebP data: URL, shown blurred until the photo arrives. */
  placeholder: string;
}

/** The widths a photo `width` px wide is served at: the ladder's up to its own (never upscaled). */
export function photoLadder(width: number): number[] {
  const widths = PHOTO_WIDTHS.filter((step) => step <= width);
  return widths.length > 0 ? widths : [width];
}

export const photoFileName = (hash: string, width: number, format: PhotoFormat) => `${hash}-${width}.${format}`;
export const photoPath = (hash: string, width: number, format: PhotoFormat) =>
  `${API_BASE_URL}/photos/${photoFileName(hash, width, format)}`;

/** `srcset` of one format: every width of the photo's ladder. */
export function photoSrcset(photo: Pick<ProductPhoto, 'hash' | 'width'>, format: PhotoFormat): string {
  return photoLadder(photo.width)
    .map((width) => `${photoPath(photo.hash, width, format)} ${width}w`)
    .join(', ');
}

/** The JPEG a browser without srcset (and older readers of `image[]`) gets: the ladder's nearest 960 px. */
export function photoFallbackPath(photo: Pick<ProductPhoto, 'hash' | 'width'>): string {
  const ladder = photoLadder(photo.width);
  return photoPath(photo.hash, ladder.filter((step) => step <= 960).at(-1) ?? ladder[0]!, 'jpg');
}

/** The photo a path names (`…/api/photos/<hash>-<width>.<format>`), or null for any other image (a drawing). */
export function parsePhotoPath(path: string): { hash: string; width: number } | null {
  const match = /\/photos\/([0-9a-f]{64})-(\d+)\.(jpg|webp|avif)$/.exec(path);
  return match ? { hash: match[1]!, width: Number(match[2]) } : null;
}
