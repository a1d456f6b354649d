import type { Color } from 'contracts';
import { latestMail, registerCustomer, type TestCustomer } from '../../../test-support/accounts';
import { colorsOf, setPrice, setStock } from '../../../test-support/catalogue';
import { asStaff, createStaff, type TestStaff } from '../../../test-support/staff';
import { getOrder, orderState, paidOrder, shop, stockOf as stockOfSize } from '../../../test-support/order-life';
import { usePaymentsTestApp } from '../../../test-support/payments';

/**
 * An order that moves (issue 24): paid → shipped → delivered, or cancelled before shipping (refunded in full
 * at the processor, stock back), through the staff command run in-process (`npm run shop -- ...`). Every
 * step mails the shopper and shows in GET /orders/:id; every illegal step is refused and changes nothing.
 */
const ctx = usePaymentsTestApp();
const db = () => ctx.database.db;
let color: Color;
let shopper: TestCustomer;
const line = (size: string, quantity: number) => `100001/${color}/${size}/${quantity}`;
const stockOf = (size: string) => stockOfSize(db(), '100001', color, size);

beforeAll(async () => {
  [color] = await colorsOf(db(), '100001');
  await setPrice(db(), '100001', '20.00');
  shopper = await registerCustomer(ctx.app);
});
beforeEach(async () => {
  await setStock(db(), '100001', color, { s: 10, m: 10 });
});

/** Runs the command and expects it refused with `message`, the order, its stock and the mail queue unchanged. */
async function expectRefused(orderId: string, argv: string[], message: RegExp) {
  const before = await orderState(db(), orderId);
  const result = await shop(ctx, argv);
  expect(result.code).toBe(1);
  expect(result.err).toMatch(message);
  expect(result.err).toMatch(/Nothing was changed\.$/);
  expect(await orderState(db(), orderId)).toEqual(before);
}

describe('paid → shipped → delivered', () => {
  it('ships with a carrier and tracking number, then delivers; each step mailed and dated in the order', async () => {
    const { order } = await paidOrder(ctx, shopper, [line('s', 1)]);
    const shipped = await shop(ctx, ['orders', 'ship', order.number, '--tracking', '20450012345678']);
    expect(shipped).toMatchObject({ code: 0, err: '' });
    expect(shipped.out).toBe(
      `Order ${order.number} shipped with Nova Poshta, tracking 20450012345678; mail queued to ${order.email}.`,
    );
    expect((await latestMail(ctx.app, order.email)).subject).toBe(`Your Vesna order ${order.number} is on its way`);
    let seen = await getOrder(ctx, shopper, order.id);
    expect(seen.status).toBe('shipped');
    expect(seen.shipment).toMatchObject({ carrier: 'Nova Poshta', trackingNumber: '20450012345678' });
    expect(Date.parse(seen.shipment!.shippedAt)).toBeGreaterThan(Date.parse(order.paidAt!) - 1);

    const delivered = await shop(ctx, ['orders', 'deliver', order.id]);
    expect(delivered.code).toBe(0);
    expect(delivered.out).toMatch(
      new RegExp(`^Order ${order.number} delivered; returns open until \\d{4}-\\d{2}-\\d{2}`),
    );
    expect((await latestMail(ctx.app, order.email)).subject).toBe(`Your Vesna order ${order.number} was delivered`);
    seen = await getOrder(ctx, shopper, order.id);
    expect(seen.status).toBe('delivered');
    expect(seen.deliveredAt).not.toBeNull();
    // The 30 days run from delivery.
    expect(Date.parse(seen.returnableUntil!) - Date.parse(seen.deliveredAt!)).toBe(30 * 24 * 60 * 60 * 1000);
  });

  it('refuses every illegal step with a clear message and changes nothing', async () => {
    const { order } = await paidOrder(ctx, shopper, [line('s', 1)]);
    await expectRefused(order.id, ['orders', 'deliver', order.number], /has not been shipped: ship it before/);
    expect((await shop(ctx, ['orders', 'ship', order.number, '--tracking', 'T1', '--carrier', 'Meest'])).code).toBe(0);
    await expectRefused(
      order.id,
      ['orders', 'ship', order.number, '--tracking', 'T2'],
      /already shipped on .*: it cannot be shipped twice/,
    );
    await expectRefused(
      order.id,
      ['orders', 'cancel', order.number],
      /was shipped on .*: it can no longer be cancelled/,
    );
    expect((await shop(ctx, ['orders', 'deliver', order.number])).code).toBe(0);
    await expectRefused(order.id, ['orders', 'deliver', order.number], /already delivered on/);
    await expectRefused(order.id, ['orders', 'ship', order.number, '--tracking', 'T3'], /already shipped/);
  });

  it('refuses to deliver or ship a cancelled order, and to cancel twice', async () => {
    const { order } = await paidOrder(ctx, shopper, [line('m', 1)]);
    expect((await shop(ctx, ['orders', 'cancel', order.number])).code).toBe(0);
    await expectRefused(order.id, ['orders', 'deliver', order.number], /is cancelled: it cannot be delivered/);
    await expectRefused(
      order.id,
      ['orders', 'ship', order.number, '--tracking', 'T'],
      /is cancelled: it cannot be shipped/,
    );
    await expectRefused(order.id, ['orders', 'cancel', order.number], /already cancelled/);
  });

  it('refuses steps on an order that was never paid, and says what it does not know', async () => {
    const { rows } = await db().query<{ id: string; number: string }>(
      `UPDATE orders SET status = 'failed' WHERE id = (SELECT id FROM orders ORDER BY created_at DESC LIMIT 1)
       RETURNING id, number::text AS number`,
    );
    await expectRefused(
      rows[0]!.id,
      ['orders', 'ship', rows[0]!.number, '--tracking', 'T'],
      /never paid \(status: Payment failed\)/,
    );
    await db().query(`UPDATE orders SET status = 'paid' WHERE id = $1`, [rows[0]!.id]);
    expect(await shop(ctx, ['orders', 'ship', '999999', '--tracking', 'T'])).toMatchObject({
      code: 1,
      err: expect.stringMatching(/No order 999999/),
    });
    expect((await shop(ctx, ['orders', 'ship', '100001'])).code).toBe(2); // no --tracking: usage
    expect((await shop(ctx, ['orders', 'fly', '100001'])).err).toMatch(/^usage: npm run shop/);
  });
});

describe('cancelled before shipping', () => {
  it('refunds the whole total through the processor, puts the stock back and mails the shopper', async () => {
    const before = await stockOf('m');
    const { order, intentId } = await paidOrder(ctx, shopper, [line('m', 3)]);
    expect(await stockOf('m')).toBe(before - 3);
    const result = await shop(ctx, ['orders', 'cancel', order.number]);
    expect(result.out).toBe(
      `Order ${order.number} cancelled; refunded $66.00 through the payment processor; stock back; mail queued to ${order.email}.`,
    );
    expect(await stockOf('m')).toBe(before);
    const refunds = await ctx.stripe.refunds.list({ payment_intent: intentId });
    expect(refunds.data.map((r) => r.amount)).toEqual([6600]);
    const seen = await getOrder(ctx, shopper, order.id);
    expect(seen).toMatchObject({ status: 'cancelled', refundedCents: 6600, returnableUntil: null });
    expect(seen.cancelledAt).not.toBeNull();
    expect((await latestMail(ctx.app, order.email)).text).toContain('We refunded $66.00 to your card');
  });
});

describe('orders refund (the same service as the back office)', () => {
  it('refunds part of an order once per --key, and refuses more than is left', async () => {
    const { order, intentId } = await paidOrder(ctx, shopper, [line('s', 1)]);
    const argv = ['orders', 'refund', order.number, '--amount', '5.00', '--key', 'cli-1'];
    const first = await shop(ctx, argv);
    expect(first.out).toBe(
      `Order ${order.number}: refunded $5.00 through the payment processor (key cli-1); $5.00 refunded in all; mail queued to ${order.email}.`,
    );
    expect((await shop(ctx, argv)).code).toBe(0);
    expect((await ctx.stripe.refunds.list({ payment_intent: intentId })).data.map((r) => r.amount)).toEqual([500]);
    await expectRefused(order.id, ['orders', 'refund', order.number, '--amount', '999.00'], /is left to refund/);
    await expectRefused(order.id, ['orders', 'refund', order.number, '--amount', '1.005'], /in whole cents/);
  });
});

describe('POST /api/staff/command (the command handed to the running API that holds PGlite)', () => {
  it("runs a step for a fulfilment member's token, audited under that name, and refuses anyone else", async () => {
    const { order } = await paidOrder(ctx, shopper, [line('s', 1)]);
    const argv = ['orders', 'ship', order.number, '--tracking', 'VIA-API'];
    const post = (headers: Record<string, string>) =>
      ctx.app.inject({ method: 'POST', url: '/api/staff/command', headers, payload: { argv } });
    const fulfilment = await createStaff(ctx.app, ctx.database.db, 'fulfilment');
    const catalogue = await createStaff(ctx.app, ctx.database.db, 'catalogue');
    const tokenOf = async (staff: TestStaff) =>
      (
        await ctx.app.inject(asStaff(staff, { method: 'POST', url: '/api/staff/tokens', payload: { name: 'cli' } }))
      ).json().token as string;
    // This machine, no headers at all: what the loopback trust let through before. A customer's token neither.
    expect((await post({})).statusCode).toBe(401);
    expect((await post({ authorization: `Bearer ${shopper.token}` })).statusCode).toBe(401);
    expect((await post({ authorization: `Bearer ${await tokenOf(catalogue)}` })).statusCode).toBe(403);
    expect((await getOrder(ctx, shopper, order.id)).status).toBe('paid');

    const token = await tokenOf(fulfilment);
    const res = await post({ authorization: `Bearer ${token}` });
    expect(res.json()).toEqual({
      code: 0,
      out: `Order ${order.number} shipped with Nova Poshta, tracking VIA-API; mail queued to ${order.email}.`,
      err: '',
    });
    const again = await post({ authorization: `Bearer ${token}` });
    expect(again.json()).toMatchObject({ code: 1, err: expect.stringMatching(/cannot be shipped twice/) });
    const { rows } = await ctx.database.db.query<{ staff_id: number; staff_name: string; after: { code: number } }>(
      `SELECT staff_id, staff_name, after FROM audit_log WHERE action = 'command.run' AND entity_id = $1 ORDER BY id`,
      [`orders ship ${order.number}`],
    );
    expect(rows.map((r) => [r.staff_id, r.staff_name, r.after.code])).toEqual([
      [fulfilment.id, 'Test fulfilment', 0],
      [fulfilment.id, 'Test fulfilment', 1],
    ]);
  });
});
