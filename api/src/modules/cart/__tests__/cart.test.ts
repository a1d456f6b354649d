import type { Color } from 'contracts';
import { useTestApp } from '../../../test-support/test-app';
import { asBearer, asBrowser, login, registerCustomer, type TestCustomer } from '../../../test-support/accounts';
import { absentColorOf, colorsOf, setStock } from '../../../test-support/catalogue';

const ctx = useTestApp();

// 100001 comes in two colours (c1, c2); 100003 too (c3). Stock is set here, not taken from the seed.
let c1: Color;
let c2: Color;
let c3: Color;
let absent: Color;
beforeAll(async () => {
  const db = ctx.database.db;
  [c1, c2] = await colorsOf(db, '100001');
  [c3] = await colorsOf(db, '100003');
  absent = await absentColorOf(db, '100001');
  await setStock(db, '100001', c1, { s: 5, m: 1, l: 0, '1x': 3 });
  await setStock(db, '100001', c2, { s: 3, m: 4 });
  await setStock(db, '100003', c3, { s: 2, m: 10, l: 0 });
});

let customer: TestCustomer;
beforeEach(async () => {
  customer = await registerCustomer(ctx.app);
});

const call = (method: 'POST' | 'DELETE', url: string, payload?: unknown, who: TestCustomer = customer) =>
  ctx.app.inject(asBrowser(who.token, { method, url, payload: payload as object }));
const add = (key: string, who?: TestCustomer) => call('POST', '/api/customers/cart', { productId: key }, who);

/** The bag as stored, straight from the table (what an answer claims must also be what is saved). */
async function storedCart(who: TestCustomer = customer) {
  const { rows } = await ctx.database.db.query<Record<string, unknown>>(
    'SELECT * FROM cart_items WHERE customer_id = $1 ORDER BY line_no',
    [who.id],
  );
  return rows.map((r) => `${r.product_id}/${r.color}/${r.size}/${r.quantity}`);
}

describe('POST /api/customers/cart', () => {
  it('adds lines in order and answers the whole bag; the bag is part of the session user', async () => {
    expect((await add(`100001/${c1}/s/2`)).json()).toEqual({ cart: [`100001/${c1}/s/2`] });
    const res = await add(`100003/${c3}/m/1`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ cart: [`100001/${c1}/s/2`, `100003/${c3}/m/1`] });
    expect(await storedCart()).toEqual([`100001/${c1}/s/2`, `100003/${c3}/m/1`]);

    const me = await ctx.app.inject(asBearer(customer.token, { url: '/api/customers/customer' }));
    expect(me.json().cart).toEqual([`100001/${c1}/s/2`, `100003/${c3}/m/1`]);
    const cookies = await ctx.app.inject(asBrowser(customer.token, { url: '/api/cookies' }));
    expect(cookies.json().user.cart).toEqual([`100001/${c1}/s/2`, `100003/${c3}/m/1`]);
    const again = await login(ctx.app, customer.email, customer.password);
    expect(again.json().user.cart).toEqual([`100001/${c1}/s/2`, `100003/${c3}/m/1`]);
  });

  it('replaces the line with the same product, colour and size (new quantity, same place)', async () => {
    await add(`100001/${c1}/s/2`);
    await add(`100001/${c2}/s/1`);
    const res = await add(`100001/${c1}/s/5`);
    expect(res.json()).toEqual({ cart: [`100001/${c1}/s/5`, `100001/${c2}/s/1`] });
    expect((await add(`100001/${c1}/s/1`)).json()).toEqual({ cart: [`100001/${c1}/s/1`, `100001/${c2}/s/1`] });
    expect(await storedCart()).toEqual([`100001/${c1}/s/1`, `100001/${c2}/s/1`]);
  });

  it('accepts a quantity equal to the stock, and ignores extra fields such as a price or her own userId', async () => {
    const res = await call('POST', '/api/customers/cart', {
      productId: `100001/${c1}/s/5`,
      price: 0.01,
      unitPriceCents: 1,
      quantity: '2',
      userId: customer.id,
      _id: customer.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ cart: [`100001/${c1}/s/5`] });
    // No column could hold a price: the row is the key and nothing else of the client's.
    const { rows } = await ctx.database.db.query('SELECT * FROM cart_items WHERE customer_id = $1', [customer.id]);
    expect(Object.keys(rows[0]).sort()).toEqual(
      ['added_at', 'color', 'customer_id', 'line_no', 'product_id', 'quantity', 'size', 'updated_at'].sort(),
    );
  });

  const malformed = (key: string) => expect.stringContaining(`Malformed cart item key "${key}"`);
  it.each([
    ['quantity 0', () => `100001/${c1}/s/0`, () => malformed(`100001/${c1}/s/0`)],
    ['quantity -1', () => `100001/${c1}/s/-1`, () => malformed(`100001/${c1}/s/-1`)],
    ['quantity 1.5', () => `100001/${c1}/s/1.5`, () => malformed(`100001/${c1}/s/1.5`)],
    ['quantity 1e9', () => `100001/${c1}/s/1e9`, () => malformed(`100001/${c1}/s/1e9`)],
    ['quantity 02', () => `100001/${c1}/s/02`, () => malformed(`100001/${c1}/s/02`)],
    ['no quantity', () => `100001/${c1}/s`, () => malformed(`100001/${c1}/s`)],
    ['an unknown size name', () => `100001/${c1}/xl/1`, () => malformed(`100001/${c1}/xl/1`)],
    ['a six-digit id with letters', () => `10000a/${c1}/s/1`, () => malformed(`10000a/${c1}/s/1`)],
    [
      'a quantity of 1 000 000 000',
      () => `100001/${c1}/s/1000000000`,
      () => `Quantity must be a whole number from 1 to 5 (the stock of Cotton Slip Dress in ${c1}, size S)`,
    ],
    [
      'one more than the stock',
      () => `100001/${c1}/m/2`,
      () => `Quantity must be a whole number from 1 to 1 (the stock of Cotton Slip Dress in ${c1}, size M)`,
    ],
    ['a size with no stock', () => `100001/${c1}/l/1`, () => `Cotton Slip Dress in ${c1}, size L, is sold out`],
    ['an unknown product', () => '999999/blue/s/1', () => 'Unknown product: 999999'],
    [
      'a colour it does not come in',
      () => `100001/${absent}/s/1`,
      () => `Cotton Slip Dress does not come in ${absent}`,
    ],
  ])('refuses %s with 400 { error, fields.productId } and stores nothing', async (_name, key, message) => {
    await add(`100003/${c3}/m/1`);
    const res = await add(key());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message(), fields: { productId: message() } });
    expect(await storedCart()).toEqual([`100003/${c3}/m/1`]);
  });

  it.each([
    ['no productId', {}, 'productId is required'],
    ['an empty productId', { productId: '' }, 'productId is required'],
    [
      'a number',
      { productId: 100001 },
      'productId must be a cart item key such as "100001/blue/m/1" (productId/color/size/quantity)',
    ],
    [
      'an object with the quantity as text "2"',
      { productId: { productId: '100001', color: 'black', size: 's', quantity: '2' } },
      'productId must be a cart item key such as "100001/blue/m/1" (productId/color/size/quantity)',
    ],
  ])('refuses %s with 400', async (_name, body, message) => {
    const res = await call('POST', '/api/customers/cart', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message, fields: { productId: message } });
    expect(await storedCart()).toEqual([]);
  });

  it('refuses a body that is not a JSON object', async () => {
    const res = await call('POST', '/api/customers/cart', [`100001/${c1}/s/1`]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^Send a JSON object/);
    expect(await storedCart()).toEqual([]);
  });

  it('holds at most 100 different lines; changing a line of a full bag still works', async () => {
    const { rows } = await ctx.database.db.query<{ key: string }>(
      `SELECT product_id || '/' || color || '/' || size || '/1' AS key FROM variant_sizes
        WHERE quantity > 0 ORDER BY product_id, color, size LIMIT 101`,
    );
    const keys = rows.map((r) => r.key);
    const merged = await call('POST', '/api/customers/cart/merge', { items: keys.slice(0, 100) });
    expect(merged.json().cart).toHaveLength(100);
    const res = await add(keys[100]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('The bag holds at most 100 different items');
    expect((await add(keys[0])).statusCode).toBe(200);
    expect(await storedCart()).toHaveLength(100);
  });
});

describe('DELETE /api/customers/cart and /api/customers/clearCart', () => {
  it('removes the line with that product, colour and size whatever the quantity sent', async () => {
    await add(`100001/${c1}/s/2`);
    await add(`100001/${c2}/s/1`);
    const res = await call('DELETE', '/api/customers/cart', { productId: `100001/${c1}/s/1` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ cart: [`100001/${c2}/s/1`] });
    expect(await storedCart()).toEqual([`100001/${c2}/s/1`]);
  });

  it('answers the unchanged bag for a line that is not in it, and 400 for a malformed key', async () => {
    await add(`100001/${c1}/s/2`);
    expect((await call('DELETE', '/api/customers/cart', { productId: '999999/blue/s/1' })).json()).toEqual({
      cart: [`100001/${c1}/s/2`],
    });
    const bad = await call('DELETE', '/api/customers/cart', { productId: `100001/${c1}/s/0` });
    expect(bad.statusCode).toBe(400);
    expect((await call('DELETE', '/api/customers/cart', {})).statusCode).toBe(400);
    expect(await storedCart()).toEqual([`100001/${c1}/s/2`]);
  });

  it('clearCart empties the bag', async () => {
    await add(`100001/${c1}/s/2`);
    await add(`100003/${c3}/m/3`);
    const res = await call('DELETE', '/api/customers/clearCart');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ cart: [] });
    expect(await storedCart()).toEqual([]);
  });
});

describe('POST /api/customers/cart/merge', () => {
  it('keeps the larger quantity capped by the stock, appends new lines in order, leaves out unknown and sold-out keys', async () => {
    await add(`100001/${c1}/s/4`); // guest has 2: the account's 4 stays
    await add(`100001/${c2}/m/1`); // guest has 3: 3
    await add(`100003/${c3}/m/2`); // not in the guest bag: untouched
    const res = await call('POST', '/api/customers/cart/merge', {
      items: [
        `100001/${c1}/s/2`,
        `100001/${c2}/m/3`,
        `100001/${c2}/s/9`, // new, capped by the stock of 3
        '999999/blue/s/1', // unknown product
        `100001/${absent}/s/1`, // unknown colour
        `100001/${c1}/l/1`, // sold out
        'not a key', // malformed
        `100001/${c1}/s/0`, // malformed quantity
        `100003/${c3}/s/1`, // new
        `100003/${c3}/s/2`, // the same line again: the larger quantity
      ],
    });
    expect(res.statusCode).toBe(200);
    const expected = [
      `100001/${c1}/s/4`,
      `100001/${c2}/m/3`,
      `100003/${c3}/m/2`,
      `100001/${c2}/s/3`,
      `100003/${c3}/s/2`,
    ];
    expect(res.json()).toEqual({ cart: expected });
    expect(await storedCart()).toEqual(expected);
  });

  it("caps the account's own quantity too when the guest has the same line and the stock fell", async () => {
    await add(`100001/${c2}/m/4`);
    await setStock(ctx.database.db, '100001', c2, { m: 2 });
    try {
      const res = await call('POST', '/api/customers/cart/merge', { items: [`100001/${c2}/m/1`] });
      expect(res.json()).toEqual({ cart: [`100001/${c2}/m/2`] });
    } finally {
      await setStock(ctx.database.db, '100001', c2, { m: 4 });
    }
  });

  it('answers the unchanged bag for an empty guest bag', async () => {
    await add(`100001/${c1}/s/1`);
    expect((await call('POST', '/api/customers/cart/merge', { items: [] })).json()).toEqual({
      cart: [`100001/${c1}/s/1`],
    });
  });

  it.each([
    ['items missing', {}],
    ['items not a list', { items: `100001/${c1}/s/1` }],
    ['101 items', { items: Array.from({ length: 101 }, () => `100001/${c1}/s/1`) }],
    ['a number among the items', { items: [`100001/${c1}/s/1`, 2] }],
    ['null among the items', { items: [null] }],
  ])('refuses %s with 400 and changes nothing', async (_name, body) => {
    await add(`100003/${c3}/m/1`);
    const res = await call('POST', '/api/customers/cart/merge', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: expect.stringMatching(/items/), fields: { items: expect.any(String) } });
    expect(await storedCart()).toEqual([`100003/${c3}/m/1`]);
  });
});

describe('who may touch a bag', () => {
  const routes = [
    ['POST', '/api/customers/cart', () => ({ productId: `100001/${c1}/s/1` })],
    ['DELETE', '/api/customers/cart', () => ({ productId: `100001/${c1}/s/1` })],
    ['DELETE', '/api/customers/clearCart', () => ({})],
    ['POST', '/api/customers/cart/merge', () => ({ items: [`100001/${c1}/s/1`] })],
  ] as const;

  it.each(routes)('%s %s without a session → 401', async (method, url, body) => {
    const res = await ctx.app.inject({ method, url, payload: body(), headers: { 'sec-fetch-site': 'same-origin' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Not logged in' });
  });

  it.each(routes)(
    '%s %s by B naming A (userId / _id, body / query) → 403, neither bag changes',
    async (method, url, body) => {
      const a = customer;
      const b = await registerCustomer(ctx.app);
      await add(`100001/${c2}/m/2`, a);
      await add(`100003/${c3}/m/1`, b);
      for (const key of ['userId', '_id']) {
        const inBody = await call(method, url, { ...body(), [key]: a.id }, b);
        expect(inBody.statusCode).toBe(403);
        const inQuery = await ctx.app.inject(
          asBrowser(b.token, { method, url: `${url}?${key}=${a.id}`, payload: body() as object }),
        );
        expect(inQuery.statusCode).toBe(403);
      }
      expect(await storedCart(a)).toEqual([`100001/${c2}/m/2`]);
      expect(await storedCart(b)).toEqual([`100003/${c3}/m/1`]);
    },
  );

  it("B's own changes never reach A's bag", async () => {
    const a = customer;
    const b = await registerCustomer(ctx.app);
    await add(`100001/${c2}/m/2`, a);
    await add(`100001/${c2}/m/4`, b);
    await call('DELETE', '/api/customers/cart', { productId: `100001/${c2}/m/2` }, b);
    await call('DELETE', '/api/customers/clearCart', {}, b);
    expect(await storedCart(a)).toEqual([`100001/${c2}/m/2`]);
  });

  it('a cross-site request riding on the cookie is refused', async () => {
    const res = await ctx.app.inject(
      asBrowser(customer.token, {
        method: 'POST',
        url: '/api/customers/cart',
        payload: { productId: `100001/${c1}/s/1` },
        headers: { 'sec-fetch-site': 'cross-site' },
      }),
    );
    expect(res.statusCode).toBe(403);
    expect(await storedCart()).toEqual([]);
  });
});
