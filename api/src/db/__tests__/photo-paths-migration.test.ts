import { readFileSync } from 'node:fs';
import path from 'node:path';
import { openTestDatabase, type TestDatabase } from '../../test-support/template-database';
import { MIGRATIONS_DIR } from '../paths';

const MIGRATION = readFileSync(path.join(MIGRATIONS_DIR, '0020_photo_paths_name_widest.sql'), 'utf8');
const HASH = 'ab'.repeat(32);

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
}, 60_000);
afterAll(() => database.cleanup());

const imagesOf = async (productId: string, color: string) =>
  (
    await database.db.query<{ images: string[] }>(
      'SELECT images FROM product_variants WHERE product_id = $1 AND color = $2',
      [productId, color],
    )
  ).rows[0]!.images;

describe('0020: image paths name each photo’s widest JPEG', () => {
  it('names what the seed and uploads write (photoImagePath): a seeded catalogue stays as it is', async () => {
    const all = 'SELECT product_id, color, images FROM product_variants ORDER BY product_id, color';
    const before = (await database.db.query(all)).rows;
    await database.db.exec(MIGRATION);
    expect((await database.db.query(all)).rows).toEqual(before);
  });

  it('rewrites a colour’s paths from the 960 px JPEG to the top of each photo’s ladder, in photo order', async () => {
    const db = database.db;
    const { rows } = await db.query<{ product_id: string; color: string }>(
      'SELECT product_id, color FROM product_photos ORDER BY product_id, color LIMIT 1',
    );
    const { product_id: productId, color } = rows[0]!;
    // As a database migrated before 0020 has them: a 1600 px photo named by its 960 px file. And one narrower
    // than the ladder's 960 and 1280 steps (1100 px: its widest file is 960), and one narrower than them all.
    await db.query(
      `UPDATE product_photos SET width = CASE position WHEN 1 THEN 1100 WHEN 2 THEN 300 ELSE width END,
                                 content_hash = CASE position WHEN 2 THEN $3 ELSE content_hash END
        WHERE product_id = $1 AND color = $2`,
      [productId, color, HASH],
    );
    const { rows: photos } = await db.query<{ hash: string }>(
      'SELECT content_hash AS hash FROM product_photos WHERE product_id = $1 AND color = $2 ORDER BY position',
      [productId, color],
    );
    await db.query('UPDATE product_variants SET images = $3 WHERE product_id = $1 AND color = $2', [
      productId,
      color,
      photos.map((photo) => `/api/photos/${photo.hash}-960.jpg`),
    ]);

    await db.exec(MIGRATION);

    expect(await imagesOf(productId, color)).toEqual([
      `/api/photos/${photos[0]!.hash}-1600.jpg`,
      `/api/photos/${photos[1]!.hash}-960.jpg`,
      `/api/photos/${HASH}-300.jpg`,
    ]);
  });

  it('leaves a colour without photos (its drawings) as it is', async () => {
    const db = database.db;
    const { rows } = await db.query<{ product_id: string; color: string }>(
      'SELECT product_id, color FROM product_variants ORDER BY product_id DESC, color LIMIT 1',
    );
    const { product_id: productId, color } = rows[0]!;
    const drawings = [`/api/images/products/${productId}/${color}/1.svg`];
    await db.query('DELETE FROM product_photos WHERE product_id = $1 AND color = $2', [productId, color]);
    await db.query('UPDATE product_variants SET images = $3 WHERE product_id = $1 AND color = $2', [
      productId,
      color,
      drawings,
    ]);
    await db.exec(MIGRATION);
    expect(await imagesOf(productId, color)).toEqual(drawings);
  });
});
