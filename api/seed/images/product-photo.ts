import sharp from 'sharp';
import { createRandom } from '../prng';
import { renderProductSvg, type ProductImageInput } from './product-svg';
import { SEED_PHOTO_HEIGHT, SEED_PHOTO_WIDTH } from './seed-photo-names';

let grainTile: Promise<Buffer> | undefined;

/** Film grain, made once per process from the seeded PRNG: the same on every machine. */
function grain(): Promise<Buffer> {
  grainTile ??= (() => {
    const random = createRandom(1600 * 2000);
    const width = 400;
    const height = 500;
    const pixels = Buffer.alloc(width * height);
    for (let i = 0; i < pixels.length; i++) pixels[i] = 104 + Math.floor(random.next() * 48);
    return sharp(pixels, { raw: { width, height, channels: 1 } })
      .resize(SEED_PHOTO_WIDTH, SEED_PHOTO_HEIGHT, { kernel: 'cubic' })
      .png()
      .toBuffer();
  })();
  return grainTile;
}

/** A soft key light from the upper left and a darker floor: the drawing reads as a lit studio shot. */
function light(view: number): Buffer {
  const x = view === 2 ? 65 : 35;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SEED_PHOTO_WIDTH}" height="${SEED_PHOTO_HEIGHT}">` +
      `<defs><radialGradient id="l" cx="${x}%" cy="22%" r="95%"><stop offset="0" stop-color="#fff" stop-opacity=".55"/>` +
      `<stop offset=".55" stop-color="#808080" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".45"/>` +
      `</radialGradient></defs><rect width="100%" height="100%" fill="url(#l)"/></svg>`,
  );
}

/** Today's drawing of one product colour and view, rendered through sharp with grain and light: a JPEG. */
export async function renderSeedPhoto(input: ProductImageInput): Promise<Buffer> {
  const drawing = await sharp(Buffer.from(renderProductSvg(input)), { density: 288 })
    .resize(SEED_PHOTO_WIDTH, SEED_PHOTO_HEIGHT)
    .blur(1.1)
    .toBuffer();
  return (
    sharp(drawing)
      .composite([
        { input: light(input.view), blend: 'soft-light' },
        { input: await grain(), blend: 'overlay' },
      ])
      // Plain libjpeg at a high quality: this file is decoded and re-encoded by the normalisation right after.
      .jpeg({ quality: 92 })
      .toBuffer()
  );
}

const placeholders = new Map<string, Promise<string>>();

/**
 * The tiny placeholder of a seed photo, drawn small from the same art (no photo is made for it). At 16 px
 * only the garment's shape and colours show, so one drawing serves every product of a category, colour
 * and view: 180 renders at most, whatever SEED_PRODUCTS asks for.
 */
export function seedPhotoPlaceholder({ category, color, view }: ProductImageInput): Promise<string> {
  const key = `${category}/${color}/${view}`;
  let placeholder = placeholders.get(key);
  if (!placeholder) {
    const svg = renderProductSvg({ productId: '000000', name: '', category, fabric: 'cotton', color, view });
    placeholder = sharp(Buffer.from(svg), { density: 8 })
      .resize({ width: 16 })
      .webp({ quality: 40 })
      .toBuffer()
      .then((tiny) => `data:image/webp;base64,${tiny.toString('base64')}`);
    placeholders.set(key, placeholder);
  }
  return placeholder;
}
