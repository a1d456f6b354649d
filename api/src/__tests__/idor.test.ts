import { asBearer, asBrowser, registerCustomer, type TestCustomer } from '../test-support/accounts';
import { colorsOf, setStock } from '../test-support/catalogue';
import { SHIPPING, postPurchase, purchaseBody } from '../test-support/checkout';
import { createCard, usePaymentsTestApp } from '../test-support/payments';

/**
 * IDOR matrix: customer B names customer A (`_id` / `userId` in the body or the query) on every
 * account route. Each request must answer 403 {error:'Forbidden'} and change nothing: A's profile,
 * wish list, bag, address, card, orders, feedback and session are read back after every case and compared.
 */
const ctx = usePaymentsTestApp();

let a: TestCustomer;
let b: TestCustomer;
/** A bag line with stock (set in beforeAll), e.g. "100001/green/s/1". */
let line = (quantity: number) => `100001/green/s/${quantity}`;

const address = { ...SHIPPING, email: 'home@example.com', default: true };
/** Each customer's saved card (a processor payment method) and pending order, made in beforeAll. */
const cards = new Map<string, string>();
const orders = new Map<string, string>();
const cardOf = (c: TestCustomer) => ({ paymentMethodId: cards.get(c.id)! });

async function stateOf(customer: TestCustomer) {
  const get = async (url: string) => {
    const res = await ctx.app.inject(asBearer(customer.token, { url }));
    return { status: res.statusCode, body: res.json() };
  };
  const { rows } = await ctx.database.db.query('SELECT password_hash FROM customers WHERE id = $1', [customer.id]);
  return {
    customer: await get('/api/customers/customer'),
    address: await get('/api/address/default'),
    card: await get('/api/payment-methods/default'),
    orders: await get('/api/orders'),
    order: await get(`/api/orders/${orders.get(customer.id)}`),
    feedback: (await ctx.app.inject({ url: '/api/comments/product/id?productId=100001' })).json(),
    passwordHash: rows[0],
    mails: (await ctx.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(customer.email)}` })).json().length,
  };
}

beforeAll(async () => {
  const [color] = await colorsOf(ctx.database.db, '100001');
  await setStock(ctx.database.db, '100001', color, { s: 5, m: 5 });
  line = (quantity: number) => `100001/${color}/s/${quantity}`;
  a = await registerCustomer(ctx.app, { firstName: 'Anna' });
  b = await registerCustomer(ctx.app, { firstName: 'Bohdan' });
  for (const c of [a, b]) {
    const bag = await ctx.app.inject(
      asBrowser(c.token, { method: 'POST', url: '/api/customers/cart', payload: { productId: line(2) } }),
    );
    expect(bag.json()).toEqual({ cart: [line(2)] });
    const feedback = await ctx.app.inject(
      asBrowser(c.token, {
        method: 'POST',
        url: '/api/comments',
        payload: { productId: '100001', rate: 4, content: `By ${c.firstName}` },
      }),
    );
    expect(feedback.statusCode).toBe(201);
    await ctx.app.inject(
      asBrowser(c.token, { method: 'POST', url: '/api/customers/wishlist', payload: { productId: '100001' } }),
    );
    await ctx.app.inject(asBrowser(c.token, { method: 'POST', url: '/api/address', payload: address }));
    cards.set(c.id, (await createCard(ctx.stripe)).id);
    const saved = await ctx.app.inject(
      asBrowser(c.token, {
        method: 'POST',
        url: '/api/payment-methods/default',
        payload: { paymentDetails: cardOf(c), default: true },
      }),
    );
    expect(saved.statusCode).toBe(201);
    // A pending order of the bag line, at the total the quote gives.
    const quote = await ctx.app.inject({ method: 'POST', url: '/api/cart/quote', payload: { items: [line(2)] } });
    const order = await postPurchase(ctx.app, c, purchaseBody(quote.json().totalCents / 100));
    expect(order.statusCode).toBe(201);
    orders.set(c.id, order.json().orderId);
  }
});

/** Each route with a body that B could legitimately send for themselves. */
const routes: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; body?: () => Record<string, unknown> }[] = [
  { method: 'GET', url: '/api/cookies' },
  { method: 'GET', url: '/api/customers/customer' },
  {
    method: 'PUT',
    url: '/api/customers',
    body: () => ({
      firstName: 'Hacked',
      lastName: 'Name',
      email: b.email,
      birthDate: '1990-01-01',
      phoneNumber: '0500000000',
    }),
  },
  {
    method: 'PUT',
    url: '/api/customers/password',
    body: () => ({ currentPassword: b.password, newPassword: 'hacked-pass-1', confirmPassword: 'hacked-pass-1' }),
  },
  { method: 'DELETE', url: '/api/customers/delete-account', body: () => ({}) },
  { method: 'POST', url: '/api/customers/wishlist', body: () => ({ productId: '100005' }) },
  { method: 'DELETE', url: '/api/customers/wishlist', body: () => ({ productId: '100001' }) },
  { method: 'DELETE', url: '/api/customers/clear', body: () => ({}) },
  { method: 'POST', url: '/api/customers/wishlist/merge', body: () => ({ productIds: ['100006'] }) },
  { method: 'POST', url: '/api/customers/verify-email/resend', body: () => ({}) },
  { method: 'POST', url: '/api/customers/cart', body: () => ({ productId: line(3) }) },
  { method: 'DELETE', url: '/api/customers/cart', body: () => ({ productId: line(1) }) },
  { method: 'DELETE', url: '/api/customers/clearCart', body: () => ({}) },
  { method: 'POST', url: '/api/customers/cart/merge', body: () => ({ items: [line(5)] }) },
  { method: 'POST', url: '/api/comments', body: () => ({ productId: '100001', rate: 1, content: 'Hacked' }) },
  { method: 'GET', url: '/api/address/default' },
  { method: 'POST', url: '/api/address', body: () => ({ ...address, city: 'Hacked' }) },
  { method: 'PUT', url: '/api/address', body: () => ({ newAddress: { ...address, city: 'Hacked' } }) },
  { method: 'GET', url: '/api/payment-methods/default' },
  { method: 'POST', url: '/api/payment-methods/default', body: () => ({ paymentDetails: cardOf(b), default: true }) },
  { method: 'POST', url: '/api/payment-method', body: () => ({ paymentDetails: cardOf(b) }) },
  { method: 'DELETE', url: '/api/payment-methods/delete', body: () => ({}) },
  { method: 'POST', url: '/api/purchase', body: () => purchaseBody(1) },
  { method: 'GET', url: '/api/orders' },
  { method: 'GET', url: '/api/orders/00000000-0000-4000-8000-000000000000' },
];

const cases = routes.flatMap((route) =>
  (['_id', 'userId'] as const).flatMap((key) => {
    const where = route.body ? (['body', 'query'] as const) : (['query'] as const);
    return where.map((place) => [`${route.method} ${route.url}`, key, place, route] as const);
  }),
);

describe('IDOR: B naming A is refused everywhere', () => {
  // What both hold before the first case: each case must leave it as it is, so each is compared with it (the
  // same check as a snapshot before every case, by induction, at half the requests).
  let beforeA: Awaited<ReturnType<typeof stateOf>>;
  let beforeB: Awaited<ReturnType<typeof stateOf>>;
  beforeAll(async () => {
    beforeA = await stateOf(a);
    beforeB = await stateOf(b);
  });

  it.each(cases)("%s with A's %s in the %s → 403, nothing changes", async (_name, key, place, route) => {
    const body = route.body?.();
    const res = await ctx.app.inject(
      asBrowser(b.token, {
        method: route.method,
        url: place === 'query' ? `${route.url}?${key}=${a.id}` : route.url,
        payload: place === 'body' ? { ...body, [key]: a.id } : body,
      }),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'Forbidden' });
    expect(await stateOf(a)).toEqual(beforeA);
    expect(await stateOf(b)).toEqual(beforeB);
  });

  it("also refuses A's userId inside newAddress (PUT /api/address)", async () => {
    const before = await stateOf(a);
    const res = await ctx.app.inject(
      asBrowser(b.token, { method: 'PUT', url: '/api/address', payload: { newAddress: { ...address, userId: a.id } } }),
    );
    expect(res.statusCode).toBe(403);
    expect(await stateOf(a)).toEqual(before);
  });

  it("accepts the session's own id (the spec's clients send it)", async () => {
    const res = await ctx.app.inject(
      asBrowser(b.token, {
        method: 'POST',
        url: '/api/customers/wishlist',
        payload: { productId: '100003', _id: b.id, userId: b.id },
      }),
    );
    expect(res.statusCode).toBe(200);
    const own = await ctx.app.inject(asBrowser(b.token, { url: `/api/address/default?userId=${b.id}` }));
    expect(own.statusCode).toBe(200);
  });

  it('answers 401 before anything else without a session, even with an id', async () => {
    const res = await ctx.app.inject({ url: `/api/address/default?userId=${a.id}` });
    expect(res.statusCode).toBe(401);
  });
});
