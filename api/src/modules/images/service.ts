import { createHash } from 'node:crypto';
import { COLORS, PRODUCT_ID_PATTERN, type Color } from 'contracts';
import type { Queryable } from '../../db/database';
import { notFound } from '../../http-errors';
import { renderBannerSvg } from '../../../seed/images/banner-svg';
import { renderProductSvg } from '../../../seed/images/product-svg';
import { renderStoreMapSvg } from '../../../seed/images/store-map-svg';
import { selectProductVariant } from './queries';

export interface SvgImage {
  svg: string;
  etag: string;
}

const withEtag = (svg: string): SvgImage => ({
  svg,
  etag: `"${createHash('sha1').update(svg).digest('base64url').slice(0, 20)}"`,
});

export async function productImage(db: Queryable, productId: string, color: string, file: string): Promise<SvgImage> {
  const view = /^([1-3])\.svg$/.exec(file)?.[1];
  if (!view || !PRODUCT_ID_PATTERN.test(productId) || !COLORS.includes(color as Color))
    throw notFound('Image not found');
  const product = await selectProductVariant(db, productId, color);
  if (!product) throw notFound('Image not found');
  return withEtag(renderProductSvg({ productId, ...product, color: color as Color, view: Number(view) as 1 | 2 | 3 }));
}

const bannerCache = new Map<string, SvgImage>();

export function bannerImage(file: string): SvgImage {
  const key = /^([a-z0-9-]+)\.svg$/.exec(file)?.[1];
  const cached = key ? bannerCache.get(key) : undefined;
  if (cached) return cached;
  const svg = key ? renderBannerSvg(key) : null;
  if (!key || !svg) throw notFound('Image not found');
  const image = withEtag(svg);
  bannerCache.set(key, image);
  return image;
}

let storeMap: SvgImage | undefined;

/** The visit-us page's generated street map (drawn once: it never changes while the server runs). */
export function storeMapImage(): SvgImage {
  storeMap ??= withEtag(renderStoreMapSvg());
  return storeMap;
}
