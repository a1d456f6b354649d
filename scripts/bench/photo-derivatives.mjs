// Issue 32's photo aims: photos per second per core (sharp making the whole ladder of one photo: every width
// of PHOTO_WIDTHS up to its own, each in AVIF, WebP and JPEG, with the API's own makeDerivative), and the time
// from a 20-photo upload to all of them being served (through the staff route to an API process, its job
// making the derivatives, until every file of every ladder answers 200).
//   node scripts/bench/photo-derivatives.mjs [--markdown]
import { cpuUsage } from 'node:process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { withApiAtScale } from './api-at-scale.mjs';
import { createStaffSession } from './staff-session.mjs';

/** The shop's own photos: the seed's (1600 x 2000 JPEG, drawn by sharp with grain and light, about 200 KB). */
const ORIGINAL = { width: 1600, height: 2000 };
const SEED_LOOKS = [
  {
    productId: '100001',
    name: 'Riviera Linen Wrap Dress',
    category: 'dresses',
    fabric: 'linen',
    color: 'blue',
    view: 1,
  },
  { productId: '100002', name: 'Meadow Silk Blouse', category: 'blouses', fabric: 'silk', color: 'red', view: 2 },
  { productId: '100003', name: 'Harbour Denim Pants', category: 'pants', fabric: 'denim', color: 'black', view: 3 },
  { productId: '100004', name: 'Studio Cotton Tee', category: 'tops', fabric: 'cotton', color: 'beige', view: 1 },
];
const LADDER_PHOTOS = 4;
const UPLOADS = 20;
/** Files a browser uploads at once (the editor sends one request a file). */
const UPLOADS_AT_ONCE = 4;
const POLL_MS = 250;

const seconds = (ms) => Number((ms / 1000).toFixed(2));

/**
 * `count` different photos: the seed's drawings of SEED_LOOKS as photos, then each again a shade brighter
 * (another file, another hash, the same work to encode) until there are enough.
 */
async function seedPhotos(count) {
  const { renderSeedPhoto } = await tsImport('../../api/seed/images/product-photo.ts', import.meta.url);
  const { default: sharp } = await import('sharp');
  const looks = [];
  for (const look of SEED_LOOKS.slice(0, count)) looks.push(await renderSeedPhoto(look));
  const photos = [];
  for (let i = 0; i < count; i += 1) {
    const look = looks[i % looks.length];
    const shade = Math.floor(i / looks.length);
    photos.push(
      shade === 0
        ? look
        : await sharp(look)
            .modulate({ brightness: 1 + 0.02 * shade })
            .jpeg({ quality: 92 })
            .toBuffer(),
    );
  }
  return photos;
}

/** The whole ladder of `count` photos, one after another as the job makes them, timed and its CPU counted. */
export async function measureLadders(count = LADDER_PHOTOS) {
  const { normalisePhoto } = await tsImport('../../api/src/modules/photos/ingest.ts', import.meta.url);
  const { makeDerivative, ladderFor } = await tsImport('../../api/src/modules/photos/derivatives.ts', import.meta.url);
  const { PHOTO_FORMATS } = await tsImport('../../api/src/modules/photos/photo-names.ts', import.meta.url);
  const originals = [];
  for (const photo of await seedPhotos(count)) originals.push(await normalisePhoto(photo));
  // One ladder first, not counted: sharp's codecs loaded, the JIT warm.
  for (const format of PHOTO_FORMATS) await makeDerivative(originals[0].jpeg, 320, format);
  let files = 0;
  let bytes = 0;
  const cpuByFormat = {};
  const cpuBefore = cpuUsage();
  const started = performance.now();
  for (const photo of originals)
    for (const width of ladderFor(photo.width))
      for (const format of PHOTO_FORMATS) {
        const before = cpuUsage();
        bytes += (await makeDerivative(photo.jpeg, width, format)).length;
        const used = cpuUsage(before);
        cpuByFormat[format] = (cpuByFormat[format] ?? 0) + (used.user + used.system) / 1000;
        files += 1;
      }
  const wallMs = performance.now() - started;
  const cpu = cpuUsage(cpuBefore);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  return {
    photos: count,
    filesPerPhoto: files / count,
    originalKb: Math.round(originals.reduce((sum, p) => sum + p.jpeg.length, 0) / count / 1024),
    ladderKb: Math.round(bytes / count / 1024),
    cores: availableParallelism(),
    wallSecondsPerPhoto: seconds(wallMs / count),
    cpuSecondsPerPhoto: seconds(cpuMs / count),
    // CPU time is what a core gives: photos per second of one core, whatever else the machine runs.
    photosPerCoreSecond: Number((count / (cpuMs / 1000)).toFixed(2)),
    photosPerSecond: Number((count / (wallMs / 1000)).toFixed(2)),
    // Where a ladder's CPU goes: the share of each format.
    cpuShare: Object.fromEntries(
      Object.entries(cpuByFormat).map(([format, ms]) => [format, Math.round((100 * ms) / cpuMs)]),
    ),
  };
}

/** Every file of a photo's ladder, from the srcsets the upload answers with. */
const filesOf = (photo) =>
  Object.values(photo.srcset).flatMap((srcset) => srcset.split(', ').map((entry) => entry.split(' ')[0]));

async function upload(origin, staff, productId, { color, alt, jpeg }) {
  const form = new FormData();
  // The fields before the file: the route reads them with it.
  form.append('color', color);
  form.append('alt', alt);
  form.append('file', new Blob([jpeg], { type: 'image/jpeg' }), `${alt}.jpg`);
  const response = await fetch(`${origin}/api/staff/products/${productId}/photos`, {
    method: 'POST',
    headers: staff.headers,
    body: form,
  });
  if (response.status !== 201) throw new Error(`upload: ${response.status} ${await response.text()}`);
  return response.json();
}

/**
 * 20 photos uploaded to one product (UPLOADS_AT_ONCE at a time, as a browser sends them), then the staff list
 * of the product's photos polled until the job has made every ladder, then every file fetched once: the
 * time until all answered 200. (The files are not polled themselves: a missing file of a known ladder is
 * made on its request, so polling them would measure that path instead of the job.)
 */
export async function measureUploadToServed() {
  const photosDir = mkdtempSync(join(tmpdir(), 'vesna-bench-photos-'));
  try {
    return await withApiAtScale(
      { label: 'photo upload', env: { PHOTOS_DIR: photosDir } },
      async ({ origin, databaseUrl }) => {
        const staff = await createStaffSession(origin, databaseUrl, 'catalogue');
        const productId = '100001';
        const product = await (
          await fetch(`${origin}/api/staff/products/${productId}`, { headers: staff.headers })
        ).json();
        const colors = product.colors.map((c) => c.color);
        // Made before the clock starts: what staff upload is already on their disk.
        const files = (await seedPhotos(UPLOADS)).map((jpeg, i) => ({
          color: colors[i % colors.length],
          alt: `Bench photo ${i + 1}`,
          jpeg,
        }));
        const uploadBytes = files.reduce((sum, f) => sum + f.jpeg.length, 0);
        const started = performance.now();
        const uploaded = [];
        let next = 0;
        await Promise.all(
          Array.from({ length: UPLOADS_AT_ONCE }, async () => {
            while (next < files.length) uploaded.push(await upload(origin, staff, productId, files[next++]));
          }),
        );
        const uploadedMs = performance.now() - started;
        const ids = new Set(uploaded.map((photo) => photo.id));
        let readyMs;
        for (;;) {
          const { items } = await (
            await fetch(`${origin}/api/staff/products/${productId}/photos`, { headers: staff.headers })
          ).json();
          const ours = items.filter((photo) => ids.has(photo.id));
          if (ours.some((photo) => photo.derivatives === 'failed')) throw new Error('a photo job failed');
          if (ours.length === ids.size && ours.every((photo) => photo.derivatives === 'ready')) {
            readyMs = performance.now() - started;
            break;
          }
          if (performance.now() - started > 15 * 60_000)
            throw new Error('the derivatives were not ready in 15 minutes');
          await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        }
        const urls = uploaded.flatMap(filesOf);
        const statuses = await Promise.all(
          urls.map((url) =>
            fetch(new URL(url, origin)).then(async (response) => (await response.arrayBuffer(), response.status)),
          ),
        );
        const servedMs = performance.now() - started;
        const missing = statuses.filter((status) => status !== 200).length;
        return {
          photos: UPLOADS,
          uploadMb: Number((uploadBytes / 1024 / 1024).toFixed(1)),
          files: urls.length,
          missing,
          uploadedSeconds: seconds(uploadedMs),
          readySeconds: seconds(readyMs),
          servedSeconds: seconds(servedMs),
        };
      },
    );
  } finally {
    rmSync(photosDir, { recursive: true, force: true });
  }
}

const shares = (ladders) =>
  Object.entries(ladders.cpuShare)
    .map(([format, share]) => `${format} ${share} %`)
    .join(', ');

export function describePhotoDerivatives({ ladders, upload }) {
  const lines = [
    `photo ladder (${ORIGINAL.width} x ${ORIGINAL.height} original, ${ladders.filesPerPhoto} files: AVIF, WebP, JPEG at each width), ${ladders.photos} photos: ` +
      `${ladders.photosPerCoreSecond} photos per core-second (${ladders.cpuSecondsPerPhoto} s CPU a photo); ` +
      `${ladders.photosPerSecond} photos/s on the ${ladders.cores} cores as the job runs them (${ladders.wallSecondsPerPhoto} s a photo); ` +
      `CPU by format: ${shares(ladders)}`,
    upload
      ? `upload of ${upload.photos} photos (${upload.uploadMb} MB) to served: uploads answered in ${upload.uploadedSeconds} s, ` +
        `every ladder made by ${upload.readySeconds} s, all ${upload.files} files answering 200 at ${upload.servedSeconds} s (${upload.missing} not 200)`
      : 'upload to served: not measured (--ladder-only, or no PostgreSQL)',
  ];
  const markdown =
    `## Photo derivatives (issue 32)\n\n` +
    `\`node scripts/bench/photo-derivatives.mjs --markdown\`. The seed's photos (its drawings rendered by sharp with ` +
    `grain and light, ${ORIGINAL.width} x ${ORIGINAL.height}), normalised as an upload is (original about ${ladders.originalKb} KB), then ` +
    `the API's \`makeDerivative\` over the whole ladder (${ladders.filesPerPhoto} files, about ${ladders.ladderKb} KB together), ` +
    `one file after another as the job makes them.\n\n` +
    `| measure | figure |\n|---|---|\n` +
    `| photos per core-second (CPU time of the process) | **${ladders.photosPerCoreSecond}** (${ladders.cpuSecondsPerPhoto} s CPU a photo) |\n` +
    `| photos per second, wall, ${ladders.cores} cores (libvips threads = cores) | ${ladders.photosPerSecond} (${ladders.wallSecondsPerPhoto} s a photo) |\n` +
    `| a ladder's CPU by format | ${shares(ladders)} |\n` +
    (upload
      ? `| ${upload.photos} photos (${upload.uploadMb} MB) uploaded through \`POST /api/staff/products/:id/photos\`, ${UPLOADS_AT_ONCE} at a time | answered in ${upload.uploadedSeconds} s |\n` +
        `| … every ladder made by the job (the staff list says \`ready\`) | ${upload.readySeconds} s |\n` +
        `| … all ${upload.files} files answering 200 | **${upload.servedSeconds} s** (${upload.missing} not 200) |\n`
      : '| upload to served | not measured |\n') +
    `\nThe upload runs against an API process on a fresh PostgreSQL database with the seed catalogue and its own ` +
    `photo folder; the times count from the first upload's start.\n\n`;
  return { lines, markdown };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const ladders = await measureLadders();
  const upload = process.argv.includes('--ladder-only') ? null : await measureUploadToServed();
  const { lines, markdown } = describePhotoDerivatives({ ladders, upload });
  console.log(lines.join('\n'));
  if (process.argv.includes('--markdown')) console.log(`\n${markdown}`);
}
