import type { Category, Color, Fabric } from 'contracts';
import { COLOR_PAINT } from './palette';
import { SILHOUETTES, fabricPattern } from './silhouettes';

export interface ProductImageInput {
  productId: string;
  name: string;
  category: Category;
  fabric: Fabric;
  color: Color;
  /** 1 front, 2 back on a hanger, 3 close-up of the fabric. */
  view: 1 | 2 | 3;
}

export const PRODUCT_VIEWS = [1, 2, 3] as const;

/** What the drawing of one colour and view of a catalogue product is made from. */
export function productImageInput(
  product: { id: string; name: string; category: Category; fabric: Fabric },
  color: Color,
  view: ProductImageInput['view'],
): ProductImageInput {
  return { productId: product.id, name: product.name, category: product.category, fabric: product.fabric, color, view };
}

/** A small, deterministic SVG illustration of one product colour from one view. */
export function renderProductSvg({ productId, name, category, fabric, color, view }: ProductImageInput): string {
  const paint = COLOR_PAINT[color];
  const shape = SILHOUETTES[category];
  const patternId = `f${productId}`;
  const garment =
    `<path d="${shape.outline}" fill="${paint.fill}" stroke="${paint.shade}" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<path d="${shape.outline}" fill="url(#${patternId})"/>` +
    `<path d="${view === 2 ? backDetails(category) : shape.details}" fill="none" stroke="${paint.shade}" stroke-width="2" stroke-linecap="round" stroke-opacity=".7"/>`;

  let scene: string;
  if (view === 1) {
    scene = `<ellipse cx="200" cy="470" rx="130" ry="12" fill="${paint.shade}" fill-opacity=".12"/>${garment}`;
  } else if (view === 2) {
    // The back, hanging from a rail: the hanger frames it differently from the front view.
    scene =
      `<path d="M40 40H360" stroke="${paint.shade}" stroke-opacity=".35" stroke-width="3"/>` +
      `<path d="M200 40v18M200 58L140 92H260Z" fill="none" stroke="#8a7f70" stroke-width="3" stroke-linejoin="round"/>` +
      `<g transform="translate(200 270) scale(.86 .86) translate(-200 -250)">${garment}</g>`;
  } else {
    // A close-up of the upper part, so the fabric texture reads.
    scene = `<g transform="translate(200 260) scale(2.1) translate(-200 ${category === 'pants' || category === 'shorts' ? -170 : -150})">${garment}</g>`;
  }

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 500" width="400" height="500" role="img" aria-labelledby="t">` +
    `<title id="t">${escapeXml(`${name}, ${color}, ${VIEW_NAMES[view]}`)}</title>` +
    `<defs>${fabricPattern(fabric, patternId, paint.shade)}` +
    `<radialGradient id="bg" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="#ffffff" stop-opacity=".7"/><stop offset="1" stop-color="${paint.background}" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="400" height="500" fill="${paint.background}"/><rect width="400" height="500" fill="url(#bg)"/>` +
    scene +
    `</svg>`
  );
}

const VIEW_NAMES = { 1: 'front view', 2: 'back view', 3: 'fabric detail' } as const;

function backDetails(category: Category): string {
  // The back shows a centre seam (and a zip on dresses) instead of the front's placket and pockets.
  return category === 'pants' || category === 'shorts'
    ? 'M138 96 L262 96 M160 120 h26 v22 h-26z M214 120 h26 v22 h-26z'
    : 'M200 110 L200 330';
}

export function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] as string,
  );
}
