import { useTestApp } from '../../../test-support/test-app';
import { asBrowser, registerCustomer, type TestCustomer } from '../../../test-support/accounts';

const ctx = useTestApp();
let customer: TestCustomer;
beforeEach(async () => {
  customer = await registerCustomer(ctx.app);
});

const call = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject(asBrowser(customer.token, { method, url, payload }));

describe('wish list', () => {
  it('POST /api/customers/wishlist adds a product and answers the whole list, without duplicates', async () => {
    expect((await call('POST', '/api/customers/wishlist', { productId: '100002' })).json()).toEqual({
      wishlist: ['100002'],
    });
    await call('POST', '/api/customers/wishlist', { productId: '100001' });
    const res = await call('POST', '/api/customers/wishlist', { productId: '100002' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ wishlist: ['100002', '100001'] });
  });

  it('DELETE /api/customers/wishlist removes a product', async () => {
    await call('POST', '/api/customers/wishlist', { productId: '100002' });
    await call('POST', '/api/customers/wishlist', { productId: '100003' });
    const res = await call('DELETE', '/api/customers/wishlist', { productId: '100002' });
    expect(res.json()).toEqual({ wishlist: ['100003'] });
  });

  it('DELETE /api/customers/clear empties the list', async () => {
    await call('POST', '/api/customers/wishlist', { productId: '100002' });
    const res = await call('DELETE', '/api/customers/clear');
    expect(res.json()).toEqual({ wishlist: [] });
    expect(
      (await ctx.app.inject(asBrowser(customer.token, { url: '/api/customers/customer' }))).json().wishlist,
    ).toEqual([]);
  });

  it('POST /api/customers/wishlist/merge adds a guest list in order, skipping unknown ids and ones already listed', async () => {
    await call('POST', '/api/customers/wishlist', { productId: '100004' });
    const res = await call('POST', '/api/customers/wishlist/merge', {
      productIds: ['100006', '100004', '999999', 'x', '100005'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ wishlist: ['100004', '100006', '100005'] });
  });

  it('answers 404 "Product not found" for an unknown or malformed product id', async () => {
    for (const productId of ['999999', 'abc', 100001]) {
      const res = await call('POST', '/api/customers/wishlist', { productId });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Product not found' });
    }
    expect((await call('DELETE', '/api/customers/wishlist', { productId: '999999' })).statusCode).toBe(404);
  });

  it('answers 400 without a productId, and for productIds that is not a list', async () => {
    const res = await call('POST', '/api/customers/wishlist', {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'productId is required', fields: { productId: 'productId is required' } });
    expect((await call('POST', '/api/customers/wishlist/merge', { productIds: 'abc' })).statusCode).toBe(400);
  });

  it('answers 401 "Not logged in" to a guest on every wish list route', async () => {
    for (const [method, url] of [
      ['POST', '/api/customers/wishlist'],
      ['DELETE', '/api/customers/wishlist'],
      ['DELETE', '/api/customers/clear'],
      ['POST', '/api/customers/wishlist/merge'],
    ] as const) {
      const res = await ctx.app.inject({ method, url, payload: { productId: '100001' } });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Not logged in' });
    }
  });
});
