import { SAME_ORIGIN } from '../../../test-support/accounts';
import { asStaff, createStaff, type TestStaff } from '../../../test-support/staff';
import { useTestApp } from '../../../test-support/test-app';

// Issue 32, point 3: products are drafts until published; a shopper sees a save within a second; a stale
// save is refused with what changed; stock changes carry a reason and never go below what unpaid orders hold.
const ctx = useTestApp();
let editor: TestStaff;

beforeAll(async () => {
  editor = await createStaff(ctx.app, ctx.database.db, 'catalogue');
});

const staffCall = (options: Parameters<typeof asStaff>[1]) => ctx.app.inject(asStaff(editor, options));
const newProduct = {
  name: 'Quiet Harbour Linen Dress',
  description: 'A loose linen dress for long summer evenings.',
  price: '129.90',
  category: 'dresses',
  fabric: 'linen',
  new: true,
  plusSize: false,
  finalSale: false,
  colors: [
    {
      color: 'beige',
      sizes: [
        { size: 's', quantity: 4 },
        { size: 'm', quantity: 2 },
        { size: 'l', quantity: 0 },
      ],
    },
    { color: 'green', sizes: [{ size: 'm', quantity: 5 }] },
  ],
};

/** Polls a shopper's read until `seen` holds, for at most a second (the promise). */
async function withinOneSecond(read: () => Promise<boolean>): Promise<number> {
  const start = Date.now();
  while (!(await read())) {
    if (Date.now() - start > 1000) throw new Error('a shopper did not see the change within 1 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Date.now() - start;
}

const shopperSees = {
  page: async (id: string) => (await ctx.app.inject({ url: `/api/products?id=${id}` })).statusCode === 200,
  search: async (id: string) =>
    (
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/products/search',
          headers: SAME_ORIGIN,
          payload: { text: 'quiet harbour' },
        })
      ).json() as { id: string }[]
    ).some((p) => p.id === id),
  listing: async (id: string) =>
    (
      (await ctx.app.inject({ url: '/api/products/filter?category=dresses&new=true&perPage=48' })).json() as {
        id: string;
      }[]
    ).some((p) => p.id === id),
  sitemap: async (id: string) => (await ctx.app.inject({ url: '/sitemap.xml' })).body.includes(`/${id}<`),
};

describe('a product from draft to published to archived', () => {
  it('is hidden from shoppers as a draft, shown within a second of publishing, hidden again when archived', async () => {
    const created = await staffCall({ method: 'POST', url: '/api/staff/products', payload: newProduct });
    expect(created.statusCode).toBe(201);
    const product = created.json();
    expect(product).toMatchObject({ status: 'draft', version: 1, price: 129.9, new: true });
    expect(product.colors.map((c: { color: string }) => c.color)).toEqual(['beige', 'green']);
    expect(product.colors[0].sizes).toEqual([
      { size: 's', quantity: 4, held: 0 },
      { size: 'm', quantity: 2, held: 0 },
      { size: 'l', quantity: 0, held: 0 },
    ]);
    for (const sees of Object.values(shopperSees)) expect(await sees(product.id)).toBe(false);

    const published = await staffCall({
      method: 'POST',
      url: '/api/staff/products/bulk',
      payload: { ids: [product.id, '999998'], action: 'publish' },
    });
    expect(published.json()).toEqual({ updated: [product.id], missing: ['999998'] });
    for (const sees of Object.values(shopperSees)) await withinOneSecond(() => sees(product.id));

    // A price change reaches the product page within a second too.
    const saved = await staffCall({
      method: 'PUT',
      url: `/api/staff/products/${product.id}`,
      payload: { ...newProduct, price: '99.50', version: 2 },
    });
    expect(saved.statusCode).toBe(200);
    await withinOneSecond(
      async () => (await ctx.app.inject({ url: `/api/products?id=${product.id}` })).json()[0]?.price === 99.5,
    );

    await staffCall({
      method: 'POST',
      url: '/api/staff/products/bulk',
      payload: { ids: [product.id], action: 'archive' },
    });
    await withinOneSecond(
      async () => (await ctx.app.inject({ url: `/api/products?id=${product.id}` })).statusCode === 404,
    );
    expect(await shopperSees.search(product.id)).toBe(false);
    expect(await shopperSees.sitemap(product.id)).toBe(false);

    const audit = await ctx.database.db.query<{ action: string; before: unknown; after: { status?: string } }>(
      `SELECT action, before, after FROM audit_log WHERE entity = 'product' AND entity_id = $1 ORDER BY id`,
      [product.id],
    );
    expect(audit.rows.map((r) => r.action)).toEqual([
      'product.create',
      'product.publish',
      'product.update',
      'product.archive',
    ]);
    expect(audit.rows[2]).toMatchObject({ before: { price: 129.9 }, after: { price: 99.5 } });
  });
});

describe('the editor', () => {
  it('answers a second save from the same version with 409 and the fields that changed', async () => {
    const product = (await staffCall({ method: 'POST', url: '/api/staff/products', payload: newProduct })).json();
    const first = await staffCall({
      method: 'PUT',
      url: `/api/staff/products/${product.id}`,
      payload: { ...newProduct, price: '110.00', name: 'Quiet Harbour Dress', version: 1 },
    });
    expect(first.statusCode).toBe(200);
    const second = await staffCall({
      method: 'PUT',
      url: `/api/staff/products/${product.id}`,
      payload: { ...newProduct, description: 'Another description.', version: 1 },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ changed: ['name', 'price'], current: { version: 2, price: 110 } });
  });

  it("refuses what the form refuses, with the form's messages", async () => {
    const bad = await staffCall({
      method: 'POST',
      url: '/api/staff/products',
      payload: { ...newProduct, price: '12.345', colors: [{ color: 'pink', sizes: [{ size: 'xl', quantity: 1 }] }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      price: 'Price can have at most two decimals',
      'colors[0].color': 'Colour must be one of blue, black, red, white, beige, green, orange, gray, purple, brown',
      'colors[0].sizes[0].size': 'Size must be one of s, m, l, 1x, 2x, 3x',
    });
    expect((await staffCall({ url: '/api/staff/products/999997' })).statusCode).toBe(404);
  });
});

describe('stock', () => {
  it('sets and adjusts with a reason, keeps a history per size, never below what unpaid orders hold', async () => {
    const product = (await staffCall({ method: 'POST', url: '/api/staff/products', payload: newProduct })).json();
    const stock = (body: object) =>
      staffCall({ method: 'POST', url: `/api/staff/products/${product.id}/stock`, payload: body });
    expect((await stock({ color: 'beige', size: 's', mode: 'set', quantity: 10, reason: 'counted' })).json()).toEqual({
      color: 'beige',
      size: 's',
      quantity: 10,
      held: 0,
    });
    expect(
      (await stock({ color: 'beige', size: 's', mode: 'adjust', quantity: -3, reason: 'damaged' })).json().quantity,
    ).toBe(7);
    const refused = await stock({ color: 'beige', size: 's', mode: 'adjust', quantity: -8, reason: 'damaged' });
    expect(refused.statusCode).toBe(409);

    // An unpaid order holding 5 (checkout's reservation took them off what can be bought).
    const db = ctx.database.db;
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO customers (first_name, last_name, email, password_hash) VALUES ('A', 'B', 'held@example.com', 'x') RETURNING id`,
    );
    const order = await db.query<{ id: string }>(
      `INSERT INTO orders (customer_id, idempotency_key, payment_method, email, billing_name, shipping_address, billing_address,
                           subtotal_cents, tax_cents, shipping_cents, total_cents)
       VALUES ($1, 'k', 'card', 'held@example.com', 'A B', '{}', '{}', 100, 0, 0, 100) RETURNING id`,
      [rows[0]!.id],
    );
    await db.query(
      `INSERT INTO order_lines (order_id, line_no, product_id, color, size, name, image, quantity, unit_price_cents, line_total_cents)
       VALUES ($1, 1, $2, 'beige', 's', 'x', 'x', 5, 100, 500)`,
      [order.rows[0]!.id, product.id],
    );
    await db.query(
      `UPDATE variant_sizes SET quantity = quantity - 5 WHERE product_id = $1 AND color = 'beige' AND size = 's'`,
      [product.id],
    );
    const below = await stock({ color: 'beige', size: 's', mode: 'set', quantity: 4, reason: 'counted' });
    expect(below.statusCode).toBe(409);
    expect(below.json().error).toBe('Unpaid orders hold 5 of this size: stock cannot go below 5');
    expect(
      (await stock({ color: 'beige', size: 's', mode: 'set', quantity: 5, reason: 'counted' })).json(),
    ).toMatchObject({
      quantity: 5,
      held: 5,
    });
    const available = await db.query<{ quantity: number }>(
      `SELECT quantity FROM variant_sizes WHERE product_id = $1 AND color = 'beige' AND size = 's'`,
      [product.id],
    );
    expect(available.rows[0]!.quantity).toBe(0);

    const history = (
      await staffCall({ url: `/api/staff/products/${product.id}/stock-history?color=beige&size=s` })
    ).json();
    expect(
      history.items.map((e: { mode: string; reason: string; delta: number; quantityAfter: number }) => [
        e.mode,
        e.reason,
        e.delta,
        e.quantityAfter,
      ]),
    ).toEqual([
      ['set', 'counted', -2, 5],
      ['adjust', 'damaged', -3, 7],
      ['set', 'counted', 6, 10],
      ['set', 'received', 4, 4],
    ]);
  });
});
