import { asStaff, createStaff, type TestStaff } from '../../../test-support/staff';
import { useTestApp } from '../../../test-support/test-app';

// The back office's list at 10,000 products: server-side search, filters, sort and paging.
const ctx = useTestApp({ seedProducts: 10_000 });
let editor: TestStaff;

beforeAll(async () => {
  editor = await createStaff(ctx.app, ctx.database.db, 'catalogue');
}, 60_000);

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
    const name = byId.items[0]!.name;
    const byName = await list(`q=${encodeURIComponent(name.split(' ').slice(0, 2).join(' '))}&perPage=100`);
    expect(byName.items.map((p) => p.id)).toContain('104321');

    const start = Date.now();
    await list('q=linen&category=dresses&lowStock=true&sort=-updated');
    console.log(`[bench] staff list search over 10,000 products on ${ctx.database.db.kind}: ${Date.now() - start} ms`);
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
