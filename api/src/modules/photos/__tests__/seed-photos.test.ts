import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { shareImageUrl } from 'contracts';
import { useTestApp } from '../../../test-support/test-app';
import { folderPhotoStorage } from '../photo-storage';

const photosDir = mkdtempSync(path.join(tmpdir(), 'vesna-seed-photos-'));
const ctx = useTestApp({ app: { photoStorage: folderPhotoStorage(photosDir) } });
afterAll(() => rmSync(photosDir, { recursive: true, force: true }));

describe('the seed catalogue ships photos', () => {
  it('lists three photos per colour with alt text and a placeholder, and draws none at start', async () => {
    const { rows } = await ctx.database.db.query<{ n: number; variants: number; blank: number }>(
      `SELECT count(*)::int AS n, (SELECT count(*)::int FROM product_variants) AS variants,
              count(*) FILTER (WHERE placeholder NOT LIKE 'data:image/webp;base64,%' OR alt = '')::int AS blank
         FROM product_photos WHERE source = 'seed'`,
    );
    expect(rows[0]!.n).toBe(rows[0]!.variants * 3);
    expect(rows[0]!.blank).toBe(0);
  });

  it('serves a product’s first photo as a raster JPEG, drawn on first request through the upload’s normalisation', async () => {
    const [product] = (await ctx.app.inject({ url: '/api/products?id=100001' })).json();
    // The path names the photo's widest JPEG (1600 px): a <picture> offers the ladder up to there.
    const photo: string = product.image[0];
    expect(photo).toMatch(/^\/api\/photos\/([0-9a-f]{64})-1600\.jpg$/);
    const hash = photo.slice('/api/photos/'.length, -'-1600.jpg'.length);
    const url = `/api/photos/${hash}-960.jpg`;

    const first = await ctx.app.inject({ url });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/jpeg');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(first.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 960, height: 1200 });
    const widest = await ctx.app.inject({ url: photo });
    expect(await sharp(widest.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1600, height: 2000 });

    // The original: a photo's size and weight (1600 x 2000, 150-400 KB), stored for the next derivatives.
    const original = path.join(photosDir, 'originals', `${hash}.jpg`);
    expect(await sharp(original).metadata()).toMatchObject({ width: 1600, height: 2000, space: 'srgb' });
    expect(statSync(original).size).toBeGreaterThan(150 * 1024);
    expect(statSync(original).size).toBeLessThan(400 * 1024);

    // Deterministic, and served from the storage the second time (the same bytes).
    expect((await ctx.app.inject({ url })).rawPayload.equals(first.rawPayload)).toBe(true);
    const avif = await ctx.app.inject({ url: url.replace('-960.jpg', '-320.avif') });
    expect(await sharp(avif.rawPayload).metadata()).toMatchObject({ format: 'heif', width: 320 });

    // Its share card (og:image) is a 1200 x 630 PNG of the photo.
    const card = await ctx.app.inject({ url: shareImageUrl(url) });
    expect([card.statusCode, card.headers['content-type']]).toEqual([200, 'image/png']);
    expect(await sharp(card.rawPayload).metadata()).toMatchObject({ width: 1200, height: 630 });
  });
});
