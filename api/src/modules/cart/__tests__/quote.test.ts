import { computeOrderTotals, type CartQuote, type Color } from 'contracts';
import { useTestApp } from '../../../test-support/test-app';
import { asBrowser, registerCustomer } from '../../../test-support/accounts';
import { absentColorOf, colorsOf, firstImageOf, setPrice, setStock } from '../../../test-support/catalogue';
import { QUOTES_PER_MINUTE } from '../routes';
import { taxCentsOf } from '../service';

const ctx = useTestApp();

let c1: Color;
let c2: Color;
let c3: Color;
let absent: Color;
beforeAll(async () => {
  const db = ctx.database.db;
  [c1, c2] = await colorsOf(db, '100001');
  [c3] = await colorsOf(db, '100003');
  absent = await absentColorOf(db, '100001');
  await setPrice(db, '100001', '19.99');
  await setPrice(db, '100003', '5.05');
  await setStock(db, '100001', c1, { s: 5, m: 1, l: 0 });
  await setStock(db, '100001', c2, { s: 3 });
  await setStock(db, '100003', c3, { m: 10 });
});

/** The tiny placeholder of a colour's main photo: the bag line shows it until the photo arrives. */
const mainPlaceholderOf = async (productId: string, color: string) => {
  const { rows } = await ctx.database.db.query<{ placeholder: string }>(
    'SELECT placeholder FROM product_photos WHERE product_id = $1 AND color = $2 AND position = 0',
    [productId, color],
  );
  expect(rows[0]!.placeholder).toMatch(/^data:image\/webp;base64,/);
  return rows[0]!.placeholder;
};

const quote = (payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/cart/quote', payload: payload as object, headers });

describe('POST /api/cart/quote', () => {
  it('prices every line from the catalogue in cents: subtotal, 10 % tax, free shipping, total', async () => {
    const res = await quote({ items: [`100001/${c1}/s/2`, `100003/${c3}/m/3`] });
    expect(res.statusCode).toBe(200);
    const body = res.json() as CartQuote;
    expect(body).toEqual({
      lines: [
        {
          key: `100001/${c1}/s/2`,
          requestedKey: `100001/${c1}/s/2`,
          productId: '100001',
          name: 'Cotton Slip Dress',
          image: await firstImageOf(ctx.database.db, '100001', c1),
          placeholder: await mainPlaceholderOf('100001', c1),
          color: c1,
          size: 's',
          quantity: 2,
          stock: 5,
          unitPriceCents: 1999,
          lineTotalCents: 3998,
          clamped: false,
        },
        {
          key: `100003/${c3}/m/3`,
          requestedKey: `100003/${c3}/m/3`,
          productId: '100003',
          name: 'Denim Culottes',
          image: await firstImageOf(ctx.database.db, '100003', c3),
          placeholder: await mainPlaceholderOf('100003', c3),
          color: c3,
          size: 'm',
          quantity: 3,
          stock: 10,
          unitPriceCents: 505,
          lineTotalCents: 1515,
          clamped: false,
        },
      ],
      dropped: [],
      droppedNames: {},
      discount: null,
      // 3998 + 1515 = 5513; tax 551.3 → 551; total 6064.
      subtotalCents: 5513,
      taxCents: 551,
      shippingCents: 0,
      totalCents: 6064,
      currency: 'usd',
    });
    expect(body.lines[0].image).toMatch(/^\/api\/photos\/[0-9a-f]{64}-1600\.jpg$/);
  });

  it('rounds the tax half up to the cent: $1.05 → 10.5 cents → 11', async () => {
    await setPrice(ctx.database.db, '100003', '1.05');
    try {
      const body = (await quote({ items: [`100003/${c3}/m/1`] })).json() as CartQuote;
      expect(body).toMatchObject({ subtotalCents: 105, taxCents: 11, totalCents: 116 });
    } finally {
      await setPrice(ctx.database.db, '100003', '5.05');
    }
  });

  it('computes the tax like the order summary does (contracts computeOrderTotals), in whole cents', () => {
    for (const cents of [0, 1, 4, 5, 15, 105, 995, 5513, 12345, 99999, 1234567]) {
      const { tax } = computeOrderTotals(cents / 100);
      expect(taxCentsOf(cents)).toBe(Math.round(tax * 100));
    }
    expect(taxCentsOf(5)).toBe(1);
    expect(taxCentsOf(4)).toBe(0);
  });

  it('lowers a quantity above the stock to the stock and flags the line', async () => {
    const body = (await quote({ items: [`100001/${c1}/m/4`, `100001/${c1}/s/1000000000`] })).json() as CartQuote;
    expect(body.lines.map((l) => [l.requestedKey, l.key, l.quantity, l.stock, l.clamped, l.lineTotalCents])).toEqual([
      [`100001/${c1}/m/4`, `100001/${c1}/m/1`, 1, 1, true, 1999],
      [`100001/${c1}/s/1000000000`, `100001/${c1}/s/5`, 5, 5, true, 9995],
    ]);
    expect(body).toMatchObject({ subtotalCents: 11994, taxCents: 1199, totalCents: 13193, dropped: [] });
  });

  it('drops unknown, sold-out, malformed and repeated lines, in the order sent, and prices the rest', async () => {
    const items = [
      '999999/blue/s/1',
      `100001/${absent}/s/1`,
      `100001/${c1}/l/1`,
      `100001/${c2}/s/1`,
      `100001/${c1}/s/0`,
      `100001/${c1}/s/1.5`,
      `100001/${c1}/s/-1`,
      'hello',
      `100001/${c2}/s/2`,
    ];
    const body = (await quote({ items })).json() as CartQuote;
    expect(body.lines.map((l) => l.key)).toEqual([`100001/${c2}/s/1`]);
    expect(body.dropped).toEqual([
      '999999/blue/s/1',
      `100001/${absent}/s/1`,
      `100001/${c1}/l/1`,
      `100001/${c1}/s/0`,
      `100001/${c1}/s/1.5`,
      `100001/${c1}/s/-1`,
      'hello',
      `100001/${c2}/s/2`,
    ]);
    expect(body).toMatchObject({ subtotalCents: 1999, taxCents: 200, totalCents: 2199 });
    // The product still sold is named for its colour and size that are gone; a product that is not, never.
    const name = body.lines[0].name;
    expect(body.droppedNames).toEqual({ [`100001/${absent}/s/1`]: name, [`100001/${c1}/l/1`]: name });
  });

  it('ignores prices and totals in the body: the catalogue is the only source', async () => {
    const body = (
      await quote({
        items: [`100003/${c3}/m/2`],
        price: 0.01,
        unitPriceCents: 1,
        subtotalCents: 1,
        prices: { '100003': 0.01 },
        userId: '00000000-0000-0000-0000-000000000000',
      })
    ).json() as CartQuote;
    expect(body).toMatchObject({ subtotalCents: 1010, taxCents: 101, totalCents: 1111 });
    const { rows } = await ctx.database.db.query<{ price: string }>(
      `SELECT price::text FROM products WHERE id = '100003'`,
    );
    expect(rows[0].price).toBe('5.05');
  });

  it('answers an empty bag with zeros', async () => {
    expect((await quote({ items: [] })).json()).toEqual({
      lines: [],
      dropped: [],
      droppedNames: {},
      discount: null,
      subtotalCents: 0,
      taxCents: 0,
      shippingCents: 0,
      totalCents: 0,
      currency: 'usd',
    });
  });

  it('works for a logged-in customer as for a guest', async () => {
    const customer = await registerCustomer(ctx.app);
    const res = await ctx.app.inject(
      asBrowser(customer.token, { method: 'POST', url: '/api/cart/quote', payload: { items: [`100003/${c3}/m/1`] } }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ subtotalCents: 505, totalCents: 556 });
  });

  it.each([
    ['no body', undefined],
    ['a list instead of an object', [`100003/${c3}/m/1`]],
    ['items missing', {}],
    ['items as one string', { items: `100003/${c3}/m/1` }],
    ['items as an object', { items: { 0: `100003/${c3}/m/1` } }],
    ['101 items', { items: Array.from({ length: 101 }, () => `100003/${c3}/m/1`) }],
    ['a number among the items', { items: [`100003/${c3}/m/1`, 100003] }],
    ['an object among the items', { items: [{ productId: '100003', color: c3, size: 'm', quantity: '2' }] }],
  ])('refuses %s with 400', async (_name, payload) => {
    const res = await quote(payload, { 'content-type': 'application/json' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual(expect.any(String));
  });

  it('names what is wrong: the list, or the item that is not a string', async () => {
    const list = 'items must be a list of at most 100 cart item keys such as "100001/blue/m/1"';
    expect((await quote({ items: 'x' })).json()).toEqual({ error: list, fields: { items: list } });
    const item = `items[1] must be a string: ${list}`;
    expect((await quote({ items: ['x', 2] })).json()).toEqual({ error: item, fields: { items: item } });
  });

  it('accepts exactly 100 items', async () => {
    const res = await quote({ items: Array.from({ length: 100 }, () => `100003/${c3}/m/1`) });
    expect(res.statusCode).toBe(200);
    expect(res.json().lines).toHaveLength(1);
    expect(res.json().dropped).toHaveLength(99);
  });

  // Last: it uses up this client's quotes for the minute.
  it(`allows ${QUOTES_PER_MINUTE} quotes a minute per client, then answers 429`, async () => {
    let status = 200;
    let sent = 0;
    while (status !== 429 && sent <= QUOTES_PER_MINUTE + 1) {
      status = (await quote({ items: [] })).statusCode;
      sent += 1;
    }
    expect(status).toBe(429);
    // The earlier tests of this file used some of the window already.
    expect(sent).toBeLessThanOrEqual(QUOTES_PER_MINUTE + 1);
    expect(sent).toBeGreaterThan(QUOTES_PER_MINUTE - 40);
  });
});
