import { openTestDatabase, type TestDatabase } from '../../test-support/template-database';
import { migrate } from '../migrate';
import { seedCatalogue } from '../../../seed/apply-seed';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
}, 60_000);
afterAll(() => database.cleanup());

describe('migrations and seed', () => {
  it('records each migration once and does nothing the second time', async () => {
    const { rows } = await database.db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    expect(rows.map((r) => r.name)).toContain('0001_catalogue.sql');
    expect(await migrate(database.db)).toEqual([]);
  });

  it('seeds only an empty catalogue', async () => {
    expect(await seedCatalogue(database.db)).toEqual({ products: 0, banners: 0 });
    const { rows } = await database.db.query<{ count: number }>('SELECT count(*)::int AS count FROM products');
    expect(rows[0].count).toBeGreaterThanOrEqual(120);
  });

  it('keeps the search document up to date when a variant is added', async () => {
    const db = database.db;
    const find = async () =>
      (
        await db.query<{ id: string }>(
          `SELECT id FROM products WHERE search_vector @@ to_tsquery('english', 'orange') AND id = '100003'`,
        )
      ).rows;
    const { rows } = await db.query<{ color: string }>(
      `SELECT color FROM product_variants WHERE product_id = '100003'`,
    );
    if (rows.some((r) => r.color === 'orange'))
      await db.query(`DELETE FROM product_variants WHERE product_id = '100003' AND color = 'orange'`);
    expect(await find()).toEqual([]);
    await db.query(
      `INSERT INTO product_variants (product_id, color, position, images) VALUES ('100003', 'orange', 9, '{}')`,
    );
    expect(await find()).toEqual([{ id: '100003' }]);
  });
});
