import type { FastifyInstance } from 'fastify';
import type { PurchaseRequest } from 'contracts';
import { asBrowser, type TestCustomer } from './accounts';

/** Checkout fixtures: a valid shipping and billing form, a bag, and POST /api/purchase as the browser sends it. */

export const SHIPPING = {
  email: 'olena@example.com',
  firstName: 'Olena',
  lastName: 'Kovalenko',
  country: 'Ukraine',
  city: 'Lviv',
  addressLine1: 'Shevchenka 1',
  addressLine2: '12',
  zip: '79-000',
  phone: '0501234567',
};

export const BILLING = {
  name: 'Olena Kovalenko',
  email: 'olena@example.com',
  addressLine1: 'Shevchenka 1',
  zip: '79-000',
  country: 'Ukraine',
  city: 'Lviv',
  phone: '0501234567',
};

/** A valid purchase body for `totalPrice` dollars. */
export function purchaseBody(totalPrice: number, overrides: Partial<PurchaseRequest> = {}): PurchaseRequest {
  return {
    name: BILLING.name,
    email: BILLING.email,
    currency: 'usd',
    shippingDetails: { ...SHIPPING },
    paymentDetails: { method: 'card', currency: 'usd', billingAddress: { ...BILLING } },
    totalPrice,
    ...overrides,
  };
}

/** Puts these keys in the customer's bag (replacing it) and answers the bag's total in dollars. */
export async function fillBag(app: FastifyInstance, customer: TestCustomer, keys: string[]): Promise<number> {
  await app.inject(asBrowser(customer.token, { method: 'DELETE', url: '/api/customers/clearCart' }));
  for (const key of keys) {
    const res = await app.inject(
      asBrowser(customer.token, { method: 'POST', url: '/api/customers/cart', payload: { productId: key } }),
    );
    if (res.statusCode !== 200) throw new Error(`bag: ${res.statusCode} ${res.body}`);
  }
  const quote = await app.inject({ method: 'POST', url: '/api/cart/quote', payload: { items: keys } });
  return (quote.json() as { totalCents: number }).totalCents / 100;
}

/** POST /api/purchase from a browser on the shop's page, without a session. */
export function postPurchaseAsGuest(app: FastifyInstance, body: object) {
  return app.inject({
    method: 'POST',
    url: '/api/purchase',
    headers: { 'sec-fetch-site': 'same-origin' },
    payload: body,
  });
}

/** POST /api/purchase as the customer's browser. */
export function postPurchase(app: FastifyInstance, customer: TestCustomer, body: object, idempotencyKey?: string) {
  return app.inject(
    asBrowser(customer.token, {
      method: 'POST',
      url: '/api/purchase',
      payload: body,
      headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
    }),
  );
}
