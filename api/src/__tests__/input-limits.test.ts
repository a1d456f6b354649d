import { randomBytes } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { useTestApp } from '../test-support/test-app';
import { SAME_ORIGIN, asBrowser, registerCustomer, type TestCustomer } from '../test-support/accounts';
import { BILLING, SHIPPING, purchaseBody } from '../test-support/checkout';

/**
 * Every string that reaches the database has a length bound: an over-long value gets 400 `{error,
 * fields}` naming the limit, never a 500 (a random 3,000-character e-mail overflowed the e-mail index).
 */
const ctx = useTestApp();
let customer: TestCustomer;
beforeAll(async () => {
  customer = await registerCustomer(ctx.app);
});

/** Random text does not compress, so it reaches the index at full length as an attacker's would. */
const longText = (length: number) => randomBytes(length).toString('base64url').slice(0, length).replace(/[-_]/g, 'x');
const longEmail = `${longText(3000)}@example.com`;
const longLetters = 'Lviv'.repeat(30);
const EMAIL_TOO_LONG = 'Email must be at most 254 characters';

/** A valid address form: the shipping form's fields are the address's. */
const ADDRESS = SHIPPING;
const PROFILE = { firstName: 'Olena', lastName: 'Kovalenko', birthDate: '1990-01-01', phoneNumber: '0501234567' };
const CONTACT = { fullName: 'Olena', email: 'olena@example.com', message: 'Hello', privacyPolicy: true };

type Case = [label: string, request: () => InjectOptions, field: string, message: string];
const post = (url: string, payload: object): InjectOptions => ({ method: 'POST', url, headers: SAME_ORIGIN, payload });
const asCustomer = (options: InjectOptions) => () => asBrowser(customer.token, options);

const cases: Case[] = [
  [
    'POST /api/customers email',
    () => post('/api/customers', { ...PROFILE, email: longEmail, password: 'correct-horse-1' }),
    'email',
    EMAIL_TOO_LONG,
  ],
  [
    'POST /api/customers/login loginOrEmail',
    () => post('/api/customers/login', { loginOrEmail: longEmail, password: 'correct-horse-1' }),
    'loginOrEmail',
    EMAIL_TOO_LONG,
  ],
  [
    'PUT /api/customers email',
    asCustomer({ method: 'PUT', url: '/api/customers', payload: { ...PROFILE, email: longEmail } }),
    'email',
    EMAIL_TOO_LONG,
  ],
  [
    'POST /api/subscribers email',
    () => post('/api/subscribers', { email: longEmail, agreement: true }),
    'email',
    EMAIL_TOO_LONG,
  ],
  ['POST /api/contacts email', () => post('/api/contacts', { ...CONTACT, email: longEmail }), 'email', EMAIL_TOO_LONG],
  [
    'POST /api/contacts message',
    () => post('/api/contacts', { ...CONTACT, message: longText(5001) }),
    'message',
    'Message must be at most 5000 characters',
  ],
  [
    'POST /api/contacts orderNumber',
    () => post('/api/contacts', { ...CONTACT, orderNumber: longText(101) }),
    'orderNumber',
    'Order number must be at most 100 characters',
  ],
  [
    'POST /api/address email',
    asCustomer({ method: 'POST', url: '/api/address', payload: { ...ADDRESS, email: longEmail } }),
    'email',
    EMAIL_TOO_LONG,
  ],
  [
    'POST /api/address city',
    asCustomer({ method: 'POST', url: '/api/address', payload: { ...ADDRESS, city: longLetters } }),
    'city',
    'City must be at most 100 characters',
  ],
  [
    'POST /api/address addressLine1',
    asCustomer({ method: 'POST', url: '/api/address', payload: { ...ADDRESS, addressLine1: longText(101) } }),
    'addressLine1',
    'Street must be at most 100 characters',
  ],
  [
    'POST /api/address addressLine2',
    asCustomer({ method: 'POST', url: '/api/address', payload: { ...ADDRESS, addressLine2: '1'.repeat(101) } }),
    'addressLine2',
    'Apartment must be at most 100 characters',
  ],
  [
    'PUT /api/address newAddress.lastName',
    asCustomer({ method: 'PUT', url: '/api/address', payload: { newAddress: { ...ADDRESS, lastName: longLetters } } }),
    'lastName',
    'Last Name must be at most 100 characters',
  ],
  [
    'POST /api/comments content',
    asCustomer({
      method: 'POST',
      url: '/api/comments',
      payload: { productId: '100001', rate: 5, content: longText(2001) },
    }),
    'content',
    'Feedback must be at most 2000 characters',
  ],
  [
    'POST /api/purchase email',
    asCustomer({ method: 'POST', url: '/api/purchase', payload: purchaseBody(10, { email: longEmail }) }),
    'email',
    EMAIL_TOO_LONG,
  ],
  [
    'POST /api/purchase shippingDetails.company',
    asCustomer({
      method: 'POST',
      url: '/api/purchase',
      payload: purchaseBody(10, { shippingDetails: { ...SHIPPING, company: longText(101) } }),
    }),
    'shippingDetails.company',
    'Company must be at most 100 characters',
  ],
  [
    'POST /api/purchase paymentDetails.billingAddress.addressLine2',
    asCustomer({
      method: 'POST',
      url: '/api/purchase',
      payload: purchaseBody(10, {
        paymentDetails: {
          method: 'card',
          currency: 'usd',
          billingAddress: { ...BILLING, addressLine2: longText(101) },
        },
      }),
    }),
    'paymentDetails.billingAddress.addressLine2',
    'Second address line must be at most 100 characters',
  ],
  [
    'POST /api/products/search text',
    () => post('/api/products/search', { text: longText(101) }),
    'text',
    'text must be at most 100 characters',
  ],
  [
    'PUT /api/customers/password newPassword',
    () =>
      asBrowser(customer.token, {
        method: 'PUT',
        url: '/api/customers/password',
        payload: { currentPassword: customer.password, newPassword: longText(31), confirmPassword: longText(31) },
      }),
    'newPassword',
    'Password is too long!',
  ],
];

describe('over-long values', () => {
  it.each(cases)('%s: 400 {error, fields} with the limit', async (_label, request, field, message) => {
    const res = await ctx.app.inject(request());
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({ [field]: message });
    expect(typeof res.json().error).toBe('string');
  });

  it.each<[string, () => InjectOptions]>([
    [
      'POST /api/customers/cart productId',
      asCustomer({ method: 'POST', url: '/api/customers/cart', payload: { productId: longText(5000) } }),
    ],
    [
      'POST /api/customers/cart/merge items',
      asCustomer({ method: 'POST', url: '/api/customers/cart/merge', payload: { items: [longText(5000)] } }),
    ],
    ['POST /api/cart/quote items', () => post('/api/cart/quote', { items: [longText(5000)] })],
    [
      'POST /api/customers/wishlist productId',
      asCustomer({ method: 'POST', url: '/api/customers/wishlist', payload: { productId: longText(5000) } }),
    ],
    [
      'POST /api/customers/wishlist/merge productIds',
      asCustomer({ method: 'POST', url: '/api/customers/wishlist/merge', payload: { productIds: [longText(5000)] } }),
    ],
    [
      'POST /api/payment-methods/default paymentMethodId',
      asCustomer({
        method: 'POST',
        url: '/api/payment-methods/default',
        payload: { paymentDetails: { paymentMethodId: `pm_${longText(5000)}` } },
      }),
    ],
    [
      'POST /api/purchase Idempotency-Key',
      asCustomer({
        method: 'POST',
        url: '/api/purchase',
        headers: { 'idempotency-key': longText(5000) },
        payload: purchaseBody(10),
      }),
    ],
    ['GET /api/products?id=', () => ({ url: `/api/products?id=${longText(5000)}` })],
    ['GET /api/products/ids?pid=', () => ({ url: `/api/products/ids?pid=${longText(5000)}` })],
    ['GET /api/products/filter?category=', () => ({ url: `/api/products/filter?category=${longText(5000)}` })],
    [
      'GET /api/comments/product/id?productId=',
      () => ({ url: `/api/comments/product/id?productId=${longText(5000)}` }),
    ],
    ['GET /api/banners/:name', () => ({ url: `/api/banners/${longText(5000)}` })],
    ['GET /api/banners/:name/:name2', () => ({ url: `/api/banners/home/${longText(5000)}` })],
    ['GET /api/orders/:id', asCustomer({ url: `/api/orders/${longText(5000)}` })],
    ['GET /api/subscribers/confirm?token=', () => ({ url: `/api/subscribers/confirm?token=${longText(5000)}` })],
    ['GET /api/customers/verify-email?token=', () => ({ url: `/api/customers/verify-email?token=${longText(5000)}` })],
  ])('%s: a client error, never a 500', async (_label, request) => {
    const res = await ctx.app.inject(request());
    expect(res.statusCode).toBeGreaterThanOrEqual(200);
    expect(res.statusCode).toBeLessThan(500);
    if (res.statusCode >= 400) expect(typeof res.json().error).toBe('string');
  });
});
