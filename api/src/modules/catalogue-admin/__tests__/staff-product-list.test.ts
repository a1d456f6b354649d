import { asStaff, createStaff, type TestStaff } from '../../../test-support/staff';
import { eventually } from '../../../test-support/eventually';
import { useTestApp } from '../../../test-support/test-app';

// The back office's list at 10,000 products: server-side search, filters, sort and paging. The seed's
// products, then generated ones up to 10,000 in three statements (the seed's generator takes minutes on PGlite).
const ctx = useTestApp();
let editor: TestStaff;

beforeAll(async () => {
  const db = ctx.database.db;
  await db.query(
    `INSERT INTO products (id, name, description, price, category, fabric, is_new, plus_size, best_seller_rank)
     SELECT lpad(n::text, 6, '0'),
            (ARRAY['Linen', 'Silk', 'Meadow', 'Harbour', 'Willow', 'Amber'])[n % 6 + 1] || ' ' ||
              (ARRAY['Wrap', 'Shirt', 'Slip', 'Tiered', 'Pleated'])[n % 5 + 1] || ' ' || 'Piece ' || n,
            'Generated for the 10,000-product list', 10 + (n * 37) % 490, 
            (ARRAY['dresses', 'tops', 'pants', 'blouses', 'pullovers', 'shorts'])[n % 6 + 1],
            (ARRAY['cotton', 'linen', 'silk', 'lace', 'chiffon', 'denim'])[n % 6 + 1], n % 7 = 0, n % 9 = 0, n
       FROM generate_series((SELECT max(id::int) + 1 FROM products), 110000) AS n`,
  );
  await db.query(
    `INSERT INTO product_variants (product_id, color, position, images)
     SELECT p.id, (ARRAY['blue', 'black', 'red', 'white', 'beige'])[p.id::int % 5 + 1], 0, ARRAY[]::text[]
       FROM products p WHERE NOT EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id)`,
  );
  await db.query(
    `INSERT INTO variant_sizes (product_id, color, size, position, quantity)
     SELECT v.product_id, v.color, s.size, s.pos, (v.product_id::int * (s.pos + 3)) % 12
       FROM product_variants v CROSS JOIN (VALUES ('s', 0), ('m', 1), ('l', 2)) AS s(size, pos)
      WHERE NOT EXISTS (SELECT 1 FROM variant_sizes x WHERE x.product_id = v.product_id)`,
  );
  editor = await createStaff(ctx.app, db, 'catalogue');
  // The rows go through the catalogue's real triggers (search words, stock keys, a variant touching its
  // product): 14 s alone on PGlite here, over 180 s beside CI's other lanes on two cores (2026-12-03).
}, 600_000);

type Page = {
  items: { id: string; name: string; category: string; price: number; status: string; lowStock: boolean }[];
  total: number;
};
const list = async (query: string): Promise<Page> => {
  const res = await ctx.app.inject(asStaff(editor, { url: `/api/staff/products?${query}` }));
  expect(res.statusCode).toBe(200);
  return res.json() as Page;
};

describe('GET /api/staff/products over 10,000 products', () => {
  it('pages through every product, without repeats, in the order asked', async () => {
    const first = await list('perPage=100&sort=price');
    expect(first.total).toBe(10_000);
    expect(first.items).toHaveLength(100);
    const prices = first.items.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const second = await list('perPage=100&sort=price&page=2');
    expect(second.items[0]!.price).toBeGreaterThanOrEqual(prices[99]!);
    expect(new Set([...first.items, ...second.items].map((p) => p.id)).size).toBe(200);
    const last = await list('perPage=100&sort=price&page=100');
    expect(last.items).toHaveLength(100);
    expect((await list('perPage=100&sort=price&page=101')).items).toEqual([]);
    const byStock = (await list('perPage=50&sort=-stock&category=tops')).items as unknown as { stock: number }[];
    expect(byStock.map((p) => p.stock)).toEqual(byStock.map((p) => p.stock).sort((a, b) => b - a));
  });

  it('filters by category, status and low stock, and searches by name or id', async () => {
    const dresses = await list('category=dresses&perPage=50');
    expect(dresses.total).toBeGreaterThan(0);
    expect(dresses.total).toBeLessThan(10_000);
    expect(dresses.items.every((p) => p.category === 'dresses')).toBe(true);

    await ctx.database.db.query(`UPDATE products SET status = 'draft' WHERE id IN ('100010', '100020')`);
    const drafts = await list('status=draft');
    expect(drafts.items.map((p) => p.id).sort()).toEqual(['100010', '100020']);
    expect(drafts.total).toBe(2);

    const low = await list('lowStock=true&perPage=100');
    expect(low.items.every((p) => p.lowStock)).toBe(true);

    const byId = await list('q=104321');
    expect(byId.items[0]!.id).toBe('104321');
    expect(byId.items[0]!.name).toMatch(/ Piece 104321$/);
    // Part of a name, in any case: the name's trigram index, not the id.
    const byName = await list('q=piece%20104321');
    expect(byName.items.map((p) => p.id)).toEqual(['104321']);

    const start = Date.now();
    await list('q=linen&category=dresses&lowStock=true&sort=-updated');
    console.log(`[bench] staff list search over 10,000 products on ${ctx.database.db.kind}: ${Date.now() - start} ms`);
  });

  it('counts a filter again after any change to the catalogue, whoever made it (the count is kept until then)', async () => {
    const db = ctx.database.db;
    const archived = async () => (await list('status=archived&perPage=1')).total;
    expect(await archived()).toBe(0);
    // Paging and sorting the same filter reuse its count; a statement on products, colours or sizes drops it
    // (announced by the database: at once on PGlite, milliseconds after the commit on PostgreSQL).
    await db.query(`UPDATE products SET status = 'archived' WHERE id IN ('100030', '100031', '100032')`);
    await eventually(async () => expect(await archived()).toBe(3));
    expect((await list('status=archived&sort=name&page=2&perPage=2')).total).toBe(3);
    await db.query(`UPDATE products SET status = 'published' WHERE id = '100031'`);
    await eventually(async () => expect(await archived()).toBe(2));

    const lowTops = async () => (await list('lowStock=true&category=tops&perPage=1')).total;
    const before = await lowTops();
    await db.query(
      `UPDATE variant_sizes SET quantity = 0
        WHERE product_id = (SELECT p.id FROM products p WHERE p.category = 'tops'
                               AND NOT EXISTS (SELECT 1 FROM variant_sizes s WHERE s.product_id = p.id AND s.quantity <= 3)
                             ORDER BY p.id LIMIT 1)`,
    );
    await eventually(async () => expect(await lowTops()).toBe(before + 1));
  });

  it('shows and sorts by the stock of the sizes as they are now, whatever changed them', async () => {
    const db = ctx.database.db;
    const sumOf = async (id: string) =>
      (
        await db.query<{ n: number }>(
          'SELECT coalesce(sum(quantity), 0)::int AS n FROM variant_sizes WHERE product_id = $1',
          [id],
        )
      ).rows[0]!.n;
    const shown = async (id: string) => ((await list(`q=${id}`)).items[0] as unknown as { stock: number }).stock;
    const id = '100050';
    expect(await shown(id)).toBe(await sumOf(id));
    // Any statement on the sizes (a reservation, a release, the stock route, an import): the list follows.
    await db.query(`UPDATE variant_sizes SET quantity = 90000 WHERE product_id = $1 AND size = 'm'`, [id]);
    expect(await shown(id)).toBe(await sumOf(id));
    const top = (await list('sort=-stock&perPage=1')).items[0] as unknown as { id: string; stock: number };
    expect(top).toMatchObject({ id, stock: await sumOf(id) });
    await db.query(`DELETE FROM variant_sizes WHERE product_id = $1 AND size = 'm'`, [id]);
    expect(await shown(id)).toBe(await sumOf(id));
    expect((await list('sort=-stock&perPage=1')).items[0]!.id).not.toBe(id);
    await db.query(
      `INSERT INTO variant_sizes (product_id, color, size, position, quantity)
       SELECT product_id, color, 'm', 1, 5 FROM product_variants WHERE product_id = $1`,
      [id],
    );
    expect(await shown(id)).toBe(await sumOf(id));
  });

  it('refuses a query it cannot take, with the message of the shared schema', async () => {
    const res = await ctx.app.inject(asStaff(editor, { url: '/api/staff/products?perPage=500&status=sold' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      perPage: 'perPage must be a whole number from 1 to 100',
      status: 'Status must be one of draft, published, archived',
    });
  });
});
