// The peer's photos (issue 32): its built pages load them from https://blueprint.the-tractor.store, which this
// machine cannot reach, so without this the peer is measured with no images at all. The bench serves a copy
// of the peer's dist/ with that host rewritten to a local static server (:8082), which serves photo-like
// stand-ins (photo-stand-ins.mjs) at the widths the peer's srcsets ask. The other files of that host (its
// font, favicons, helper script, logo) are not stood in for: they answer 404 at once, as they fail today.
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { precompressDist } from '../lib/precompress.mjs';
import { seedOf, standInWebp } from './photo-stand-ins.mjs';

export const PEER_IMAGE_HOST = 'https://blueprint.the-tractor.store';
export const PEER_IMAGE_PORT = 8082;
export const localImageHost = `http://localhost:${PEER_IMAGE_PORT}`;

/**
 * The widths the peer's components ask of each image folder (its srcsets: product cards 200/400/800, the
 * product page 400/800, the home page's teasers 500/1000, stores 200/400) and each folder's shape.
 */
const FOLDERS = {
  product: { widths: [200, 400, 800], ratio: 1 },
  scene: { widths: [500, 1000], ratio: 9 / 16 },
  store: { widths: [200, 400], ratio: 1 },
};
const IMAGE_URL = /http:\/\/localhost:8082\/cdn\/img\/(product|scene|store)\/\[size\]\/([\w-]+\.webp)/g;
const TEXT_FILE = /\.(js|mjs|css|html|json)$/;

async function filesUnder(dir) {
  const found = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await filesUnder(path)));
    else found.push(path);
  }
  return found;
}

/**
 * Copies `dist` to `served` with the image host rewritten in every text file (and fresh compressed twins),
 * then makes the stand-ins the copy names into `imagesDir` (kept between runs: each is made once).
 * Answers how many images and files of them there are.
 */
export async function preparePeerImages({ dist, served, imagesDir }) {
  await rm(served, { recursive: true, force: true });
  // The old twins would be sent instead of the rewritten files: they are written again below.
  await cp(dist, served, { recursive: true, filter: (source) => !/\.(br|gz)$/.test(source) });
  const images = new Set();
  for (const file of await filesUnder(served)) {
    if (!TEXT_FILE.test(file)) continue;
    const text = await readFile(file, 'utf8');
    if (!text.includes(PEER_IMAGE_HOST)) continue;
    const rewritten = text.replaceAll(PEER_IMAGE_HOST, localImageHost);
    for (const [, folder, name] of rewritten.matchAll(IMAGE_URL)) images.add(`${folder}/${name}`);
    await writeFile(file, rewritten);
  }
  await precompressDist(served);
  let files = 0;
  for (const image of images) {
    const [folder, name] = image.split('/');
    const { widths, ratio } = FOLDERS[folder];
    for (const width of widths) {
      const path = join(imagesDir, 'cdn', 'img', folder, String(width), name);
      files += 1;
      if (existsSync(path)) continue;
      await mkdir(join(imagesDir, 'cdn', 'img', folder, String(width)), { recursive: true });
      // Seeded by the image's name: every width of one image is the same picture.
      await writeFile(path, await standInWebp(seedOf(image), width, Math.round(width * ratio)));
    }
  }
  return { images: images.size, files };
}
