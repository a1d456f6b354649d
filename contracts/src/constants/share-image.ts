import { API_BASE_URL, API_PATHS } from './api-paths';

/**
 * The picture a link preview shows (og:image, twitter:image). Providers want a raster of about 1200x630
 * (Facebook, LinkedIn and X ignore or crop SVG), so the shop's own artwork is served a second time as a
 * PNG of that size, rendered by the API on first request (API_PATHS.shareImage).
 */
export const SHARE_IMAGE = { width: 1200, height: 630, type: 'image/png' } as const;

const ARTWORK_PREFIX = `${API_BASE_URL}/images/`;
const SHARE_PREFIX = `${API_BASE_URL}${API_PATHS.shareImage.replace('*', '')}`;

/**
 * The share card of a picture: `/api/images/banners/hero.svg` → `/api/images/share/banners/hero.png`
 * (same for product images and the store map, as a path or an absolute URL; a product photo's card is
 * `/api/images/share/photos/<hash>.png`). Anything else (a picture
 * the shop does not draw) is returned as it is.
 */
export function shareImageUrl(image: string): string {
  const match = /^(https?:\/\/[^/]+)?(\/[^?#]*)$/.exec(image);
  const path = match?.[2];
  // A product photo (`/api/photos/<hash>-<width>.<format>`): its card is `share/photos/<hash>.png`.
  const photo = path && new RegExp(`^${API_BASE_URL}/photos/([0-9a-f]{64})-\\d+\\.(jpg|webp|avif)$`).exec(path);
  if (photo) return `${match?.[1] ?? ''}${SHARE_PREFIX}photos/${photo[1]}.png`;
  if (!path?.startsWith(ARTWORK_PREFIX) || path.startsWith(SHARE_PREFIX) || !path.endsWith('.svg')) return image;
  return `${match?.[1] ?? ''}${SHARE_PREFIX}${path.slice(ARTWORK_PREFIX.length, -'.svg'.length)}.png`;
}
