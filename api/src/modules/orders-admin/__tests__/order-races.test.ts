import type { Color } from 'contracts';
import { registerCustomer, type TestCustomer } from '../../../test-support/accounts';
import { colorsOf, setPrice, setStock } from '../../../test-support/catalogue';
import { paidOrder } from '../../../test-support/order-life';
import { usePaymentsTestApp } from '../../../test-support/payments';
import { asStaff, createStaff, type TestStaff } from '../../../test-support/staff';

/**
 * Issue 34 under real concurrency: refunds never exceed the payment, and a cancellation and a shipment of the
 * same order at once end with one of them. Concurrent transactions need PostgreSQL (DATABASE_URL); PGlite
 * has one connection and runs them one after another, so these run on PostgreSQL only.
 */
const ctx = usePaymentsTestApp({ poolSize: 20 });
const onPostgres = Boolean(process.env.DATABASE_URL);
const db = () => ctx.database.db;
let color: Color;
let shopper: TestCustomer;
let staff: TestStaff;

beforeAll(async () => {
  [color] = await colorsOf(db(), '100003');
  await setPrice(db(), '100003', '40.00');
  await setStock(db(), '100003', color, { s: 50, m: 50 });
  shopper = await registerCustomer(ctx.app);
  staff = await createStaff(ctx.app, db(), 'fulfilment');
});

const post = (url: string, payload: object = {}, headers: Record<string, string> = {}) =>
  ctx.app.inject(asStaff(staff, { method: 'POST', url, payload, headers }));

(onPostgres ? describe : describe.skip)('at once (PostgreSQL)', () => {
  it('ten refunds of a third of the order each, with ten keys: three are made, never more than was paid', async () => {
    const { order, intentId } = await paidOrder(ctx, shopper, [`100003/${color}/s/1`, `100003/${color}/m/1`]);
    const third = Math.floor(order.totalCents / 3);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post(`/api/staff/orders/${order.id}/refunds`, { amountCents: third }, { 'idempotency-key': `third-${i}` }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c === 409)).toHaveLength(7);
    const { rows } = await db().query<{ refunded: number; total: number }>(
      'SELECT refunded_cents AS refunded, total_cents AS total FROM orders WHERE id = $1',
      [order.id],
    );
    expect(rows[0]).toEqual({ refunded: third * 3, total: order.totalCents });
    const atProcessor = await ctx.stripe.refunds.list({ payment_intent: intentId, limit: 100 });
    expect(atProcessor.data.reduce((sum, r) => sum + r.amount, 0)).toBe(third * 3);
  });

  it('a line refunded from two tabs at once is refunded once', async () => {
    const { order, intentId } = await paidOrder(ctx, shopper, [`100003/${color}/s/1`, `100003/${color}/m/1`]);
    const answers = await Promise.all(
      ['tab-a', 'tab-b', 'tab-c'].map((key) =>
        post(
          `/api/staff/orders/${order.id}/refunds`,
          { lines: [{ lineNo: 1, quantity: 1 }] },
          { 'idempotency-key': key },
        ),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    expect((await ctx.stripe.refunds.list({ payment_intent: intentId })).data).toHaveLength(1);
  });

  it('cancelling and shipping the same order at once: one wins, and the order is one or the other', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { order, intentId } = await paidOrder(ctx, shopper, [`100003/${color}/s/1`]);
      const [cancel, ship] = await Promise.all([
        post(`/api/staff/orders/${order.id}/cancellation`),
        post(`/api/staff/orders/${order.id}/shipments`, { carrier: 'Meest', trackingNumber: `RACE-${round}` }),
      ]);
      const winners = [cancel.statusCode, ship.statusCode].filter((c) => c === 200);
      expect(winners).toHaveLength(1);
      const { rows } = await db().query<{ status: string; shipped: number; refunded: number }>(
        `SELECT status, refunded_cents AS refunded,
                (SELECT count(*)::int FROM order_shipment_lines WHERE order_id = o.id) AS shipped
           FROM orders o WHERE id = $1`,
        [order.id],
      );
      const refunds = (await ctx.stripe.refunds.list({ payment_intent: intentId })).data;
      if (cancel.statusCode === 200) {
        expect(rows[0]).toEqual({ status: 'cancelled', shipped: 0, refunded: order.totalCents });
        expect(refunds).toHaveLength(1);
      } else {
        expect(rows[0]).toEqual({ status: 'shipped', shipped: 1, refunded: 0 });
        expect(refunds).toHaveLength(0);
      }
    }
  });
});
