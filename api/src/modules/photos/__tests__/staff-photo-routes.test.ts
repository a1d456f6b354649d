import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { photoLadder } from 'contracts';
import { useTestApp } from '../../../test-support/test-app';
import { selectJobs } from '../../jobs/job-queue-queries';
import { folderPhotoStorage } from '../photo-storage';
import type { PhotoAuditEntry, PhotoStaffRole } from '../staff-photo-routes';
import { HEIC_HEAD, declaredPng, multipartBody, photoJpeg } from './photo-fixtures';

const photosDir = mkdtempSync(path.join(tmpdir(), 'vesna-photo-routes-'));
const audits: PhotoAuditEntry[] = [];

/** The test guard: the role comes from a header (the real one, requireStaff, reads the staff session). */
const guard =
  (...roles: PhotoStaffRole[]) =>
  async (request: FastifyRequest, reply: { code(n: number): { send(body: unknown): unknown } }) => {
    const role = request.headers['x-test-staff-role'];
    if (!role) return reply.code(401).send({ error: 'Log in as staff' });
    if (!roles.includes(role as PhotoStaffRole)) return reply.code(403).send({ error: 'Not for your role' });
  };

const ctx = useTestApp({
  app: {
    photoStorage: folderPhotoStorage(photosDir),
    staffPhotoAuth: {
      guard: guard as never,
      audit: async (_db, _request, entry) => {
        audits.push(entry);
      },
    },
  },
});
afterAll(() => rmSync(photosDir, { recursive: true, force: true }));
// The product starts without photos (the seed gives it three per colour): the positions below start at 0.
beforeAll(() => ctx.database.db.query("DELETE FROM product_photos WHERE product_id = '100001'"));

const PRODUCT = '100001';
const url = `/api/staff/products/${PRODUCT}/photos`;
const asCatalogue = { 'x-test-staff-role': 'catalogue' };

async function colorOf(productId: string): Promise<string> {
  const { rows } = await ctx.database.db.query<{ color: string }>(
    'SELECT color FROM product_variants WHERE product_id = $1 ORDER BY position LIMIT 1',
    [productId],
  );
  return rows[0]!.color;
}

async function upload(file: { name: string; type: string; bytes: Buffer }, fields: Record<string, string> = {}) {
  const color = await colorOf(PRODUCT);
  const body = multipartBody({ color, alt: 'The dress from the front', ...fields }, file);
  return ctx.app.inject({ method: 'POST', url, headers: { ...asCatalogue, ...body.headers }, payload: body.payload });
}

const photoCount = async () =>
  (
    await ctx.database.db.query<{ n: number }>('SELECT count(*)::int AS n FROM product_photos WHERE source = $1', [
      'upload',
    ])
  ).rows[0]!.n;
const storedFiles = () => {
  try {
    return readdirSync(photosDir, { recursive: true }).filter((name) => String(name).endsWith('.jpg')).length;
  } catch {
    return 0;
  }
};

describe('staff photo routes: who may use them', () => {
  it('answer 401 without a staff session and 403 for the fulfilment role', async () => {
    expect((await ctx.app.inject({ url })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url, headers: { 'x-test-staff-role': 'fulfilment' } })).statusCode).toBe(403);
    expect((await ctx.app.inject({ url, headers: asCatalogue })).statusCode).toBe(200);
  });
});

describe('bad uploads: a 4xx naming the reason, nothing stored, no job queued', () => {
  const cases: [string, () => Promise<{ name: string; type: string; bytes: Buffer }>, number, RegExp][] = [
    [
      'a text file named .jpg',
      async () => ({ name: 'dress.jpg', type: 'image/jpeg', bytes: Buffer.from('just some words\n') }),
      415,
      /not a JPEG, PNG, WebP or AVIF/,
    ],
    [
      'an HTML file sent as image/png',
      async () => ({
        name: 'x.png',
        type: 'image/png',
        bytes: Buffer.from('<!doctype html><html><script>alert(1)</script></html>'),
      }),
      415,
      /HTML/,
    ],
    [
      'an SVG',
      async () => ({
        name: 'x.svg',
        type: 'image/svg+xml',
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      }),
      415,
      /SVG files are refused/,
    ],
    ['a HEIC photo', async () => ({ name: 'IMG_0001.HEIC', type: 'image/heic', bytes: HEIC_HEAD }), 415, /HEIC/],
    [
      'a PNG declaring 30,000 x 30,000 px in 100 KB',
      async () => ({ name: 'big.png', type: 'image/png', bytes: declaredPng(30_000, 30_000) }),
      413,
      /50 megapixels/,
    ],
    [
      'a truncated JPEG',
      async () => {
        const jpeg = await photoJpeg();
        return { name: 'cut.jpg', type: 'image/jpeg', bytes: jpeg.subarray(0, Math.floor(jpeg.length / 2)) };
      },
      422,
      /damaged or incomplete/,
    ],
    ['an empty file', async () => ({ name: 'empty.jpg', type: 'image/jpeg', bytes: Buffer.alloc(0) }), 400, /empty/],
    [
      'a 30 MB file',
      async () => {
        const jpeg = await photoJpeg();
        return { name: 'huge.jpg', type: 'image/jpeg', bytes: Buffer.concat([jpeg, Buffer.alloc(30 * 1024 * 1024)]) };
      },
      413,
      /larger than 25 MB/,
    ],
  ];

  it.each(cases)('%s', async (_name, file, status, reason) => {
    const before = { photos: await photoCount(), files: storedFiles() };
    const answer = await upload(await file());
    expect(answer.statusCode).toBe(status);
    expect(answer.json().error).toMatch(reason);
    expect(answer.json().fields.file).toMatch(reason);
    expect({ photos: await photoCount(), files: storedFiles() }).toEqual(before);
    expect(await selectJobs(ctx.database.db, 'photo-derivatives')).toEqual([]);
    // The API keeps serving.
    expect((await ctx.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });

  it('refuses a photo without alt text with the form’s message', async () => {
    const answer = await upload({ name: 'a.jpg', type: 'image/jpeg', bytes: await photoJpeg() }, { alt: '   ' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields.alt).toBe('Describe the photo for shoppers who cannot see it');
    expect(await photoCount()).toBe(0);
  });
});

describe('a good upload', () => {
  it('is normalised (upright, no metadata, sRGB), queued once, and its derivatives are served immutable', async () => {
    // 1200 x 800 stored sideways (EXIF orientation 6: turn 90° clockwise to show), with GPS and a P3 profile.
    const sideways = await sharp(await photoJpeg({ width: 1200, height: 800, orientation: 6, gps: true }))
      .withIccProfile('p3')
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    expect((await sharp(sideways).metadata()).exif).toBeDefined();
    audits.length = 0;
    const answer = await upload({ name: 'photo.jpg', type: 'application/octet-stream', bytes: sideways });
    expect(answer.statusCode).toBe(201);
    const photo = answer.json();
    expect(photo).toMatchObject({
      position: 0,
      alt: 'The dress from the front',
      width: 800,
      height: 1200,
      derivatives: 'pending',
    });
    expect(photo.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(audits).toEqual([
      expect.objectContaining({ action: 'photo.upload', entityId: String(photo.id), before: null }),
    ]);

    const hash = /\/api\/photos\/([0-9a-f]{64})-640\.jpg$/.exec(photo.src)![1]!;
    const original = await sharp(path.join(photosDir, 'originals', `${hash}.jpg`)).metadata();
    expect(original).toMatchObject({ width: 800, height: 1200, space: 'srgb' });
    expect(original.exif).toBeUndefined();
    expect(original.icc).toBeUndefined();
    expect(original.orientation).toBeUndefined();

    // The shoppers' image paths of the colour follow its photos.
    const { rows } = await ctx.database.db.query<{ images: string[] }>(
      'SELECT images FROM product_variants WHERE product_id = $1 AND color = $2',
      [PRODUCT, photo.color],
    );
    expect(rows[0]!.images).toEqual([photo.src]);

    expect(await selectJobs(ctx.database.db, 'photo-derivatives')).toEqual([
      expect.objectContaining({ key: hash, state: 'queued' }),
    ]);
    expect(await ctx.app.jobWorker.drain()).toBe(1);
    expect(await selectJobs(ctx.database.db, 'photo-derivatives')).toEqual([
      expect.objectContaining({ key: hash, state: 'done' }),
    ]);
    const made = readdirSync(photosDir).filter((name) => name.startsWith(hash));
    expect(made.sort()).toEqual(
      photoLadder(800)
        .flatMap((width) => ['avif', 'webp', 'jpg'].map((format) => `${hash}-${width}.${format}`))
        .sort(),
    );
    const listed = await ctx.app.inject({ url, headers: asCatalogue });
    expect(listed.json().items).toEqual([expect.objectContaining({ id: photo.id, derivatives: 'ready' })]);

    const served = await ctx.app.inject({ url: `/api/photos/${hash}-480.avif` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/avif');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(480);
    // Never upscaled: an 800 px photo has no 960 px derivative.
    expect((await ctx.app.inject({ url: `/api/photos/${hash}-960.avif` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: `/api/photos/${'0'.repeat(64)}-480.avif` })).statusCode).toBe(404);
  });

  it('reorders, changes alt text, replaces and deletes, keeping position 0 the main photo', async () => {
    const color = await colorOf(PRODUCT);
    const second = (
      await upload({
        name: 'b.png',
        type: 'image/png',
        bytes: await sharp(await photoJpeg({ width: 700, height: 900 }))
          .png()
          .toBuffer(),
      })
    ).json();
    const first = (await ctx.app.inject({ url, headers: asCatalogue })).json().items[0];
    expect(second.position).toBe(1);

    const reordered = await ctx.app.inject({
      method: 'PUT',
      url: `${url}/order`,
      headers: asCatalogue,
      payload: { color, photoIds: [second.id, first.id] },
    });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json().items.map((p: { id: number }) => p.id)).toEqual([second.id, first.id]);
    const half = await ctx.app.inject({
      method: 'PUT',
      url: `${url}/order`,
      headers: asCatalogue,
      payload: { color, photoIds: [second.id] },
    });
    expect(half.statusCode).toBe(400);

    const alt = await ctx.app.inject({
      method: 'PUT',
      url: `${url}/${first.id}`,
      headers: asCatalogue,
      payload: { alt: 'Back view' },
    });
    expect(alt.json()).toMatchObject({ id: first.id, alt: 'Back view' });

    const replacement = multipartBody(
      {},
      {
        name: 'c.webp',
        type: 'image/webp',
        bytes: await sharp(await photoJpeg({ width: 500, height: 600 }))
          .webp()
          .toBuffer(),
      },
    );
    const replaced = await ctx.app.inject({
      method: 'PUT',
      url: `${url}/${first.id}`,
      headers: { ...asCatalogue, ...replacement.headers },
      payload: replacement.payload,
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({ id: first.id, alt: 'Back view', width: 500, height: 600, position: 1 });

    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `${url}/${second.id}`, headers: asCatalogue })).statusCode,
    ).toBe(204);
    const left = (await ctx.app.inject({ url, headers: asCatalogue })).json().items;
    expect(left).toEqual([expect.objectContaining({ id: first.id, position: 0 })]);
    expect(audits.map((entry) => entry.action)).toEqual([
      'photo.upload',
      'photo.upload',
      'photo.order',
      'photo.alt',
      'photo.replace',
      'photo.delete',
    ]);
  });
});

describe('a lost original', () => {
  it('answers 404, not 500, for a file not made yet whose original has gone from the storage', async () => {
    const photo = (
      await upload({ name: 'lost.jpg', type: 'image/jpeg', bytes: await photoJpeg({ width: 700 }) })
    ).json();
    const hash = /\/api\/photos\/([0-9a-f]{64})-/.exec(photo.src)![1]!;
    rmSync(path.join(photosDir, 'originals', `${hash}.jpg`));

    const lost = await ctx.app.inject({ url: `/api/photos/${hash}-320.webp` });
    expect(lost.statusCode).toBe(404);
    expect(lost.json().error).toBe('Photo not found');
    expect((await ctx.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    // Its job cannot make the files either, and says why.
    await ctx.app.jobWorker.drain();
    const job = (await selectJobs(ctx.database.db, 'photo-derivatives')).find((each) => each.key === hash)!;
    expect(job.state).not.toBe('done');
    expect(job.lastError).toBe(`Photo not found: the original of photo ${hash} is missing from the storage`);
  });
});
