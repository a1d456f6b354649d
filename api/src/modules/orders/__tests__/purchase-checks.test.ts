import type { Color, PriceChangedError, StockShortError } from 'contracts';
import { useTestApp } from '../../../test-support/test-app';
import { asBrowser, registerCustomer, type TestCustomer } from '../../../test-support/accounts';
import { colorsOf, setPrice, setStock } from '../../../test-support/catalogue';
import {
  BILLING,
  SHIPPING,
  fillBag,
  postPurchase,
  postPurchaseAsGuest,
  purchaseBody,
} from '../../../test-support/checkout';

/**
 * POST /api/purchase's checks that come before any payment: session, identity, the forms, the bag, the
 * price and the stock. None of them reaches the processor, and none of them reserves anything.
 */
const ctx = useTestApp();

let customer: TestCustomer;
let color: Color;
const stockOf = async (size: string) => {
  const { rows } = await ctx.database.db.query<{ quantity: number }>(
    'SELECT quantity FROM variant_sizes WHERE product_id = $1 AND color = $2 AND size = $3',
    ['100001', color, size],
  );
  return rows[0].quantity;
};
const orderCount = async () =>
  (await ctx.database.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders')).rows[0].n;

beforeAll(async () => {
  [color] = await colorsOf(ctx.database.db, '100001');
  customer = await registerCustomer(ctx.app);
});

beforeEach(async () => {
  await setPrice(ctx.database.db, '100001', '20.00');
  await setStock(ctx.database.db, '100001', color, { s: 5, m: 2 });
});

describe('POST /api/purchase before payment', () => {
  it('answers 401 "Not logged in" to a guest', async () => {
    const res = await postPurchaseAsGuest(ctx.app, purchaseBody(22));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Not logged in' });
  });

  it("answers 403 when userId is another customer's, before anything else", async () => {
    const other = await registerCustomer(ctx.app);
    await fillBag(ctx.app, customer, [`100001/${color}/s/1`]);
    const res = await postPurchase(ctx.app, customer, { ...purchaseBody(22), userId: other.id });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'Forbidden' });
    expect(await orderCount()).toBe(0);
  });

  it.each([
    ['shippingDetails.email', { shippingDetails: { ...SHIPPING, email: 'anna@mail' } }, 'Invalid email address'],
    [
      'shippingDetails.zip',
      { shippingDetails: { ...SHIPPING, zip: '79000' } },
      'Postal Code must be in the format **-***',
    ],
    [
      'shippingDetails.city',
      { shippingDetails: { ...SHIPPING, city: 'Lviv 2' } },
      'City cannot contain numbers or special symbols',
    ],
    [
      'shippingDetails.phone',
      { shippingDetails: { ...SHIPPING, phone: '12345' } },
      'Phone number must be exactly 10 digits',
    ],
    ['shippingDetails.addressLine1', { shippingDetails: { ...SHIPPING, addressLine1: '  ' } }, 'Address is required'],
    [
      'paymentDetails.billingAddress.zip',
      { paymentDetails: { method: 'card', currency: 'usd', billingAddress: { ...BILLING, zip: '1-1' } } },
      'ZIP format must be **-***',
    ],
    [
      'paymentDetails.billingAddress.name',
      { paymentDetails: { method: 'card', currency: 'usd', billingAddress: { ...BILLING, name: 'R2D2' } } },
      'Name cannot contain numbers or special characters',
    ],
    [
      'paymentDetails.method',
      { paymentDetails: { method: 'cash', currency: 'usd', billingAddress: BILLING } },
      "paymentDetails.method must be 'card' or 'saved-card'",
    ],
    ['email', { email: '' }, 'Email is required'],
    ['totalPrice', { totalPrice: 'a lot' }, 'totalPrice must be the total in dollars, e.g. 61.49'],
  ])('answers 400 with its message for a bad %s', async (field, overrides, message) => {
    await fillBag(ctx.app, customer, [`100001/${color}/s/1`]);
    const res = await postPurchase(ctx.app, customer, { ...purchaseBody(22), ...overrides });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message, fields: { [field]: message } });
    expect(await orderCount()).toBe(0);
    expect(await stockOf('s')).toBe(5);
  });

  it('answers 400 with every field of both forms when the sections are missing', async () => {
    const res = await postPurchase(ctx.app, customer, { totalPrice: 22 });
    expect(res.statusCode).toBe(400);
    const { fields } = res.json() as { fields: Record<string, string> };
    expect(fields).toMatchObject({
      name: 'Name is required',
      email: 'Email is required',
      'shippingDetails.email': 'Email is required',
      'shippingDetails.firstName': 'First Name is required',
      'shippingDetails.lastName': 'Last Name is required',
      'shippingDetails.country': 'Country is required',
      'shippingDetails.city': 'City is required',
      'shippingDetails.addressLine1': 'Address is required',
      'shippingDetails.zip': 'Postal Code is required',
      'shippingDetails.phone': 'Phone number is required',
      'paymentDetails.method': 'paymentDetails.method is required',
      'paymentDetails.billingAddress.name': 'Name is required',
      'paymentDetails.billingAddress.addressLine1': 'First address line is required',
      'paymentDetails.billingAddress.zip': 'ZIP is required',
      'paymentDetails.billingAddress.phone': 'Phone number is required',
    });
  });

  it('answers 400 "Send a JSON object: ..." to a body that is not an object', async () => {
    const res = await postPurchase(ctx.app, customer, ['x']);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^Send a JSON object/);
  });

  it('answers 400 to a malformed Idempotency-Key', async () => {
    await fillBag(ctx.app, customer, [`100001/${color}/s/1`]);
    const res = await postPurchase(ctx.app, customer, purchaseBody(22), 'two words');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Idempotency-Key must be 1 to 255 visible ASCII characters' });
  });

  it('answers 400 "Your bag is empty" for an empty bag', async () => {
    await fillBag(ctx.app, customer, []);
    const res = await postPurchase(ctx.app, customer, purchaseBody(1));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Your bag is empty' });
  });

  it('answers 400 "No saved card" when paying with a saved card the account does not have', async () => {
    await fillBag(ctx.app, customer, [`100001/${color}/s/1`]);
    const body = purchaseBody(22, {
      paymentDetails: { method: 'saved-card', currency: 'usd', billingAddress: BILLING },
    });
    const res = await postPurchase(ctx.app, customer, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'No saved card', fields: { 'paymentDetails.method': 'No saved card' } });
  });

  it('answers 409 price-changed with the new quote when the price changed since the shopper saw it; nothing reserved', async () => {
    const seen = await fillBag(ctx.app, customer, [`100001/${color}/s/2`]);
    expect(seen).toBe(44); // 2 × $20.00 + 10 % tax
    await setPrice(ctx.database.db, '100001', '25.00');
    const res = await postPurchase(ctx.app, customer, purchaseBody(seen));
    expect(res.statusCode).toBe(409);
    const body = res.json() as PriceChangedError;
    expect(body.reason).toBe('price-changed');
    expect(body.error).toBe('The prices in your bag have changed. Please review your order.');
    expect(body.quote).toMatchObject({ subtotalCents: 5000, taxCents: 500, totalCents: 5500 });
    expect(body.quote.lines[0]).toMatchObject({ productId: '100001', unitPriceCents: 2500, quantity: 2 });
    expect(await stockOf('s')).toBe(5);
    expect(await orderCount()).toBe(0);
  });

  it('never trusts a price in the body: a lower totalPrice is a 409 too', async () => {
    await fillBag(ctx.app, customer, [`100001/${color}/s/1`]);
    const res = await postPurchase(ctx.app, customer, { ...purchaseBody(0.01), subtotal: 0, tax: 0, price: 0.01 });
    expect(res.statusCode).toBe(409);
    expect(res.json().quote.totalCents).toBe(2200);
  });

  it('answers 409 stock-short naming the short line, and reserves nothing of the other lines', async () => {
    const total = await fillBag(ctx.app, customer, [`100001/${color}/s/3`, `100001/${color}/m/2`]);
    await setStock(ctx.database.db, '100001', color, { m: 1 });
    const res = await postPurchase(ctx.app, customer, purchaseBody(total));
    expect(res.statusCode).toBe(409);
    const body = res.json() as StockShortError;
    expect(body).toEqual({
      error: 'Some items in your bag are no longer available in the quantity you chose.',
      reason: 'stock-short',
      lines: [{ key: `100001/${color}/m/2`, name: 'Cotton Slip Dress', available: 1 }],
    });
    expect(await stockOf('s')).toBe(5);
    expect(await stockOf('m')).toBe(1);
    expect(await orderCount()).toBe(0);
  });

  it('answers 409 stock-short with available 0 for a sold-out line', async () => {
    const total = await fillBag(ctx.app, customer, [`100001/${color}/m/1`]);
    await setStock(ctx.database.db, '100001', color, { m: 0 });
    const res = await postPurchase(ctx.app, customer, purchaseBody(total));
    expect(res.statusCode).toBe(409);
    expect(res.json().lines).toEqual([{ key: `100001/${color}/m/1`, name: 'Cotton Slip Dress', available: 0 }]);
  });
});

describe('GET /api/orders', () => {
  it("answers the session's orders only: none yet", async () => {
    const res = await ctx.app.inject(asBrowser(customer.token, { url: '/api/orders' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ orders: [] });
  });

  it('answers 404 "Order not found" for an unknown or malformed id, 401 to a guest', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '1']) {
      const res = await ctx.app.inject(asBrowser(customer.token, { url: `/api/orders/${id}` }));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Order not found' });
    }
    expect((await ctx.app.inject({ url: '/api/orders' })).statusCode).toBe(401);
  });
});
