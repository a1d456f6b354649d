import { useTestApp } from '../../../test-support/test-app';
import { asBrowser, registerCustomer, type TestCustomer } from '../../../test-support/accounts';
import { cardBrand } from '../card';

const ctx = useTestApp();
let customer: TestCustomer;
beforeEach(async () => {
  customer = await registerCustomer(ctx.app);
});

const card = (overrides: object = {}) => ({
  cardNumber: '4242 4242 4242 4242',
  cardExpiryDate: '12/39',
  cardCVV: '123',
  ...overrides,
});
const save = (paymentDetails: object, url = '/api/payment-methods/default') =>
  ctx.app.inject(asBrowser(customer.token, { method: 'POST', url, payload: { paymentDetails, default: true } }));
const get = () => ctx.app.inject(asBrowser(customer.token, { url: '/api/payment-methods/default' }));

/** Every text-like column of every table of the current schema, as JSON text per row. */
async function everyRowAsText(): Promise<{ table: string; row: string }[]> {
  const db = ctx.database.db;
  const { rows: tables } = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const out: { table: string; row: string }[] = [];
  for (const { table_name } of tables) {
    const quoted = `"${table_name.replace(/"/g, '""')}"`;
    const { rows } = await db.query<{ j: string }>(`SELECT row_to_json(t)::text AS j FROM ${quoted} t`);
    for (const r of rows) out.push({ table: table_name, row: r.j });
  }
  return out;
}

describe('saved card', () => {
  it('GET /api/payment-methods/default answers {paymentDetails: null} without a card', async () => {
    expect((await get()).json()).toEqual({ paymentDetails: null });
  });

  it('POST /api/payment-methods/default keeps brand, last four digits and expiry only: 201', async () => {
    const res = await save(card());
    expect(res.statusCode).toBe(201);
    const expected = { brand: 'visa', last4: '4242', expiryMonth: 12, expiryYear: 2039, cardExpiryDate: '12/39' };
    expect(res.json()).toEqual({ paymentDetails: expected });
    expect((await get()).json()).toEqual({ paymentDetails: expected });
    expect(res.body).not.toContain('4242424242424242');
    expect(res.body).not.toContain('4242 4242 4242 4242');
  });

  it("never stores the full number or the CVV: no table's row contains either after saving 4242 4242 4242 4242 / 123", async () => {
    await save(card());
    await save(card(), '/api/payment-method');
    const rows = await everyRowAsText();
    expect(rows.some((r) => r.table === 'payment_cards')).toBe(true);
    const leaks = rows.filter((r) => r.row.includes('4242424242424242') || r.row.includes('4242 4242 4242 4242'));
    expect(leaks).toEqual([]);
    // The CVV is not a value anywhere in the card table (last4 4242 and the expiry are the only numbers kept).
    const { rows: cards } = await ctx.database.db.query<Record<string, unknown>>(
      'SELECT * FROM payment_cards WHERE customer_id = $1',
      [customer.id],
    );
    expect(Object.values(cards[0]).map(String)).not.toContain('123');
    expect(Object.keys(cards[0]).sort()).toEqual([
      'brand',
      'created_at',
      'customer_id',
      'exp_month',
      'exp_year',
      'last4',
    ]);
  });

  it('POST /api/payment-method replaces the one saved card', async () => {
    await save(card());
    const res = await save(card({ cardNumber: '5555555555554444', cardExpiryDate: '01/40' }), '/api/payment-method');
    expect(res.statusCode).toBe(201);
    expect((await get()).json().paymentDetails).toEqual({
      brand: 'mastercard',
      last4: '4444',
      expiryMonth: 1,
      expiryYear: 2040,
      cardExpiryDate: '01/40',
    });
    const { rows } = await ctx.database.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM payment_cards WHERE customer_id = $1',
      [customer.id],
    );
    expect(rows[0].n).toBe(1);
  });

  it('DELETE /api/payment-methods/delete: 200 "Card was successfully deleted", then 404 when there is none', async () => {
    await save(card());
    const res = await ctx.app.inject(
      asBrowser(customer.token, { method: 'DELETE', url: '/api/payment-methods/delete' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Card was successfully deleted' });
    expect((await get()).json()).toEqual({ paymentDetails: null });
    const again = await ctx.app.inject(
      asBrowser(customer.token, { method: 'DELETE', url: '/api/payment-methods/delete' }),
    );
    expect(again.statusCode).toBe(404);
  });

  it.each([
    ['cardNumber', '', 'Card number is required'],
    ['cardNumber', '4242 4242 4242 4241', 'Invalid card number'],
    ['cardNumber', '4242-4242', 'Invalid card number'],
    ['cardExpiryDate', '', 'Expiry date is required'],
    ['cardExpiryDate', '13/30', 'Invalid expiry date format'],
    ['cardExpiryDate', '01/20', 'Card is expired'],
    ['cardCVV', '', 'CVV is required'],
    ['cardCVV', '12', 'Invalid CVV'],
    ['cardCVV', '1234', 'Invalid CVV'],
  ])('answers 400 when %s is %j: "%s", and stores nothing', async (field, value, message) => {
    const res = await save(card({ [field]: value }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message, fields: { [field]: message } });
    expect((await get()).json()).toEqual({ paymentDetails: null });
  });

  it('answers 400 with every field message when paymentDetails is missing', async () => {
    const res = await ctx.app.inject(
      asBrowser(customer.token, { method: 'POST', url: '/api/payment-method', payload: {} }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      cardNumber: 'Card number is required',
      cardExpiryDate: 'Expiry date is required',
      cardCVV: 'CVV is required',
    });
  });

  it('answers 401 to a guest', async () => {
    expect((await ctx.app.inject({ url: '/api/payment-methods/default' })).statusCode).toBe(401);
  });
});

describe('cardBrand', () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['378282246310005', 'amex'],
    ['6011111111111117', 'discover'],
    ['9999999999999995', 'unknown'],
  ])('%s is %s', (digits, brand) => expect(cardBrand(digits)).toBe(brand));
});
