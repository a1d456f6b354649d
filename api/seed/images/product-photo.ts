import sharp, { type Sharp } from 'sharp';
import { createRandom } from '../prng';
import { renderProductSvg, type ProductImageInput } from './product-svg';
import { SEED_PHOTO_HEIGHT, SEED_PHOTO_WIDTH } from './seed-photo-names';

/** Raw pixels with their shape: composited without an encode and a decode in between. */
interface RawImage {
  data: Buffer;
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

function rawOf(image: Sharp): Promise<RawImage> {
  return image.raw().toBuffer({ resolveWithObject: true }) as Promise<RawImage>;
}

let grainTile: Promise<RawImage> | undefined;

/** Film grain, made once per process from the seeded PRNG: the same on every machine. */
function grain(): Promise<RawImage> {
  grainTile ??= (() => {
    const random = createRandom(1600 * 2000);
    const width = 400;
    const height = 500;
    const pixels = Buffer.alloc(width * height);
    for (let i = 0; i < pixels.length; i++) pixels[i] = 104 + Math.floor(random.next() * 48);
    return rawOf(
      sharp(pixels, { raw: { width, height, channels: 1 } }).resize(SEED_PHOTO_WIDTH, SEED_PHOTO_HEIGHT, {
        kernel: 'cubic',
      }),
    );
  })();
  return grainTile;
}

const lights = new Map<number, Promise<RawImage>>();

/**
 * A soft key light from the upper left (the fabric detail: the upper right) and a darker floor: the drawing reads
 * as a lit studio shot. Rendered once per side and process (an SVG gradient at 1600 x 2000 costs about 75 ms).
 */
function light(view: number): Promise<RawImage> {
  const x = view === 2 ? 65 : 35;
  let rendered = lights.get(x);
  if (!rendered) {
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" width="${SEED_PHOTO_WIDTH}" height="${SEED_PHOTO_HEIGHT}">` +
      `<defs><radialGradient id="l" cx="${x}%" cy="22%" r="95%"><stop offset="0" stop-color="#fff" stop-opacity=".55"/>` +
      `<stop offset=".55" stop-color="#808080" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".45"/>` +
      `</radialGradient></defs><rect width="100%" height="100%" fill="url(#l)"/></svg>`;
    rendered = rawOf(sharp(Buffer.from(svg)));
    lights.set(x, rendered);
  }
  return rendered;
}

/**
 * Today's drawing of one product colour and view, rendered through sharp with grain and light: a JPEG. The
 * drawing, the light and the grain meet as raw pixels (a PNG in between cost a third of the time).
 */
export async function renderSeedPhoto(input: ProductImageInput): Promise<Buffer> {
  const drawing = await rawOf(
    sharp(Buffer.from(renderProductSvg(input)), { density: 288 })
      .resize(SEED_PHOTO_WIDTH, SEED_PHOTO_HEIGHT)
      .blur(1.1),
  );
  const [keyLight, filmGrain] = await Promise.all([light(input.view), grain()]);
  return (
    sharp(drawing.data, { raw: drawing.info })
      .composite([
        { input: keyLight.data, raw: keyLight.info, blend: 'soft-light' },
        { input: filmGrain.data, raw: filmGrain.info, blend: 'overlay' },
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
