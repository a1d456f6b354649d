import Stripe from 'stripe';
import { startTestProcessor, type TestProcessor } from '../processor';
import { TEST_PROCESSOR_PUBLISHABLE_KEY, TEST_PROCESSOR_SECRET_KEY, TEST_PROCESSOR_WEBHOOK_SECRET } from '../settings';

// The processor as the API uses it: through the official `stripe` SDK, pointed at it with host/port/protocol.
let processor: TestProcessor;
let stripe: Stripe;
let deliveries: { payload: string; header: string }[];
let failNextDeliveries = 0;

const sdkFor = (key: string) =>
  new Stripe(key, { host: 'localhost', port: processor.port, protocol: 'http', maxNetworkRetries: 0 });

beforeAll(async () => {
  processor = await startTestProcessor({
    port: 0,
    deliverWebhook: async (payload, header) => {
      if (failNextDeliveries > 0) {
        failNextDeliveries -= 1;
        throw new Error('API down');
      }
      deliveries.push({ payload, header });
    },
  });
  stripe = sdkFor(TEST_PROCESSOR_SECRET_KEY);
});
afterAll(() => processor.close());
beforeEach(() => {
  deliveries = [];
  failNextDeliveries = 0;
});

const card = (number: string) => ({ number, exp_month: 12, exp_year: 2034, cvc: '123' });

async function newIntent(extra: Partial<Stripe.PaymentIntentCreateParams> = {}) {
  return stripe.paymentIntents.create({ amount: 12_345, currency: 'usd', metadata: { order_id: 'order-1' }, ...extra });
}

async function pay(number: string) {
  const intent = await newIntent();
  const paymentMethod = await stripe.paymentMethods.create({ type: 'card', card: card(number) });
  return {
    intent,
    paymentMethod,
    confirm: () => stripe.paymentIntents.confirm(intent.id, { payment_method: paymentMethod.id }),
  };
}

/** Verified events, in the order they arrived. */
async function eventsFor(intentId: string, count: number): Promise<Stripe.Event[]> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const events = deliveries
      .map(({ payload, header }) => stripe.webhooks.constructEvent(payload, header, TEST_PROCESSOR_WEBHOOK_SECRET))
      .filter((event) => (event.data.object as { id: string }).id === intentId);
    if (events.length >= count || Date.now() > deadline) return events;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function cardError(promise: Promise<unknown>): Promise<Stripe.errors.StripeCardError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a card error');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
  return error as Stripe.errors.StripeCardError;
}

async function childError(promise: Promise<unknown>): Promise<Stripe.errors.StripeError> {
  return promise.then(
    () => {
      throw new Error('expected an error');
    },
    (e: Stripe.errors.StripeError) => e,
  );
}

async function challenge(url: string, action: 'complete' | 'fail') {
  return fetch(url, { method: 'POST', body: new URLSearchParams({ action, embedded: '1' }) });
}

describe('the test processor through the stripe SDK', () => {
  it('creates and retrieves customers', async () => {
    const customer = await stripe.customers.create({
      email: 'ada@example.com',
      name: 'Ada',
      metadata: { account: '7' },
    });
    expect(customer.id).toMatch(/^cus_/);
    const again = await stripe.customers.retrieve(customer.id);
    expect(again).toMatchObject({
      id: customer.id,
      object: 'customer',
      email: 'ada@example.com',
      metadata: { account: '7' },
    });
    await expect(stripe.customers.retrieve('cus_missing')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 404,
      code: 'resource_missing',
    });
  });

  it('answers a payment method with brand, last four and expiry, never the number or CVC', async () => {
    const paymentMethod = await stripe.paymentMethods.create({
      type: 'card',
      card: card('4242424242424242'),
      billing_details: { name: 'Ada Lovelace', email: 'ada@example.com', address: { country: 'UA', city: 'Kyiv' } },
    });
    expect(paymentMethod.card).toMatchObject({
      brand: 'visa',
      last4: '4242',
      exp_month: 12,
      exp_year: 2034,
      funding: 'credit',
      country: 'US',
    });
    expect(paymentMethod.billing_details).toMatchObject({
      name: 'Ada Lovelace',
      address: { city: 'Kyiv', country: 'UA' },
    });
    const retrieved = await stripe.paymentMethods.retrieve(paymentMethod.id);
    expect(JSON.stringify(retrieved)).not.toMatch(/4242424242424242|"123"/);
    expect(retrieved.id).toBe(paymentMethod.id);
  });

  it('refuses a mistyped card number as Stripe does', async () => {
    const error = await cardError(stripe.paymentMethods.create({ type: 'card', card: card('4242424242424241') }));
    expect(error).toMatchObject({ code: 'incorrect_number', message: 'Your card number is incorrect.' });
  });

  it('4242 4242 4242 4242 succeeds and the signed payment_intent.succeeded event arrives', async () => {
    const { intent, paymentMethod, confirm } = await pay('4242424242424242');
    expect(intent).toMatchObject({ status: 'requires_payment_method', amount: 12_345, currency: 'usd' });
    expect(intent.client_secret).toMatch(new RegExp(`^${intent.id}_secret_`));
    const confirmed = await confirm();
    expect(confirmed).toMatchObject({ status: 'succeeded', amount_received: 12_345, payment_method: paymentMethod.id });
    const events = await eventsFor(intent.id, 1);
    expect(events.map((event) => event.type)).toEqual(['payment_intent.succeeded']);
    expect(events[0].id).toMatch(/^evt_/);
    expect(events[0].data.object).toMatchObject({
      id: intent.id,
      status: 'succeeded',
      metadata: { order_id: 'order-1' },
    });
  });

  it('a forged or altered signature is refused by constructEvent', async () => {
    const { intent, confirm } = await pay('4242424242424242');
    await confirm();
    const [event] = await eventsFor(intent.id, 1);
    const { payload, header } = deliveries.find((d) => d.payload.includes(event.id))!;
    expect(() =>
      stripe.webhooks.constructEvent(payload.replace('succeeded', 'canceled'), header, TEST_PROCESSOR_WEBHOOK_SECRET),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError);
    expect(() => stripe.webhooks.constructEvent(payload, header, 'whsec_other')).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
  });

  it.each([
    ['4000000000000002', 'generic_decline', 'Your card was declined.'],
    ['4000000000009995', 'insufficient_funds', 'Your card has insufficient funds.'],
    ['4111111111111111', 'test_mode_live_card', expect.stringContaining('Your card was declined.')],
  ])(
    '%s is declined (%s) with a 402 card_error and payment_intent.payment_failed',
    async (number, declineCode, message) => {
      const { intent, paymentMethod, confirm } = await pay(number);
      const error = await cardError(confirm());
      expect(error).toMatchObject({ statusCode: 402, code: 'card_declined', decline_code: declineCode, message });
      expect(error.payment_intent).toMatchObject({
        id: intent.id,
        status: 'requires_payment_method',
        last_payment_error: {
          code: 'card_declined',
          decline_code: declineCode,
          payment_method: { id: paymentMethod.id },
        },
      });
      const retrieved = await stripe.paymentIntents.retrieve(intent.id);
      expect(retrieved.status).toBe('requires_payment_method');
      expect((await eventsFor(intent.id, 1)).map((event) => event.type)).toEqual(['payment_intent.payment_failed']);
    },
  );

  it('a declined payment can be paid again with another card; events arrive in order', async () => {
    const { intent, confirm } = await pay('4000000000000002');
    await cardError(confirm());
    const paid = await stripe.paymentIntents.confirm(intent.id, {
      payment_method_data: { type: 'card', card: card('4242424242424242') },
    } as Stripe.PaymentIntentConfirmParams);
    expect(paid.status).toBe('succeeded');
    expect((await eventsFor(intent.id, 2)).map((event) => event.type)).toEqual([
      'payment_intent.payment_failed',
      'payment_intent.succeeded',
    ]);
  });

  it('4000 0025 0000 3155 requires action; "Complete" on the challenge page makes it succeed', async () => {
    const { intent, confirm } = await pay('4000002500003155');
    const pending = await confirm();
    expect(pending.status).toBe('requires_action');
    expect(pending.next_action?.type).toBe('redirect_to_url');
    const url = pending.next_action!.redirect_to_url!.url!;
    expect(url).toMatch(new RegExp(`^${processor.origin}/v3/challenge/`));
    const page = await fetch(`${url}?embedded=1`);
    const html = await page.text();
    expect(html).toContain('Vesna test payments, not a real bank');
    expect(html).toMatch(/\$123\.45/);
    expect(html).toMatch(/>Complete</);
    expect(html).toMatch(/>Fail</);
    expect(page.headers.get('x-frame-options')).toBeNull();
    expect((await challenge(url, 'complete')).status).toBe(200);
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe('succeeded');
    expect((await eventsFor(intent.id, 1)).map((event) => event.type)).toEqual(['payment_intent.succeeded']);
    // The challenge is spent.
    expect((await challenge(url, 'fail')).status).toBe(404);
  });

  it('"Fail" on the challenge page leaves the payment failed with payment_intent_authentication_failure', async () => {
    const { intent, confirm } = await pay('4000002500003155');
    const url = (await confirm()).next_action!.redirect_to_url!.url!;
    await challenge(url, 'fail');
    const failed = await stripe.paymentIntents.retrieve(intent.id);
    expect(failed.status).toBe('requires_payment_method');
    expect(failed.last_payment_error).toMatchObject({ code: 'payment_intent_authentication_failure' });
    expect((await eventsFor(intent.id, 1)).map((event) => event.type)).toEqual(['payment_intent.payment_failed']);
  });

  it('updates and cancels a payment intent (payment_intent.canceled); a cancelled one cannot be paid', async () => {
    const intent = await newIntent();
    const updated = await stripe.paymentIntents.update(intent.id, { amount: 5000, metadata: { note: 'x' } });
    expect(updated).toMatchObject({ amount: 5000, metadata: { order_id: 'order-1', note: 'x' } });
    const canceled = await stripe.paymentIntents.cancel(intent.id);
    expect(canceled.status).toBe('canceled');
    expect((await eventsFor(intent.id, 1)).map((event) => event.type)).toEqual(['payment_intent.canceled']);
    const paymentMethod = await stripe.paymentMethods.create({ type: 'card', card: card('4242424242424242') });
    await expect(stripe.paymentIntents.confirm(intent.id, { payment_method: paymentMethod.id })).rejects.toMatchObject({
      statusCode: 400,
      code: 'payment_intent_unexpected_state',
    });
  });

  it('the same Idempotency-Key returns the same object; with other parameters it is an idempotency_error', async () => {
    const params = { amount: 2000, currency: 'usd', metadata: { order_id: 'o-42' } };
    const first = await stripe.paymentIntents.create(params, { idempotencyKey: 'order-o-42' });
    const second = await stripe.paymentIntents.create(params, { idempotencyKey: 'order-o-42' });
    expect(second.id).toBe(first.id);
    expect(second.client_secret).toBe(first.client_secret);
    const error = await childError(
      stripe.paymentIntents.create({ ...params, amount: 3000 }, { idempotencyKey: 'order-o-42' }),
    );
    expect(error).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(error.statusCode).toBe(400);
    // A stored card error is replayed too, without charging again.
    const { intent, paymentMethod } = await pay('4000000000000002');
    const confirm = () =>
      stripe.paymentIntents.confirm(intent.id, { payment_method: paymentMethod.id }, { idempotencyKey: 'confirm-1' });
    await cardError(confirm());
    await cardError(confirm());
    expect((await eventsFor(intent.id, 1)).length).toBe(1);
  });

  it("a payment method saved for one customer cannot pay another customer's intent; detached it cannot be reused", async () => {
    const ada = await stripe.customers.create({ email: 'ada@example.com' });
    const bob = await stripe.customers.create({ email: 'bob@example.com' });
    const saved = await stripe.paymentMethods.create({ type: 'card', card: card('4242424242424242') });
    const attached = await stripe.paymentMethods.attach(saved.id, { customer: ada.id });
    expect(attached.customer).toBe(ada.id);
    await expect(stripe.paymentMethods.attach(saved.id, { customer: bob.id })).rejects.toMatchObject({
      statusCode: 400,
    });

    const bobsIntent = await newIntent({ customer: bob.id });
    const refused = await childError(stripe.paymentIntents.confirm(bobsIntent.id, { payment_method: saved.id }));
    expect(refused).toMatchObject({ statusCode: 400, type: 'StripeInvalidRequestError', param: 'payment_method' });
    const noCustomer = await newIntent();
    await expect(stripe.paymentIntents.confirm(noCustomer.id, { payment_method: saved.id })).rejects.toMatchObject({
      statusCode: 400,
    });

    // Ada's saved card pays Ada's intents, more than once.
    for (let i = 0; i < 2; i += 1) {
      const adasIntent = await newIntent({ customer: ada.id });
      expect((await stripe.paymentIntents.confirm(adasIntent.id, { payment_method: saved.id })).status).toBe(
        'succeeded',
      );
    }
    const detached = await stripe.paymentMethods.detach(saved.id);
    expect(detached.customer).toBeNull();
    const later = await newIntent();
    await expect(stripe.paymentIntents.confirm(later.id, { payment_method: saved.id })).rejects.toMatchObject({
      statusCode: 400,
      code: 'payment_method_unexpected_state',
    });
  });

  it('the publishable key creates payment methods and confirms with the client secret, nothing more', async () => {
    const browser = sdkFor(TEST_PROCESSOR_PUBLISHABLE_KEY);
    await expect(browser.paymentIntents.create({ amount: 2000, currency: 'usd' })).rejects.toBeInstanceOf(
      Stripe.errors.StripeAuthenticationError,
    );
    await expect(browser.customers.create({ email: 'x@example.com' })).rejects.toMatchObject({ statusCode: 401 });
    const intent = await newIntent({ customer: (await stripe.customers.create({})).id });
    await expect(browser.paymentIntents.retrieve(intent.id)).rejects.toMatchObject({
      statusCode: 400,
      param: 'client_secret',
    });
    const seen = await browser.paymentIntents.retrieve(intent.id, { client_secret: intent.client_secret! });
    expect(seen).toMatchObject({ id: intent.id, status: 'requires_payment_method' });
    // Stripe hides the customer and metadata from the browser.
    expect(seen).not.toHaveProperty('metadata');
    expect(seen).not.toHaveProperty('customer');
    const paymentMethod = await browser.paymentMethods.create({ type: 'card', card: card('4242424242424242') });
    const paid = await browser.paymentIntents.confirm(intent.id, {
      payment_method: paymentMethod.id,
      client_secret: intent.client_secret,
    } as Stripe.PaymentIntentConfirmParams);
    expect(paid.status).toBe('succeeded');
    await expect(
      browser.paymentIntents.confirm(intent.id, {
        payment_method: paymentMethod.id,
        client_secret: 'pi_x_secret_y',
      } as Stripe.PaymentIntentConfirmParams),
    ).rejects.toMatchObject({ statusCode: 400 });
  });

  it('takes the secret key as Basic auth too, as curl -u does', async () => {
    const answer = await fetch(`${processor.origin}/v1/customers`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`${TEST_PROCESSOR_SECRET_KEY}:`).toString('base64')}` },
    });
    expect(answer.status).toBe(200);
    expect((await answer.json()).id).toMatch(/^cus_/);
  });

  it('refuses an unknown API key and unknown parameters', async () => {
    await expect(sdkFor('sk_test_someone_else').customers.create({})).rejects.toBeInstanceOf(
      Stripe.errors.StripeAuthenticationError,
    );
    await expect(
      stripe.paymentIntents.create({ amount: 2000, currency: 'usd', colour: 'red' } as never),
    ).rejects.toMatchObject({
      statusCode: 400,
      code: 'parameter_unknown',
      param: 'colour',
    });
    await expect(stripe.paymentIntents.create({ amount: 10, currency: 'usd' })).rejects.toMatchObject({
      code: 'amount_too_small',
    });
  });

  it('retries a refused webhook delivery and keeps the order of events', async () => {
    failNextDeliveries = 2;
    const { intent, confirm } = await pay('4000000000000002');
    await cardError(confirm());
    await stripe.paymentIntents.cancel(intent.id);
    const events = await eventsFor(intent.id, 2);
    expect(events.map((event) => event.type)).toEqual(['payment_intent.payment_failed', 'payment_intent.canceled']);
  });

  it('serves the browser script to any origin and lets any shop frame its pages', async () => {
    const script = await fetch(`${processor.origin}/v3/stripe.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(script.headers.get('access-control-allow-origin')).toBe('*');
    expect(await script.text()).toContain('window.Stripe = Stripe');
    const frame = await fetch(`${processor.origin}/v3/elements/card?frame=f1&key=${TEST_PROCESSOR_PUBLISHABLE_KEY}`);
    const html = await frame.text();
    expect(frame.headers.get('x-frame-options')).toBeNull();
    expect(frame.headers.get('content-security-policy')).toContain('frame-ancestors *');
    for (const text of ['Card number', 'Expiration date', 'MM / YY', 'CVC', 'Vesna test payments, not a real bank']) {
      expect(html).toContain(text);
    }
  });
});
