import { createHash } from 'node:crypto';
import { renderAsync } from '@resvg/resvg-js';
import sharp from 'sharp';
import { SHARE_IMAGE } from 'contracts';
import type { Queryable } from '../../db/database';
import { notFound } from '../../http-errors';
import { bannerImage, productImage, storeMapImage, type SvgImage } from './service';

export interface PngImage {
  png: Buffer;
  etag: string;
}

/** The artwork a share card is drawn from: `banners/hero`, `products/100001/red/1` or `store-map`. */
async function artworkFor(db: Queryable, name: string): Promise<SvgImage> {
  const banner = /^banners\/([a-z0-9-]+)$/.exec(name);
  if (banner) return bannerImage(`${banner[1]}.svg`);
  const product = /^products\/([^/]+)\/([^/]+)\/([^/]+)$/.exec(name);
  if (product) return productImage(db, product[1], product[2], `${product[3]}.svg`);
  if (name === 'store-map') return storeMapImage();
  throw notFound('Image not found');
}

/** The artwork's own background (its first full-size rect), so the letterbox around it is not seen. */
export function backgroundOf(svg: string): string {
  return /<rect width="[^"]+" height="[^"]+" fill="(#[0-9a-fA-F]{3,8})"/.exec(svg)?.[1] ?? '#f6f1ea';
}

/**
 * The artwork drawn whole on a 1200x630 canvas: its root element sized to the card and centred by its
 * viewBox (a garment is never cut). Inline rather than an <image> of it, so its text finds the fonts.
 */
export function shareCardSvg(artwork: string): string {
  const { width, height } = SHARE_IMAGE;
  return artwork.replace(/^<svg\b[^>]*>/, (root) =>
    root
      .replace(/\s(width|height|preserveAspectRatio)="[^"]*"/g, '')
      .replace(/^<svg/, `<svg width="${width}" height="${height}" preserveAspectRatio="xMidYMid meet"`),
  );
}

/**
 * Rendered PNGs by their artwork's ETag, newest last: a card is drawn once (20-60 ms, on libuv's thread
 * pool, off the event loop) and kept until its artwork changes (a product renamed or recoloured gets a
 * new ETag); the bound keeps a large catalogue's cards from filling memory.
 */
const MAX_KEPT = 200;
const kept = new Map<string, Promise<PngImage>>();

async function draw(artwork: SvgImage): Promise<PngImage> {
  // System fonts for the store map's street names (the other artwork has no text).
  const image = await renderAsync(shareCardSvg(artwork.svg), {
    fitTo: { mode: 'original' },
    background: backgroundOf(artwork.svg),
    font: { sansSerifFamily: 'Liberation Sans', defaultFontFamily: 'Liberation Sans' },
  });
  const png = image.asPng();
  return { png, etag: `"${createHash('sha1').update(png).digest('base64url').slice(0, 20)}"` };
}

/** A product photo on the card, whole (never cropped), on the shop's off-white. */
async function drawPhoto(original: Buffer): Promise<PngImage> {
  const { width, height } = SHARE_IMAGE;
  const png = await sharp(original)
    .resize(width, height, { fit: 'contain', background: '#f6f1ea' })
    .png({ compressionLevel: 9, palette: false })
    .toBuffer();
  return { png, etag: `"${createHash('sha1').update(png).digest('base64url').slice(0, 20)}"` };
}

/**
 * The share card of `name` (the path after `share/`, without `.png`); 404 for artwork the shop does not draw.
 * `photos/<hash>` is a product photo's card, drawn from its original (`photoOriginal`, from the photo storage).
 */
export async function shareImage(
  db: Queryable,
  name: string,
  photoOriginal?: (hash: string) => Promise<Buffer>,
): Promise<PngImage> {
  const photo = /^photos\/([0-9a-f]{64})$/.exec(name);
  if (photo && photoOriginal) {
    const key = `photo:${photo[1]}`;
    const known = kept.get(key);
    if (known) return known;
    const drawing = photoOriginal(photo[1]!).then(drawPhoto);
    keep(key, drawing);
    return drawing;
  }
  const artwork = await artworkFor(db, name);
  const known = kept.get(artwork.etag);
  if (known) return known;
  const drawing = draw(artwork);
  keep(artwork.etag, drawing);
  return drawing;
}

function keep(key: string, drawing: Promise<PngImage>): void {
  kept.set(key, drawing);
  drawing.catch(() => kept.delete(key));
  if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value as string);
}
