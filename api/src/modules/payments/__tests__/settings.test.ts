import Stripe from 'stripe';
import { useTestApp } from '../../../test-support/test-app';
import { SAME_ORIGIN, asBrowser, registerCustomer } from '../../../test-support/accounts';
import { paymentsConfigOf, paymentsSettingsFromEnv, testProcessorSettings, type PaymentsSettings } from '../settings';
import { createStripeClient } from '../stripe-client';

const KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_configured_secret',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_configured_publishable',
  STRIPE_WEBHOOK_SECRET: 'whsec_configured_webhook_secret',
};

describe('payments settings', () => {
  it('choose Stripe with all three STRIPE_* keys: api.stripe.com over https, no host override', () => {
    const settings = paymentsSettingsFromEnv({ ...KEYS, TEST_PAYMENTS_PORT: '4999' });
    expect(settings).toEqual({
      mode: 'stripe',
      secretKey: KEYS.STRIPE_SECRET_KEY,
      publishableKey: KEYS.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: KEYS.STRIPE_WEBHOOK_SECRET,
    });
    const stripe = createStripeClient(settings as Exclude<PaymentsSettings, { mode: 'disabled' }>);
    expect(stripe.getApiField('host')).toBe('api.stripe.com');
    expect(stripe.getApiField('protocol')).toBe('https');
    expect(stripe.getApiField('port')).toBe('443');
    expect(paymentsConfigOf(settings)).toEqual({
      mode: 'stripe',
      publishableKey: KEYS.STRIPE_PUBLISHABLE_KEY,
      scriptUrl: null,
    });
  });

  it('choose Stripe in production too', () => {
    expect(paymentsSettingsFromEnv({ ...KEYS, NODE_ENV: 'production' }).mode).toBe('stripe');
  });

  it('choose the local test processor without keys: localhost over http on TEST_PAYMENTS_PORT (default 3007)', () => {
    expect(paymentsSettingsFromEnv({})).toEqual(testProcessorSettings(3007));
    const settings = paymentsSettingsFromEnv({ TEST_PAYMENTS_PORT: '4999' });
    expect(settings).toMatchObject({ mode: 'test-processor', host: 'localhost', port: 4999 });
    const stripe = createStripeClient(settings as Exclude<PaymentsSettings, { mode: 'disabled' }>);
    expect(stripe.getApiField('host')).toBe('localhost');
    expect(String(stripe.getApiField('port'))).toBe('4999');
    expect(stripe.getApiField('protocol')).toBe('http');
    expect(paymentsConfigOf(settings)).toEqual({
      mode: 'test-processor',
      publishableKey: 'pk_test_vesna_local_processor',
      scriptUrl: 'http://localhost:4999/v3/stripe.js',
    });
  });

  it('disable payments in production without keys, and with only some keys anywhere (never the test processor)', () => {
    const production = paymentsSettingsFromEnv({ NODE_ENV: 'production' });
    expect(production.mode).toBe('disabled');
    // Why, for the log at start; the browser is told only that card payments are off.
    expect(production).toEqual({
      mode: 'disabled',
      reason: 'production without STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET',
    });
    expect(paymentsConfigOf(production)).toEqual({ mode: 'disabled', publishableKey: null, scriptUrl: null });
    const partial = paymentsSettingsFromEnv({ STRIPE_SECRET_KEY: KEYS.STRIPE_SECRET_KEY });
    expect(partial).toEqual({ mode: 'disabled', reason: 'STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET not set' });
  });
});

describe('with Stripe keys, the webhook', () => {
  // An app configured for Stripe (nothing here reaches the network: signatures are checked locally).
  const settings = paymentsSettingsFromEnv(KEYS);
  const ctx = useTestApp({ app: { payments: { settings } } });
  const payload = JSON.stringify({
    id: 'evt_settings_test_1',
    object: 'event',
    type: 'customer.created',
    created: 1_700_000_000,
    data: { object: { id: 'cus_1', object: 'customer' } },
  });
  const post = (signature: string, body = payload) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'stripe-signature': signature, 'content-type': 'application/json' },
      payload: body,
    });
  const events = async () =>
    (await ctx.database.db.query<{ id: string }>('SELECT id FROM payment_events ORDER BY id')).rows.map((r) => r.id);

  it('accepts an event signed with STRIPE_WEBHOOK_SECRET', async () => {
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: KEYS.STRIPE_WEBHOOK_SECRET });
    const res = await post(signature);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    expect(await events()).toEqual(['evt_settings_test_1']);
  });

  it.each([
    [
      "signed with another secret (the test processor's)",
      () => Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_vesna_local_processor' }),
    ],
    [
      'with a signature of another body',
      () => Stripe.webhooks.generateTestHeaderString({ payload: `${payload} `, secret: KEYS.STRIPE_WEBHOOK_SECRET }),
    ],
    [
      'too old (outside the 5-minute tolerance)',
      () =>
        Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: KEYS.STRIPE_WEBHOOK_SECRET,
          timestamp: Math.floor(Date.now() / 1000) - 600,
        }),
    ],
    ['with a garbage header', () => 't=1,v1=abc'],
  ])('refuses an event %s: 400, nothing recorded', async (_label, sign) => {
    const before = await events();
    const res = await post(sign());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Invalid webhook signature' });
    expect(await events()).toEqual(before);
  });

  it('refuses an event without a signature: 400', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/payments/webhook', payload });
    expect(res.statusCode).toBe(400);
  });

  it('is not subject to the same-origin check (a server calls it) and GET /api/payments/config says stripe', async () => {
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload: payload.replace('evt_settings_test_1', 'evt_settings_test_2'),
      secret: KEYS.STRIPE_WEBHOOK_SECRET,
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'stripe-signature': signature, 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
      payload: payload.replace('evt_settings_test_1', 'evt_settings_test_2'),
    });
    expect(res.statusCode).toBe(200);
    const config = await ctx.app.inject({ url: '/api/payments/config', headers: SAME_ORIGIN });
    expect(config.json()).toEqual({ mode: 'stripe', publishableKey: KEYS.STRIPE_PUBLISHABLE_KEY, scriptUrl: null });
  });
});

describe('in production without keys', () => {
  const ctx = useTestApp({
    app: { nodeEnv: 'production', publicOrigin: 'https://shop.example', mailTransport: 'outbox' },
  });

  it('GET /api/payments/config says disabled, never which STRIPE_* variable is missing; a purchase answers 503', async () => {
    const config = await ctx.app.inject({ url: '/api/payments/config' });
    expect(config.json()).toEqual({ mode: 'disabled', publishableKey: null, scriptUrl: null });
    expect(config.body).not.toContain('STRIPE_');
    const customer = await registerCustomer(ctx.app);
    const res = await ctx.app.inject(asBrowser(customer.token, { method: 'POST', url: '/api/purchase', payload: {} }));
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: 'Card payments are not available at the moment' });
  });
});
