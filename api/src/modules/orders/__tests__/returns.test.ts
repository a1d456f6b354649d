import Stripe from 'stripe';
import type { Color, Order } from 'contracts';
import { TEST_PROCESSOR_WEBHOOK_SECRET } from 'contracts/dev-services';
import { asBrowser, latestMail, registerCustomer, type TestCustomer } from '../../../test-support/accounts';
import { colorsOf, setPrice, setStock } from '../../../test-support/catalogue';
import {
  getOrder,
  markEmailVerified,
  orderState,
  paidOrder,
  setBirthDate,
  shop,
  stockOf as stockOfSize,
  subscribe,
} from '../../../test-support/order-life';
import { eventually, usePaymentsTestApp } from '../../../test-support/payments';

/**
 * Returns and refunds (issue 24): the shopper asks to return lines of a paid or delivered order within 30 days
 * (never a final-sale line), the staff command receives it (stock back) and the refund (the merchandise after
 * its share of the discount, tax included) is made through the processor's Refunds API, once.
 */
let clock = new Date();
const ctx = usePaymentsTestApp({ app: () => ({ clock: () => clock }), poolSize: 8 });
const db = () => ctx.database.db;
const DAY = 24 * 60 * 60 * 1000;
let color: Color;
let finalSaleColor: Color;
let shopper: TestCustomer;
const line = (size: string, quantity: number) => `100001/${color}/${size}/${quantity}`;
const stockOf = (size: string) => stockOfSize(db(), '100001', color, size);

function requestReturn(customer: TestCustomer, order: Order, body: object, key?: string) {
  return ctx.app.inject(
    asBrowser(customer.token, {
      method: 'POST',
      url: `/api/orders/${order.number}/returns`,
      payload: body,
      headers: key ? { 'idempotency-key': key } : {},
    }),
  );
}

beforeAll(async () => {
  [color] = await colorsOf(db(), '100001');
  [finalSaleColor] = await colorsOf(db(), '100004');
  await setPrice(db(), '100001', '19.99');
  await setPrice(db(), '100004', '10.00');
  shopper = await registerCustomer(ctx.app);
});
beforeEach(async () => {
  clock = new Date();
  await setStock(db(), '100001', color, { s: 20, m: 20 });
  await setStock(db(), '100004', finalSaleColor, { s: 20 });
});

describe('asking for a return', () => {
  it('offers the lines with what can be returned; a final-sale line cannot be', async () => {
    const { order } = await paidOrder(ctx, shopper, [line('s', 2), `100004/${finalSaleColor}/s/1`]);
    expect(order.returnableUntil).not.toBeNull();
    expect(order.lines.map((l) => [l.finalSale, l.returnableQuantity])).toEqual([
      [false, 2],
      [true, 0],
    ]);
    const refused = await requestReturn(shopper, order, { reason: 'Too small', lines: [{ lineNo: 2, quantity: 1 }] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: `${order.lines[1]!.name} is final sale and cannot be returned`,
      fields: { 'lines[0].quantity': `${order.lines[1]!.name} is final sale and cannot be returned` },
    });
    expect((await orderState(db(), order.id)).returns).toEqual([]);
  });

  it('validates with the form schema: a reason and at least one line', async () => {
    const { order } = await paidOrder(ctx, shopper, [line('s', 1)]);
    const res = await requestReturn(shopper, order, { reason: '', lines: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      reason: 'Please choose a reason',
      lines: 'Choose at least one item to return',
    });
  });

  it('refuses a return after 30 days from purchase, and counts from delivery once delivered', async () => {
    const { order } = await paidOrder(ctx, shopper, [line('s', 1)]);
    clock = new Date(Date.parse(order.paidAt!) + 30 * DAY + 60_000);
    const late = await requestReturn(shopper, order, { reason: 'Too small', lines: [{ lineNo: 1, quantity: 1 }] });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('The 30-day return window of this order has closed.');
    // Delivered (now), the window runs 30 days from delivery.
    await shop(ctx, ['orders', 'ship', order.number, '--tracking', 'T']);
    await shop(ctx, ['orders', 'deliver', order.number]);
    await db().query(`UPDATE orders SET delivered_at = $2 WHERE id = $1`, [
      order.id,
      new Date(clock.getTime() - 29 * DAY),
    ]);
    const inTime = await requestReturn(shopper, order, { reason: 'Too small', lines: [{ lineNo: 1, quantity: 1 }] });
    expect(inTime.statusCode).toBe(201);
  });

  it('refuses a shipped order (in transit) and another customer’s order (404)', async () => {
    const { order } = await paidOrder(ctx, shopper, [line('s', 1)]);
    const other = await registerCustomer(ctx.app);
    const foreign = await requestReturn(other, order, { reason: 'Too small', lines: [{ lineNo: 1, quantity: 1 }] });
    expect(foreign.statusCode).toBe(404);
    await shop(ctx, ['orders', 'ship', order.number, '--tracking', 'T']);
    const res = await requestReturn(shopper, order, { reason: 'Too small', lines: [{ lineNo: 1, quantity: 1 }] });
    expect(res.statusCode).toBe(409);
  });
});

describe('requested → received → refunded', () => {
  it('refunds a line of a discounted order: its merchandise after its discount share, tax included', async () => {
    const customer = await registerCustomer(ctx.app);
    await markEmailVerified(db(), customer.id);
    await subscribe(db(), customer.email, 'confirmed');
    const kyivToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Kyiv' }).format(clock);
    await setBirthDate(db(), customer.id, `1990-${kyivToday.slice(5)}`);
    // 2 × 19.99 (s) + 1 × 19.99 (m) = 59.97; discount 15 % = 9.00 (899.55); tax on 50.97 = 5.10; total 56.07.
    const { order, intentId } = await paidOrder(ctx, customer, [line('s', 2), line('m', 1)]);
    expect(order).toMatchObject({ subtotalCents: 5997, totalCents: 5607 });
    expect(order.discount?.amountCents).toBe(900);
    await shop(ctx, ['orders', 'ship', order.number, '--tracking', 'T']);
    await shop(ctx, ['orders', 'deliver', order.number]);

    const requested = await requestReturn(customer, order, {
      reason: 'Too large',
      lines: [{ lineNo: 1, quantity: 1 }],
    });
    expect(requested.statusCode).toBe(201);
    const ret = (requested.json() as Order).returns[0]!;
    expect(ret).toMatchObject({ status: 'requested', reason: 'Too large', refundCents: null });
    expect((await latestMail(ctx.app, order.email)).subject).toBe(
      `Return ${ret.number} for your Vesna order ${order.number}`,
    );

    const stockBefore = await stockOf('s');
    const received = await shop(ctx, ['returns', 'receive', ret.number]);
    expect(received.code).toBe(0);
    // 19.99 less its share of 9.00 (19.99/59.97 × 900 = 300) = 16.99, + tax 1.70 = 18.69.
    expect(received.out).toContain('refunded $18.69');
    expect(await stockOf('s')).toBe(stockBefore + 1);
    const refunds = await ctx.stripe.refunds.list({ payment_intent: intentId });
    expect(refunds.data.map((r) => [r.amount, r.metadata?.return_number])).toEqual([[1869, ret.number]]);
    const seen = await getOrder(ctx, customer, order.id);
    expect(seen.returns[0]).toMatchObject({ status: 'refunded', refundCents: 1869 });
    expect(seen.returns[0]!.receivedAt).not.toBeNull();
    expect(seen.returns[0]!.refundedAt).not.toBeNull();
    expect(seen.refundedCents).toBe(1869);
    expect((await latestMail(ctx.app, order.email)).subject).toBe(`Refund of $18.69 for your return ${ret.number}`);
    // The processor's charge.refunded event reached the webhook and was recorded.
    await eventually(async () => {
      const { rows } = await db().query(
        `SELECT 1 FROM payment_events WHERE type = 'charge.refunded' AND payment_intent_id = $1`,
        [intentId],
      );
      if (rows.length === 0) throw new Error('no charge.refunded yet');
    });

    // The rest of the order returned: the refunds add up to what was charged, to the cent.
    const rest = await requestReturn(customer, order, {
      reason: 'Changed my mind',
      lines: [
        { lineNo: 1, quantity: 1 },
        { lineNo: 2, quantity: 1 },
      ],
    });
    await shop(ctx, ['returns', 'receive', (rest.json() as Order).returns[1]!.number]);
    const all = await ctx.stripe.refunds.list({ payment_intent: intentId });
    expect(all.data.reduce((sum, r) => sum + r.amount, 0)).toBe(5607);
    expect((await getOrder(ctx, customer, order.id)).lines.every((l) => l.returnableQuantity === 0)).toBe(true);
  });

  it('receiving twice is refused and changes nothing', async () => {
    const { order } = await paidOrder(ctx, shopper, [line('s', 1)]);
    const ret = (
      (
        await requestReturn(shopper, order, { reason: 'Too small', lines: [{ lineNo: 1, quantity: 1 }] })
      ).json() as Order
    ).returns[0]!;
    expect((await shop(ctx, ['returns', 'receive', ret.number])).code).toBe(0);
    const before = await orderState(db(), order.id);
    const again = await shop(ctx, ['returns', 'receive', ret.number]);
    expect(again.code).toBe(1);
    expect(again.err).toMatch(new RegExp(`Return ${ret.number} was already received on`));
    expect(await orderState(db(), order.id)).toEqual(before);
  });
});

describe('never refunded twice', () => {
  it('two requests for the same lines at once: one return, the other refused; the same key twice: one return', async () => {
    const { order } = await paidOrder(ctx, shopper, [line('m', 1)]);
    const body = { reason: 'Too small', lines: [{ lineNo: 1, quantity: 1 }] };
    const statuses = (await Promise.all([1, 2, 3, 4].map((i) => requestReturn(shopper, order, body, `k${i}`)))).map(
      (r) => r.statusCode,
    );
    expect(statuses.sort()).toEqual([201, 409, 409, 409]);
    const { order: second } = await paidOrder(ctx, shopper, [line('m', 1)]);
    const same = (await Promise.all([1, 2, 3].map(() => requestReturn(shopper, second, body, 'same')))).map(
      (r) => r.statusCode,
    );
    expect(same.sort()).toEqual([200, 200, 201]);
    expect((await orderState(db(), second.id)).returns).toHaveLength(1);
    console.log(
      `[race] return requests on ${db().kind}: different keys ${statuses.join(',')}, same key ${same.join(',')}`,
    );
  });

  it('two receives of one return at once refund it once at the processor', async () => {
    const { order, intentId } = await paidOrder(ctx, shopper, [line('m', 1)]);
    const ret = (
      (
        await requestReturn(shopper, order, { reason: 'Too small', lines: [{ lineNo: 1, quantity: 1 }] })
      ).json() as Order
    ).returns[0]!;
    const codes = (await Promise.all([1, 2, 3].map(() => shop(ctx, ['returns', 'receive', ret.number])))).map(
      (r) => r.code,
    );
    expect(codes.sort()).toEqual([0, 1, 1]);
    const refunds = await ctx.stripe.refunds.list({ payment_intent: intentId });
    expect(refunds.data).toHaveLength(1);
    console.log(
      `[race] receive x3 on ${db().kind}: exit codes ${codes.join(',')}, refunds at the processor ${refunds.data.length}`,
    );
  });

  it('the processor refuses a refund beyond what was charged', async () => {
    const { intentId, order } = await paidOrder(ctx, shopper, [line('s', 1)]);
    await expect(
      ctx.stripe.refunds.create({ payment_intent: intentId, amount: order.totalCents + 1 }),
    ).rejects.toMatchObject({ code: 'amount_too_large' });
    expect(Stripe.webhooks).toBeDefined();
    expect(TEST_PROCESSOR_WEBHOOK_SECRET).toBeTruthy();
  });
});
