import Stripe from 'stripe';
import type { Color, Order, OrdersResponse, PurchaseResponse } from 'contracts';
import { asBrowser, latestMail, registerCustomer, type TestCustomer } from '../../../test-support/accounts';
import { colorsOf, setPrice, setStock } from '../../../test-support/catalogue';
import { fillBag, postPurchase, purchaseBody } from '../../../test-support/checkout';
import {
  TEST_CARDS,
  createCard,
  eventually,
  pay,
  paymentIntentIdOf,
  usePaymentsTestApp,
} from '../../../test-support/payments';
import { TEST_PROCESSOR_WEBHOOK_SECRET } from 'contracts/dev-services';
import { releaseExpiredOrders } from '../../payments/service';

/**
 * The whole server side of a checkout against the local test processor, through the stripe SDK:
 * purchase → confirm at the processor → signed webhook → order paid, bag emptied, receipt mailed.
 */
const ctx = usePaymentsTestApp();

let color: Color;
let shopper: TestCustomer;
const line = (size: string, quantity: number) => `100001/${color}/${size}/${quantity}`;

const db = () => ctx.database.db;
const stockOf = async (size: string) =>
  (
    await db().query<{ quantity: number }>(
      'SELECT quantity FROM variant_sizes WHERE product_id = $1 AND color = $2 AND size = $3',
      ['100001', color, size],
    )
  ).rows[0].quantity;
const orderRow = async (id: string) =>
  (
    await db().query<{ status: string; stock_reserved: boolean; payment_intent_id: string }>(
      'SELECT status, stock_reserved, payment_intent_id FROM orders WHERE id = $1',
      [id],
    )
  ).rows[0];
const statusOf = async (id: string) => (await orderRow(id)).status;
const bagOf = async (customer: TestCustomer) =>
  (await ctx.app.inject(asBrowser(customer.token, { url: '/api/customers/customer' }))).json().cart as string[];
const getOrder = (customer: TestCustomer, id: string) =>
  ctx.app.inject(asBrowser(customer.token, { url: `/api/orders/${id}` }));

/** A signed webhook delivery of `event` as the processor would send it. */
function deliver(event: object) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: TEST_PROCESSOR_WEBHOOK_SECRET });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'stripe-signature': signature, 'content-type': 'application/json' },
    payload,
  });
}

async function checkout(customer: TestCustomer, keys: string[], key?: string): Promise<PurchaseResponse> {
  const total = await fillBag(ctx.app, customer, keys);
  const res = await postPurchase(ctx.app, customer, purchaseBody(total), key);
  if (res.statusCode !== 201) throw new Error(`purchase: ${res.statusCode} ${res.body}`);
  return res.json();
}

beforeAll(async () => {
  [color] = await colorsOf(db(), '100001');
  await setPrice(db(), '100001', '20.00');
  shopper = await registerCustomer(ctx.app);
});
beforeEach(async () => {
  await setStock(db(), '100001', color, { s: 10, m: 10, l: 10 });
});

describe('checkout with the test processor', () => {
  it('purchase 201 → pay 4242 → webhook → paid, bag emptied of the ordered lines, receipt with the order number', async () => {
    const total = await fillBag(ctx.app, shopper, [line('s', 2), line('m', 1)]);
    const res = await postPurchase(ctx.app, shopper, purchaseBody(total), 'flow-1');
    expect(res.statusCode).toBe(201);
    const order = res.json() as PurchaseResponse;
    expect(order).toEqual({
      clientSecret: expect.stringMatching(/^pi_\w+_secret_\w+$/),
      orderId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      orderNumber: expect.stringMatching(/^1\d{5}$/),
      savedPaymentMethodId: null,
    });
    expect(Number(order.orderNumber)).toBeGreaterThanOrEqual(100001);
    // Reserved at once: 10 - 2 and 10 - 1.
    expect(await stockOf('s')).toBe(8);
    expect(await stockOf('m')).toBe(9);
    const intent = await ctx.stripe.paymentIntents.retrieve(paymentIntentIdOf(order.clientSecret));
    expect(intent).toMatchObject({ amount: 6600, currency: 'usd', metadata: { order_id: order.orderId } });

    // Another line was added to the bag after the purchase: it stays.
    await ctx.app.inject(
      asBrowser(shopper.token, { method: 'POST', url: '/api/customers/cart', payload: { productId: line('l', 1) } }),
    );
    expect(await pay(ctx.stripe, order.clientSecret)).toEqual({ status: 'succeeded' });
    await eventually(async () => expect(await statusOf(order.orderId)).toBe('paid'));
    expect(await stockOf('s')).toBe(8);
    expect(await bagOf(shopper)).toEqual([line('l', 1)]);

    const mail = await eventually(async () => {
      const m = await latestMail(ctx.app, 'olena@example.com');
      expect(m?.subject).toBe(`Your Vesna order ${order.orderNumber}`);
      return m;
    });
    expect(mail.text).toContain(`Order number: ${order.orderNumber}`);
    expect(mail.text).toContain('Cotton Slip Dress, ' + color + ', size S: 2 × $20.00 = $40.00');
    expect(mail.text).toContain('Total: $66.00');
    expect(mail.text).toContain('Shevchenka 1, 12');

    const detail = await getOrder(shopper, order.orderId);
    expect(detail.statusCode).toBe(200);
    expect(detail.json() as Order).toMatchObject({
      id: order.orderId,
      number: order.orderNumber,
      status: 'paid',
      itemCount: 3,
      subtotalCents: 6000,
      taxCents: 600,
      shippingCents: 0,
      totalCents: 6600,
      currency: 'usd',
      email: 'olena@example.com',
      shippingAddress: { firstName: 'Olena', city: 'Lviv', zip: '79-000', addressLine2: '12' },
      paidAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
    });
    expect((detail.json() as Order).lines).toEqual([
      expect.objectContaining({
        productId: '100001',
        color,
        size: 's',
        quantity: 2,
        unitPriceCents: 2000,
        lineTotalCents: 4000,
      }),
      expect.objectContaining({
        productId: '100001',
        color,
        size: 'm',
        quantity: 1,
        unitPriceCents: 2000,
        lineTotalCents: 2000,
      }),
    ]);
    // The seed's photo bought: the order line carries its placeholder, the receipt shows it as a mail can.
    const bought = (detail.json() as Order).lines[0]!;
    const hash = /\/api\/photos\/([0-9a-f]{64})-\d+\.jpg$/.exec(bought.image)?.[1];
    expect(hash).toBeDefined();
    expect(bought.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(mail.html).toMatch(
      new RegExp(
        `<li><img src="http://[^"]+/api/photos/${hash}-480\\.jpg" width="240" height="300" alt="Cotton Slip Dress in ${color}"`,
      ),
    );
    const list = (await ctx.app.inject(asBrowser(shopper.token, { url: '/api/orders' }))).json() as OrdersResponse;
    expect(list.orders[0]).toMatchObject({ id: order.orderId, status: 'paid', totalCents: 6600, itemCount: 3 });
  });

  it('the same Idempotency-Key again answers 200 with the same order and client secret, reserving nothing more', async () => {
    const first = await checkout(shopper, [line('s', 1)], 'same-key-1');
    const again = await postPurchase(ctx.app, shopper, purchaseBody(22), 'same-key-1');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first);
    expect(await stockOf('s')).toBe(9);
  });

  it('pays with the saved card: savedPaymentMethodId answered, the intent belongs to her processor customer', async () => {
    const customer = await registerCustomer(ctx.app);
    const pm = await createCard(ctx.stripe);
    const saved = await ctx.app.inject(
      asBrowser(customer.token, {
        method: 'POST',
        url: '/api/payment-methods/default',
        payload: { paymentDetails: { paymentMethodId: pm.id } },
      }),
    );
    expect(saved.statusCode).toBe(201);
    const total = await fillBag(ctx.app, customer, [line('s', 1)]);
    const body = purchaseBody(total);
    const res = await postPurchase(ctx.app, customer, {
      ...body,
      paymentDetails: { ...body.paymentDetails, method: 'saved-card' },
    });
    expect(res.statusCode).toBe(201);
    const order = res.json() as PurchaseResponse;
    expect(order.savedPaymentMethodId).toBe(pm.id);
    const intentId = paymentIntentIdOf(order.clientSecret);
    const confirmed = await ctx.stripe.paymentIntents.confirm(intentId, { payment_method: pm.id });
    expect(confirmed.status).toBe('succeeded');
    expect(confirmed.customer).toMatch(/^cus_/);
    await eventually(async () => expect(await statusOf(order.orderId)).toBe('paid'));
  });

  it("B cannot read A's order, by id or by number: 404, and B's list does not show it", async () => {
    const a = await registerCustomer(ctx.app);
    const b = await registerCustomer(ctx.app);
    const order = await checkout(a, [line('s', 1)]);
    const byId = await getOrder(a, order.orderId);
    expect(byId.statusCode).toBe(200);
    // The account's order pages use the number the shopper knows (/userProfile/orders/100042).
    const byNumber = await getOrder(a, order.orderNumber);
    expect(byNumber.statusCode).toBe(200);
    expect(byNumber.json()).toEqual(byId.json());
    for (const ref of [order.orderId, order.orderNumber]) {
      const res = await getOrder(b, ref);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Order not found' });
    }
    expect((await ctx.app.inject(asBrowser(b.token, { url: '/api/orders' }))).json()).toEqual({ orders: [] });
    expect((await ctx.app.inject(asBrowser(b.token, { url: `/api/orders?userId=${a.id}` }))).statusCode).toBe(403);
  });

  it('a declined card → payment_failed → failed, units back once; Retry with the same key reserves again and pays the same order', async () => {
    const customer = await registerCustomer(ctx.app);
    const order = await checkout(customer, [line('m', 3)], 'retry-key');
    expect(await stockOf('m')).toBe(7);
    expect(await pay(ctx.stripe, order.clientSecret, TEST_CARDS.declined)).toEqual({ error: 'card_declined' });
    await eventually(async () => expect(await statusOf(order.orderId)).toBe('failed'));
    expect(await stockOf('m')).toBe(10);
    // The failure delivered again (the processor retries, or a replay) changes nothing twice.
    const failedEvents = await db().query<{ id: string }>(
      `SELECT id FROM payment_events WHERE type = 'payment_intent.payment_failed' AND payment_intent_id = $1`,
      [paymentIntentIdOf(order.clientSecret)],
    );
    expect(failedEvents.rows).toHaveLength(1);
    const failedIntent = await ctx.stripe.paymentIntents.retrieve(paymentIntentIdOf(order.clientSecret));
    const replay = await deliver({
      id: failedEvents.rows[0].id,
      object: 'event',
      type: 'payment_intent.payment_failed',
      created: Math.floor(Date.now() / 1000),
      data: { object: failedIntent },
    });
    expect(replay.statusCode).toBe(200);
    expect(await stockOf('m')).toBe(10);

    const retry = await postPurchase(ctx.app, customer, purchaseBody(66), 'retry-key');
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({
      orderId: order.orderId,
      orderNumber: order.orderNumber,
      clientSecret: order.clientSecret,
    });
    expect(await statusOf(order.orderId)).toBe('pending');
    expect(await stockOf('m')).toBe(7);
    // Asking again while pending reserves nothing more.
    expect((await postPurchase(ctx.app, customer, purchaseBody(66), 'retry-key')).statusCode).toBe(200);
    expect(await stockOf('m')).toBe(7);

    expect(await pay(ctx.stripe, order.clientSecret)).toEqual({ status: 'succeeded' });
    await eventually(async () => expect(await statusOf(order.orderId)).toBe('paid'));
    expect(await stockOf('m')).toBe(7);
    const orders = (await ctx.app.inject(asBrowser(customer.token, { url: '/api/orders' }))).json() as OrdersResponse;
    expect(orders.orders).toHaveLength(1);
  });

  it("a new purchase releases the customer's other pending order", async () => {
    const customer = await registerCustomer(ctx.app);
    const first = await checkout(customer, [line('l', 4)], 'first');
    expect(await stockOf('l')).toBe(6);
    const second = await checkout(customer, [line('l', 2)], 'second');
    expect(await statusOf(first.orderId)).toBe('expired');
    expect(await statusOf(second.orderId)).toBe('pending');
    expect(await stockOf('l')).toBe(8);
    const intent = await ctx.stripe.paymentIntents.retrieve(paymentIntentIdOf(first.clientSecret));
    expect(intent.status).toBe('canceled');
  });
});

describe('webhook events', () => {
  it('a wrong signature is 400 and changes nothing', async () => {
    const customer = await registerCustomer(ctx.app);
    const order = await checkout(customer, [line('s', 1)]);
    const intent = await ctx.stripe.paymentIntents.retrieve(paymentIntentIdOf(order.clientSecret));
    const payload = JSON.stringify({
      id: 'evt_forged_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      created: Math.floor(Date.now() / 1000),
      data: { object: { ...intent, status: 'succeeded' } },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'stripe-signature': signature, 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Invalid webhook signature' });
    expect(await statusOf(order.orderId)).toBe('pending');
    const recorded = await db().query('SELECT 1 FROM payment_events WHERE id = $1', ['evt_forged_1']);
    expect(recorded.rows).toEqual([]);
  });

  it('a replayed succeeded event changes nothing: one receipt, bag untouched afterwards', async () => {
    const customer = await registerCustomer(ctx.app);
    const order = await checkout(customer, [line('s', 1)]);
    await pay(ctx.stripe, order.clientSecret);
    await eventually(async () => expect(await statusOf(order.orderId)).toBe('paid'));
    const { rows } = await db().query<{ id: string }>(
      `SELECT id FROM payment_events WHERE type = 'payment_intent.succeeded' AND payment_intent_id = $1`,
      [paymentIntentIdOf(order.clientSecret)],
    );
    // Receipts delivered (the mail worker sends what is queued, then the outbox is counted).
    const mails = async () => {
      await ctx.app.mailWorker.drain();
      return (
        await db().query<{ n: number }>(`SELECT count(*)::int AS n FROM outbox WHERE subject = $1`, [
          `Your Vesna order ${order.orderNumber}`,
        ])
      ).rows[0].n;
    };
    await eventually(async () => expect(await mails()).toBe(1));
    const intent = await ctx.stripe.paymentIntents.retrieve(paymentIntentIdOf(order.clientSecret));
    await ctx.app.inject(
      asBrowser(customer.token, { method: 'POST', url: '/api/customers/cart', payload: { productId: line('s', 1) } }),
    );
    const replay = await deliver({
      id: rows[0].id,
      object: 'event',
      type: 'payment_intent.succeeded',
      created: 1,
      data: { object: intent },
    });
    expect(replay.statusCode).toBe(200);
    expect(await mails()).toBe(1);
    expect(await bagOf(customer)).toEqual([line('s', 1)]);
    expect(await stockOf('s')).toBe(9);
  });

  it('out of order: a failure arriving after success changes nothing (paid is final)', async () => {
    const customer = await registerCustomer(ctx.app);
    const order = await checkout(customer, [line('s', 2)]);
    await pay(ctx.stripe, order.clientSecret);
    await eventually(async () => expect(await statusOf(order.orderId)).toBe('paid'));
    const intent = await ctx.stripe.paymentIntents.retrieve(paymentIntentIdOf(order.clientSecret));
    for (const type of ['payment_intent.payment_failed', 'payment_intent.canceled']) {
      const res = await deliver({
        id: `evt_late_${type}`,
        object: 'event',
        type,
        created: Math.floor(Date.now() / 1000),
        data: { object: { ...intent, status: 'requires_payment_method' } },
      });
      expect(res.statusCode).toBe(200);
    }
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'paid', stock_reserved: true });
    expect(await stockOf('s')).toBe(8);
  });

  it('a failure event delivered twice under two ids releases the units once', async () => {
    const customer = await registerCustomer(ctx.app);
    const order = await checkout(customer, [line('l', 5)]);
    expect(await stockOf('l')).toBe(5);
    const intent = await ctx.stripe.paymentIntents.retrieve(paymentIntentIdOf(order.clientSecret));
    const failure = (id: string) => ({
      id,
      object: 'event',
      type: 'payment_intent.payment_failed',
      created: Math.floor(Date.now() / 1000),
      data: { object: intent },
    });
    await Promise.all([deliver(failure('evt_fail_a')), deliver(failure('evt_fail_b')), deliver(failure('evt_fail_a'))]);
    expect(await statusOf(order.orderId)).toBe('failed');
    expect(await stockOf('l')).toBe(10);
  });
});

describe('pending expiry', () => {
  it('releases a pending order unpaid after 30 minutes: units back, intent cancelled, status expired', async () => {
    const customer = await registerCustomer(ctx.app);
    const order = await checkout(customer, [line('m', 4)], 'expire-key');
    const recent = await checkout(await registerCustomer(ctx.app), [line('m', 1)]);
    expect(await stockOf('m')).toBe(5);
    const payments = { db: db(), stripe: ctx.stripe, log: ctx.app.log };
    // 29 minutes later nothing is due.
    expect(await releaseExpiredOrders(payments, new Date(Date.now() + 29 * 60_000))).toBe(0);
    await db().query(`UPDATE orders SET pending_since = now() - interval '31 minutes' WHERE id = $1`, [order.orderId]);
    expect(await releaseExpiredOrders(payments)).toBe(1);
    expect(await statusOf(order.orderId)).toBe('expired');
    expect(await statusOf(recent.orderId)).toBe('pending');
    expect(await stockOf('m')).toBe(9);
    expect((await ctx.stripe.paymentIntents.retrieve(paymentIntentIdOf(order.clientSecret))).status).toBe('canceled');
    // Run again (or the canceled webhook): nothing twice.
    expect(await releaseExpiredOrders(payments)).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await stockOf('m')).toBe(9);
    // Retry of the expired order: the same order, its units again, a fresh payment intent (the old one is cancelled).
    const retry = await postPurchase(ctx.app, customer, purchaseBody(88), 'expire-key');
    expect(retry.statusCode).toBe(200);
    const revived = retry.json() as PurchaseResponse;
    expect(revived).toMatchObject({ orderId: order.orderId, orderNumber: order.orderNumber });
    expect(revived.clientSecret).not.toBe(order.clientSecret);
    expect(await stockOf('m')).toBe(5);
    expect(await pay(ctx.stripe, revived.clientSecret)).toEqual({ status: 'succeeded' });
    await eventually(async () => expect(await statusOf(order.orderId)).toBe('paid'));
    expect(await stockOf('m')).toBe(5);
  });
});
