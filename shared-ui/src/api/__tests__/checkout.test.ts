import type { Order, PurchaseRequest } from 'contracts';
import { getPurchaseConflict, purchase } from '../purchase';
import { getOrder, getOrders } from '../orders';
import { getPaymentsConfig } from '../payments-config';
import { installFakeApi, type FakeApi } from './fake-api';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
});
afterEach(() => api.restore());

const only = () => {
  expect(api.requests).toHaveLength(1);
  return api.requests[0];
};

const address = {
  email: 'olena@example.com',
  firstName: 'Olena',
  lastName: 'Koval',
  country: 'Ukraine',
  city: 'Kyiv',
  addressLine1: 'Khreshchatyk 22',
  zip: '01-001',
  phone: '0501234567',
};

const request: PurchaseRequest = {
  name: 'Olena Koval',
  email: 'olena@example.com',
  currency: 'usd',
  shippingDetails: address,
  paymentDetails: {
    method: 'card',
    currency: 'usd',
    billingAddress: { ...address, name: 'Olena Koval' },
  },
  totalPrice: 142.45,
  products: ['100001/blue/m/1'],
};

describe('purchase api', () => {
  it('posts the purchase to /api/purchase with the Idempotency-Key header and resolves with the answer', async () => {
    const answer = { clientSecret: 'pi_1_secret_2', orderId: 'o-1', orderNumber: '100042', savedPaymentMethodId: null };
    api.respond(() => ({ status: 201, data: answer }));
    await expect(purchase(request, { idempotencyKey: 'key-123' })).resolves.toEqual(answer);
    const sent = only();
    expect(sent).toMatchObject({ method: 'POST', url: '/api/purchase', withCredentials: true, body: request });
    expect(sent.headers['Idempotency-Key']).toBe('key-123');
  });

  it('rejects a 409 with the reason and the new quote readable from the error', async () => {
    api.respond(() => ({
      status: 409,
      data: { error: 'The price of your bag changed', reason: 'price-changed', quote: { totalCents: 200 } },
    }));
    await expect(purchase(request, { idempotencyKey: 'k' })).rejects.toMatchObject({
      status: 409,
      error: 'The price of your bag changed',
      body: { reason: 'price-changed', quote: { totalCents: 200 } },
    });
  });
});

describe('orders api', () => {
  it('lists the orders with GET /api/orders', async () => {
    const orders = [{ id: 'o-1', number: '100042', status: 'paid' }];
    api.respond(() => ({ status: 200, data: { orders } }));
    await expect(getOrders()).resolves.toEqual(orders);
    expect(only()).toMatchObject({ method: 'GET', url: '/api/orders', withCredentials: true });
  });

  it('reads one order with GET /api/orders/:id, the id encoded', async () => {
    const order = { id: 'o 1', number: '100042' } as Order;
    api.respond(() => ({ status: 200, data: order }));
    await expect(getOrder('o 1')).resolves.toEqual(order);
    expect(only()).toMatchObject({ method: 'GET', url: '/api/orders/o%201' });
  });

  it('rejects someone else’s order with the 404', async () => {
    api.respond(() => ({ status: 404, data: { error: 'Order not found' } }));
    await expect(getOrder('o-2')).rejects.toMatchObject({ status: 404 });
  });
});

describe('payments config api', () => {
  it('reads GET /api/payments/config', async () => {
    const config = {
      mode: 'test-processor',
      publishableKey: 'pk_test_x',
      scriptUrl: 'http://localhost:3007/v3/stripe.js',
    };
    api.respond(() => ({ status: 200, data: config }));
    await expect(getPaymentsConfig()).resolves.toEqual(config);
    expect(only()).toMatchObject({ method: 'GET', url: '/api/payments/config' });
  });
});

describe('getPurchaseConflict', () => {
  it('names a stock-short 409 with its lines, and nothing for other errors', async () => {
    const lines = [{ key: '100001/blue/m/2', name: 'Linen Wrap Dress', available: 1 }];
    api.respond(() => ({ status: 409, data: { error: 'Not enough stock', reason: 'stock-short', lines } }));
    const conflict = await purchase(request, { idempotencyKey: 'k' }).catch(getPurchaseConflict);
    expect(conflict).toEqual({ error: 'Not enough stock', reason: 'stock-short', lines });
    api.respond(() => ({ status: 400, data: { error: 'Your bag is empty' } }));
    await expect(purchase(request, { idempotencyKey: 'k' }).catch(getPurchaseConflict)).resolves.toBeUndefined();
  });
});
