import type { Color, Order } from 'contracts';
import { TEST_PROCESSOR_SECRET_KEY } from 'contracts/dev-services';
import type { StaffOrder, StaffOrderList, StaffReturnQueue } from 'contracts/staff';
import { asBrowser, latestMail, registerCustomer, type TestCustomer } from '../../../test-support/accounts';
import { colorsOf, setPrice, setStock } from '../../../test-support/catalogue';
import { getOrder, orderState, paidOrder, shop, stockOf as stockOfSize } from '../../../test-support/order-life';
import { usePaymentsTestApp } from '../../../test-support/payments';
import { asStaff, createStaff, type TestStaff } from '../../../test-support/staff';

/**
 * Issue 34: the back office's orders. The fulfilment member finds an order, ships it line by line, marks it
 * delivered, cancels before shipping, refunds part of it through the processor (never more than was paid,
 * once per Idempotency-Key, a processor failure recording nothing as refunded), and works the returns and
 * exchanges queue. Bad input is a 4xx naming the reason, and nothing changes.
 */
const ctx = usePaymentsTestApp();
const db = () => ctx.database.db;
let color: Color;
let other: Color;
let shopper: TestCustomer;
let staff: TestStaff;
const line = (size: string, quantity = 1) => `100001/${color}/${size}/${quantity}`;
const stockOf = (size: string, c: Color = color) => stockOfSize(db(), '100001', c, size);

beforeAll(async () => {
  [color, other] = await colorsOf(db(), '100001');
  await setPrice(db(), '100001', '20.00');
  shopper = await registerCustomer(ctx.app);
  staff = await createStaff(ctx.app, db(), 'fulfilment');
});
beforeEach(async () => {
  await setStock(db(), '100001', color, { s: 10, m: 10, l: 10 });
});

const threeLines = () => paidOrder(ctx, shopper, [line('s'), line('m'), line('l')]);
const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  ctx.app.inject(asStaff(staff, { method: 'POST', url, payload: payload ?? {}, headers }));
const page = async (id: string) =>
  (await ctx.app.inject(asStaff(staff, { url: `/api/staff/orders/${id}` }))).json() as StaffOrder;
const list = async (query: string) =>
  (await ctx.app.inject(asStaff(staff, { url: `/api/staff/orders?${query}` }))).json() as StaffOrderList;
const refund = (id: string, body: object, key: string) =>
  post(`/api/staff/orders/${id}/refunds`, body, { 'idempotency-key': key });

/** Expects a 4xx naming `reason`, and the order, its stock, shipments, refunds and mails as they were. */
async function expectRefused(
  orderId: string,
  request: () => Promise<{ statusCode: number; body: string }>,
  status: number,
  reason: RegExp,
) {
  const before = await orderState(db(), orderId);
  const res = await request();
  expect(res.statusCode).toBe(status);
  expect((JSON.parse(res.body) as { error: string }).error).toMatch(reason);
  expect(await orderState(db(), orderId)).toEqual(before);
}

/** The test processor answers the next `count` refund requests as an outage would (its test helper). */
async function failNextRefunds(count: number) {
  const res = await fetch(`${ctx.processor.origin}/v1/test_helpers/refund_failures`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${TEST_PROCESSOR_SECRET_KEY}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: `count=${count}`,
  });
  expect(res.status).toBe(200);
}

describe('the list', () => {
  it("finds an order from the shopper's e-mail, its number or her name, and filters paid but not shipped", async () => {
    const { order } = await threeLines();
    const byEmail = await list(`q=${encodeURIComponent(order.email.toUpperCase())}`);
    expect(byEmail.items.map((o) => o.number)).toContain(order.number);
    expect(byEmail.items.every((o) => o.email === order.email)).toBe(true);
    expect((await list('q=kovalen')).items.map((o) => o.name)).toContain('Olena Kovalenko');
    expect((await list(`q=${order.number}`)).items.map((o) => o.number)).toEqual([order.number]);
    const unshipped = await list('status=unshipped');
    expect(unshipped.items.find((o) => o.number === order.number)).toMatchObject({ lineCount: 3, shippedLineCount: 0 });
    // Partly shipped: still to ship, and a status of its own.
    await post(`/api/staff/orders/${order.id}/shipments`, {
      carrier: 'Nova Poshta',
      trackingNumber: 'T0',
      lineNos: [1],
    });
    expect((await list('status=unshipped')).items.find((o) => o.number === order.number)).toMatchObject({
      status: 'partly-shipped',
      shippedLineCount: 1,
    });
    expect((await list('status=partly-shipped')).items.map((o) => o.number)).toContain(order.number);
    expect((await list('status=paid')).items.map((o) => o.number)).not.toContain(order.number);
    await post(`/api/staff/orders/${order.id}/shipments`, { carrier: 'Nova Poshta', trackingNumber: 'T1' });
    expect((await list('status=unshipped')).items.map((o) => o.number)).not.toContain(order.number);
    expect((await list('status=partly-shipped')).items.map((o) => o.number)).not.toContain(order.number);
    expect((await list('status=shipped')).items.map((o) => o.number)).toContain(order.number);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`from=2000-01-01&to=2000-01-31`)).items).toEqual([]);
    expect((await list(`from=${today}&q=${order.number}`)).items).toHaveLength(1);
  });

  it('pages by keyset: the next page starts after the last row, never repeating one', async () => {
    for (let i = 0; i < 2; i += 1) await paidOrder(ctx, shopper, [line('s')]);
    const all = await list('');
    const firstTwo: string[] = [];
    let cursor: string | null = null;
    do {
      const got: StaffOrderList = await list(cursor ? `cursor=${encodeURIComponent(cursor)}` : '');
      firstTwo.push(...got.items.map((o) => o.id));
      cursor = got.nextCursor;
    } while (cursor);
    expect(new Set(firstTwo).size).toBe(firstTwo.length);
    expect(firstTwo.slice(0, all.items.length)).toEqual(all.items.map((o) => o.id));
    const bad = await ctx.app.inject(asStaff(staff, { url: '/api/staff/orders?cursor=nope&status=lost' }));
    expect(bad.statusCode).toBe(400);
  });
});

describe('shipping line by line', () => {
  it('ships two of three lines, then the third; each parcel mailed with its tracking link', async () => {
    const { order } = await threeLines();
    const first = await post(`/api/staff/orders/${order.number}/shipments`, {
      carrier: 'Nova Poshta',
      trackingNumber: '20450000000001',
      lineNos: [1, 2],
    });
    expect(first.statusCode).toBe(200);
    expect((first.json() as StaffOrder).status).toBe('partly-shipped');
    expect((await getOrder(ctx, shopper, order.id)).status).toBe('partly-shipped');
    const mail = await latestMail(ctx.app, order.email);
    expect(mail.subject).toBe(`Part of your Vesna order ${order.number} is on its way`);
    expect(mail.text).toContain(`Part of your order ${order.number} has left us with Nova Poshta`);
    expect(mail.text).toContain('https://tracking.novaposhta.ua/#/uk/chat/messages?tracking=20450000000001');
    expect(mail.html).toContain('<a href="https://tracking.novaposhta.ua/#/uk/chat/messages?tracking=20450000000001">');

    await expectRefused(
      order.id,
      () => post(`/api/staff/orders/${order.id}/shipments`, { carrier: 'Meest', trackingNumber: 'X', lineNos: [2] }),
      409,
      /Line 2 .* was already shipped/,
    );
    const second = await post(`/api/staff/orders/${order.id}/shipments`, { carrier: 'Meest', trackingNumber: 'M-2' });
    expect(second.statusCode).toBe(200);
    const after = second.json() as StaffOrder;
    expect(after.status).toBe('shipped');
    expect(after.shipments!.map((s) => [s.trackingNumber, s.lines.map((l) => l.lineNo)])).toEqual([
      ['20450000000001', [1, 2]],
      ['M-2', [3]],
    ]);
    // The shopper sees both parcels.
    const hers = await getOrder(ctx, shopper, order.id);
    expect(hers.shipments!.map((s) => s.carrier)).toEqual(['Nova Poshta', 'Meest']);
    // Every step and mail is on the timeline, the staff's under the member's name.
    expect(after.timeline.filter((e) => e.kind === 'step' && e.by === 'Test fulfilment').map((e) => e.text)).toEqual([
      'Shipped lines 1, 2 with Nova Poshta (20450000000001)',
      'Shipped line 3 with Meest (M-2)',
    ]);
    expect(after.timeline.filter((e) => e.kind === 'mail').map((e) => e.text.replace(/ \(queued\)$/, ''))).toEqual(
      expect.arrayContaining([`Part of your Vesna order ${order.number} is on its way`]),
    );
    const delivered = await post(`/api/staff/orders/${order.id}/delivery`);
    expect((delivered.json() as StaffOrder).status).toBe('delivered');
  });

  it('refuses a ship without tracking, of an unknown line, and a delivery before every line left', async () => {
    const { order } = await threeLines();
    await expectRefused(
      order.id,
      () => post(`/api/staff/orders/${order.id}/shipments`, { carrier: 'Meest', trackingNumber: ' ' }),
      400,
      /tracking number is required/,
    );
    await expectRefused(
      order.id,
      () => post(`/api/staff/orders/${order.id}/shipments`, { carrier: 'Meest', trackingNumber: 'T', lineNos: [9] }),
      400,
      /has no line 9/,
    );
    await post(`/api/staff/orders/${order.id}/shipments`, { carrier: 'Meest', trackingNumber: 'T', lineNos: [1] });
    await expectRefused(order.id, () => post(`/api/staff/orders/${order.id}/delivery`), 409, /lines not shipped yet/);
    await expectRefused(
      order.id,
      () => post(`/api/staff/orders/${order.id}/cancellation`),
      409,
      /can no longer be cancelled/,
    );
  });
});

describe('cancelling before shipping', () => {
  it('refunds in full through the processor and puts the stock back; the command calls the same service', async () => {
    const before = await stockOf('m');
    const { order, intentId } = await paidOrder(ctx, shopper, [line('m', 2)]);
    const res = await post(`/api/staff/orders/${order.id}/cancellation`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', refundedCents: order.totalCents, refundableCents: 0 });
    expect(await stockOf('m')).toBe(before);
    const refunds = await ctx.stripe.refunds.list({ payment_intent: intentId });
    expect(refunds.data.map((r) => r.amount)).toEqual([order.totalCents]);
    const { rows } = await db().query<{ action: string; staff_name: string }>(
      `SELECT action, staff_name FROM audit_log WHERE entity = 'order' AND entity_id = $1 ORDER BY id`,
      [order.id],
    );
    expect(rows.map((r) => r.action)).toEqual(['order.refund-requested', 'order.cancel', 'order.refund-made']);
    expect((await shop(ctx, ['orders', 'cancel', order.number])).err).toMatch(/already cancelled/);
  });

  it('when the processor fails: nothing is cancelled or refunded, the staff see why, and a retry refunds once', async () => {
    const { order, intentId } = await paidOrder(ctx, shopper, [line('s')]);
    const stock = await stockOf('s');
    await failNextRefunds(2); // the SDK tries twice
    const failed = await post(`/api/staff/orders/${order.id}/cancellation`);
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error).toMatch(/was not made: .* Nothing was refunded/);
    const seen = await page(order.id);
    expect(seen).toMatchObject({ status: 'paid', refundedCents: 0 });
    expect(seen.staffRefunds).toEqual([expect.objectContaining({ kind: 'cancel', status: 'failed' })]);
    expect(seen.staffRefunds[0]!.failure).toMatch(/did not answer/);
    expect(await stockOf('s')).toBe(stock);
    // Shipping is still possible while the cancellation failed; here the member tries the cancellation again.
    const retried = await post(`/api/staff/orders/${order.id}/cancellation`);
    expect(retried.json()).toMatchObject({ status: 'cancelled', refundedCents: order.totalCents });
    expect((await ctx.stripe.refunds.list({ payment_intent: intentId })).data).toHaveLength(1);
  });
});

describe('refunding part of an order', () => {
  it('refunds chosen lines (their share, tax included) or an amount, once per Idempotency-Key', async () => {
    const { order, intentId } = await threeLines();
    const byLine = await refund(order.id, { lines: [{ lineNo: 2, quantity: 1 }] }, 'k-line-2');
    expect(byLine.statusCode).toBe(201);
    const lineCents = (byLine.json() as StaffOrder).refundedCents;
    expect(lineCents).toBeGreaterThan(2000); // $20.00 and its tax
    expect((await latestMail(ctx.app, order.email)).subject).toMatch(/^Refund of \$\d+\.\d\d for your Vesna order/);
    const again = await refund(order.id, { lines: [{ lineNo: 2, quantity: 1 }] }, 'k-line-2');
    expect(again.statusCode).toBe(200);
    const byAmount = await refund(order.id, { amountCents: 500, note: 'Late parcel' }, 'k-amount');
    expect(byAmount.statusCode).toBe(201);
    const after = byAmount.json() as StaffOrder;
    expect(after.refundedCents).toBe(lineCents + 500);
    expect(after.refundableCents).toBe(order.totalCents - lineCents - 500);
    expect(after.refundableLines.find((l) => l.lineNo === 2)!.quantity).toBe(0);
    expect((await ctx.stripe.refunds.list({ payment_intent: intentId })).data.map((r) => r.amount).sort()).toEqual(
      [500, lineCents].sort(),
    );
    // The shopper's order shows the refunds.
    const hers: Order = await getOrder(ctx, shopper, order.id);
    expect(hers.refunds!.map((r) => r.amountCents)).toEqual([lineCents, 500]);
  });

  it('refuses an amount above what is left, negative or fractional cents, a line refunded twice, no key', async () => {
    const { order } = await threeLines();
    expect((await refund(order.id, { lines: [{ lineNo: 1, quantity: 1 }] }, 'first')).statusCode).toBe(201);
    const left = (await page(order.id)).refundableCents;
    await expectRefused(
      order.id,
      () => refund(order.id, { amountCents: left + 1 }, 'too-much'),
      409,
      /At most \$.* is left/,
    );
    await expectRefused(
      order.id,
      () => refund(order.id, { amountCents: -100 }, 'neg'),
      400,
      /at least \$0\.01, in whole cents/,
    );
    await expectRefused(order.id, () => refund(order.id, { amountCents: 12.5 }, 'frac'), 400, /in whole cents/);
    await expectRefused(
      order.id,
      () => refund(order.id, { lines: [{ lineNo: 1, quantity: 1 }] }, 'twice'),
      409,
      /already refunded or returned/,
    );
    await expectRefused(
      order.id,
      () => refund(order.id, { amountCents: 100, lines: [{ lineNo: 2, quantity: 1 }] }, 'both'),
      400,
      /not both/,
    );
    await expectRefused(
      order.id,
      () => post(`/api/staff/orders/${order.id}/refunds`, { amountCents: 100 }),
      400,
      /Idempotency-Key/,
    );
    await expectRefused(order.id, () => refund(order.id, { amountCents: 101 }, 'first'), 422, /different request/);
  });

  it('when the processor fails nothing is recorded as refunded; the same key again refunds once', async () => {
    const { order, intentId } = await threeLines();
    await failNextRefunds(2);
    const failed = await refund(order.id, { amountCents: 700 }, 'flaky');
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error).toMatch(/Nothing was refunded/);
    const seen = await page(order.id);
    expect(seen.refundedCents).toBe(0);
    expect(seen.refundableCents).toBe(order.totalCents);
    expect(seen.staffRefunds).toEqual([expect.objectContaining({ status: 'failed', amountCents: 700 })]);
    const retried = await refund(order.id, { amountCents: 700 }, 'flaky');
    expect(retried.statusCode).toBe(201);
    expect((retried.json() as StaffOrder).refundedCents).toBe(700);
    expect((await refund(order.id, { amountCents: 700 }, 'flaky')).statusCode).toBe(200);
    expect((await ctx.stripe.refunds.list({ payment_intent: intentId })).data.map((r) => r.amount)).toEqual([700]);
  });
});

describe('returns and exchanges', () => {
  const exchange = (customer: TestCustomer, orderId: string, body: object, key: string) =>
    ctx.app.inject(
      asBrowser(customer.token, {
        method: 'POST',
        url: `/api/orders/${orderId}/exchanges`,
        payload: body,
        headers: { 'idempotency-key': key },
      }),
    );

  it('an exchange reserves the new size at once; the member receives the original and ships the replacement', async () => {
    const { order } = await paidOrder(ctx, shopper, [line('s'), line('m')]);
    await post(`/api/staff/orders/${order.id}/shipments`, { carrier: 'Nova Poshta', trackingNumber: 'P1' });
    await post(`/api/staff/orders/${order.id}/delivery`);
    const lBefore = await stockOf('l');
    const sBefore = await stockOf('s');
    const asked = await exchange(shopper, order.id, { lineNo: 1, color, size: 'l', reason: 'Too small' }, 'ex-1');
    expect(asked.statusCode).toBe(201);
    expect(await stockOf('l')).toBe(lBefore - 1);
    const ret = (asked.json() as Order).returns.at(-1)!;
    expect(ret).toMatchObject({ kind: 'exchange', status: 'requested' });
    expect(ret.lines[0]).toMatchObject({ lineNo: 1, replacement: { color, size: 'l' } });
    expect((await latestMail(ctx.app, order.email)).subject).toBe(
      `Exchange ${ret.number} for your Vesna order ${order.number}`,
    );

    const queue = (await ctx.app.inject(asStaff(staff, { url: '/api/staff/returns' }))).json() as StaffReturnQueue;
    expect(queue.items.find((r) => r.number === ret.number)).toMatchObject({ kind: 'exchange', email: order.email });
    const early = await post(`/api/staff/returns/${ret.number}/replacement`, {
      carrier: 'Meest',
      trackingNumber: 'R1',
    });
    expect(early.statusCode).toBe(409);
    const received = await post(`/api/staff/returns/${ret.number}/receipt`);
    expect(received.statusCode).toBe(200);
    expect(await stockOf('s')).toBe(sBefore + 1);
    expect((await latestMail(ctx.app, order.email)).subject).toBe(`We received your exchange ${ret.number}`);
    const shipped = await post(`/api/staff/returns/${ret.id}/replacement`, { carrier: 'Meest', trackingNumber: 'R1' });
    expect(shipped.statusCode).toBe(200);
    const after = shipped.json() as StaffOrder;
    expect(after.refundedCents).toBe(0); // no money moves
    expect(after.returns.at(-1)!.status).toBe('shipped');
    expect(after.shipments!.at(-1)).toMatchObject({ exchangeNumber: ret.number, trackingNumber: 'R1' });
    expect((await latestMail(ctx.app, order.email)).subject).toBe(`Your exchange ${ret.number} is on its way`);
    expect(
      (await post(`/api/staff/returns/${ret.id}/replacement`, { carrier: 'Meest', trackingNumber: 'R2' })).statusCode,
    ).toBe(409);
  });

  it('refuses an exchange to a sold-out size, to the same size, and of a line asked back already', async () => {
    const { order } = await paidOrder(ctx, shopper, [line('s')]);
    await setStock(db(), '100001', other, { m: 0 });
    await expectRefused(
      order.id,
      () => exchange(shopper, order.id, { lineNo: 1, color: other, size: 'm', reason: 'Too small' }, 'sold-out'),
      409,
      /sold out\. You can return the item instead/,
    );
    await expectRefused(
      order.id,
      () => exchange(shopper, order.id, { lineNo: 1, color, size: 's', reason: 'Too small' }, 'same'),
      409,
      /another size or colour/,
    );
    expect(
      (await exchange(shopper, order.id, { lineNo: 1, color, size: 'm', reason: 'Too small' }, 'ok')).statusCode,
    ).toBe(201);
    await expectRefused(
      order.id,
      () => exchange(shopper, order.id, { lineNo: 1, color, size: 'l', reason: 'Too small' }, 'again'),
      409,
      /already been asked back/,
    );
  });

  it('a return in the queue is received (stock back) and refunded; a processor failure is retried by receiving again', async () => {
    const { order, intentId } = await paidOrder(ctx, shopper, [line('m')]);
    const asked = await ctx.app.inject(
      asBrowser(shopper.token, {
        method: 'POST',
        url: `/api/orders/${order.id}/returns`,
        payload: { reason: 'Too large', lines: [{ lineNo: 1, quantity: 1 }] },
      }),
    );
    const ret = (asked.json() as Order).returns.at(-1)!;
    const stock = await stockOf('m');
    await failNextRefunds(2);
    const failed = await post(`/api/staff/returns/${ret.number}/receipt`);
    expect(failed.statusCode).toBe(502);
    let seen = await page(order.id);
    expect(seen.refundedCents).toBe(0);
    expect(seen.returns.at(-1)!.status).toBe('received');
    expect(await stockOf('m')).toBe(stock + 1);
    const retried = await post(`/api/staff/returns/${ret.number}/receipt`);
    expect(retried.statusCode).toBe(200);
    seen = retried.json() as StaffOrder;
    expect(seen.refundedCents).toBe(order.totalCents - order.shippingCents);
    expect(seen.returns.at(-1)!.status).toBe('refunded');
    expect(await stockOf('m')).toBe(stock + 1);
    expect((await ctx.stripe.refunds.list({ payment_intent: intentId })).data).toHaveLength(1);
  });
});
