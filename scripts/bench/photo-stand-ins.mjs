// Photo-like images for the bench, made with sharp from a seed: a colour gradient lit from one side, soft
// shapes, a cloth-like texture (noise smoothed at two scales) and fine grain. Flat colour would compress to
// almost nothing and flatter whoever serves it; these cost about what product photos cost (a WebP of 400 px
// about 15-30 KB). The bench serves them in place of the peer shop's photos (peer-images.mjs).
import sharp from 'sharp';

/** A small seeded PRNG (mulberry32): the same image for the same seed on every machine. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** A number from a text (an image's path), to seed its stand-in. */
export function seedOf(text) {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

/** Grey noise of `cells` x `cells*ratio`, enlarged to the image: texture at that scale. */
function noise(next, width, height, cellsAcross, spread) {
  const w = Math.max(2, cellsAcross);
  const h = Math.max(2, Math.round((cellsAcross * height) / width));
  const pixels = Buffer.alloc(w * h);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = 128 - spread + Math.floor(next() * 2 * spread);
  return sharp(pixels, { raw: { width: w, height: h, channels: 1 } })
    .resize(width, height, { kernel: 'cubic', fit: 'fill' })
    .png()
    .toBuffer();
}

/** The stand-in's pixels, before encoding: a sharp pipeline the caller encodes (WebP, JPEG). */
export async function photoLike({ width, height, seed }) {
  const next = random(seed);
  const hue = Math.floor(next() * 360);
  const colour = (h, s, l) => `hsl(${(hue + h) % 360},${s}%,${l}%)`;
  const shapes = Array.from({ length: 5 }, () => {
    const cx = Math.round(next() * width);
    const cy = Math.round(next() * height);
    const r = Math.round((0.1 + next() * 0.3) * width);
    return `<ellipse cx="${cx}" cy="${cy}" rx="${r}" ry="${Math.round(r * (1 + next()))}" fill="${colour(next() * 60, 35 + next() * 30, 25 + next() * 50)}" fill-opacity=".55"/>`;
  }).join('');
  const art = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs>` +
      `<linearGradient id="g" x1="0" y1="0" x2="${next().toFixed(2)}" y2="1"><stop offset="0" stop-color="${colour(0, 30, 82)}"/>` +
      `<stop offset="1" stop-color="${colour(30, 40, 38)}"/></linearGradient>` +
      `<radialGradient id="l" cx="${Math.round(20 + next() * 60)}%" cy="25%" r="90%"><stop offset="0" stop-color="#fff" stop-opacity=".5"/>` +
      `<stop offset="1" stop-color="#000" stop-opacity=".4"/></radialGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#g)"/>${shapes}<rect width="100%" height="100%" fill="url(#l)"/></svg>`,
  );
  const base = await sharp(art)
    .blur(Math.max(0.5, width / 400))
    .png()
    .toBuffer();
  return sharp(base).composite([
    // Cloth: folds at a coarse scale, weave at a fine one, then the grain of a sensor.
    { input: await noise(next, width, height, 12, 60), blend: 'soft-light' },
    { input: await noise(next, width, height, Math.round(width / 6), 40), blend: 'overlay' },
    { input: await noise(next, width, height, Math.round(width / 2), 14), blend: 'overlay' },
  ]);
}

/** A stand-in as WebP at `width` (4:5, a product photo's shape unless `height` is given). */
export async function standInWebp(seed, width, height = Math.round((width * 5) / 4)) {
  return (await photoLike({ width, height, seed })).webp({ quality: 82 }).toBuffer();
}

// `node scripts/bench/photo-stand-ins.mjs [dir]`: sizes of a few stand-ins (and the files, to look at).
if (import.meta.url === `file://${process.argv[1]}`) {
  const { writeFileSync } = await import('node:fs');
  const dir = process.argv[2];
  for (const seed of [1, 2, 3]) {
    for (const width of [200, 400, 800]) {
      const bytes = await standInWebp(seed, width);
      if (dir) writeFileSync(`${dir}/stand-in-${seed}-${width}.webp`, bytes);
      console.log(`seed ${seed}, ${width} px WebP: ${(bytes.length / 1024).toFixed(1)} KB`);
    }
  }
}
