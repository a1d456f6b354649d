import { randomUUID } from 'node:crypto';
import { registerCustomer } from '../../../test-support/accounts';
import { asStaff, createStaff, type TestStaff } from '../../../test-support/staff';
import { useTestApp } from '../../../test-support/test-app';
import { lastShopDays, selectDashboard } from '../dashboard';

// Issue 34, point 5: the back office's home page. Today is Kyiv's day; 30 days of orders and revenue.
const ctx = useTestApp();
let owner: TestStaff;
let customerId: string;
beforeAll(async () => {
  owner = await createStaff(ctx.app, ctx.database.db, 'owner');
  customerId = (await registerCustomer(ctx.app)).id;
});

/** A paid order at `paidAt` of `units` pieces for `cents`, in `status`, `refunded` cents given back: its id. */
async function paidOrder(paidAt: string, cents: number, units: number, status = 'paid', refunded = 0) {
  const { rows } = await ctx.database.db.query<{ id: string }>(
    `INSERT INTO orders (customer_id, idempotency_key, status, payment_method, email, billing_name, shipping_address,
                         billing_address, subtotal_cents, tax_cents, shipping_cents, total_cents, refunded_cents,
                         paid_at, stock_reserved)
     VALUES ($1, $2, $3, 'card', 'o@example.com', 'O', '{}', '{}', $4, 0, 0, $4, $5, $6, false) RETURNING id`,
    [customerId, randomUUID(), status, cents, refunded, paidAt],
  );
  await ctx.database.db.query(
    `INSERT INTO order_lines (order_id, line_no, product_id, color, size, name, image, quantity, unit_price_cents,
                              line_total_cents)
     VALUES ($1, 1, '100001', 'red', 's', 'Dress', '/i.svg', $2, 1, $3)`,
    [rows[0]!.id, units, cents],
  );
  return rows[0]!.id;
}

/** A return or an exchange of an order, in `status`. */
async function returnOf(orderId: string, kind: 'return' | 'exchange', status: string) {
  await ctx.database.db.query(
    `INSERT INTO order_returns (order_id, idempotency_key, reason, kind, status) VALUES ($1, $2, 'Too small', $3, $4)`,
    [orderId, randomUUID(), kind, status],
  );
}

describe('the home page figures', () => {
  it("count today's orders, revenue less refunds and units by Kyiv's day, and 30 days of them", async () => {
    // 00:30 on 1 December in Kyiv is 22:30 UTC on 30 November.
    const now = new Date('2026-12-01T10:00:00Z');
    await paidOrder('2026-11-30T22:30:00Z', 10_000, 2);
    await paidOrder('2026-12-01T09:00:00Z', 5_000, 1, 'shipped', 1_000);
    await paidOrder('2026-12-01T09:30:00Z', 7_000, 3, 'cancelled', 7_000);
    await paidOrder('2026-11-30T21:30:00Z', 2_500, 1); // 23:30 in Kyiv: yesterday
    await paidOrder('2026-10-15T10:00:00Z', 9_900, 1); // before the 30 days
    const figures = await selectDashboard(ctx.database.db, now);
    expect(figures.today).toEqual({ date: '2026-12-01', orders: 2, revenue: 140, units: 3 });
    expect(figures.days).toHaveLength(30);
    expect(figures.days[0]!.date).toBe('2026-11-02');
    expect(figures.days.at(-2)).toEqual({ date: '2026-11-30', orders: 1, revenue: 25, units: 1 });
    expect(figures.days.reduce((sum, day) => sum + day.orders, 0)).toBe(3);
  });

  it('list the sizes low in stock of published products, fewest first', async () => {
    const db = ctx.database.db;
    // First by name among the sizes at 0; a draft's empty size is no shopper's concern.
    for (const [id, name, status] of [
      ['100003', 'Aaa sold-out skirt', 'published'],
      ['100004', 'Aaa draft', 'draft'],
    ]) {
      await db.query('UPDATE products SET name = $2, status = $3 WHERE id = $1', [id, name, status]);
      await db.query('UPDATE variant_sizes SET quantity = 0 WHERE product_id = $1', [id]);
    }
    const { lowStock } = await selectDashboard(db);
    expect(lowStock.length).toBeLessThanOrEqual(10);
    expect(lowStock[0]).toMatchObject({ productId: '100003', name: 'Aaa sold-out skirt', quantity: 0 });
    expect(lowStock.map((s) => s.productId)).not.toContain('100004');
    expect(lowStock.map((s) => s.quantity)).toEqual([...lowStock.map((s) => s.quantity)].sort((a, b) => a - b));
  });

  it('count the returns and the exchanges waiting apart, as the returns queue lists them', async () => {
    const before = await selectDashboard(ctx.database.db);
    const order = await paidOrder('2026-10-01T10:00:00Z', 3_000, 3, 'delivered');
    await returnOf(order, 'return', 'requested');
    await returnOf(order, 'return', 'received');
    await returnOf(order, 'return', 'refunded');
    await returnOf(order, 'exchange', 'requested');
    await returnOf(order, 'exchange', 'shipped');
    // An order cancelled since: its return waits for no one.
    await returnOf(await paidOrder('2026-10-01T11:00:00Z', 1_000, 1, 'cancelled', 1_000), 'exchange', 'requested');
    const after = await selectDashboard(ctx.database.db);
    expect(after.returnsWaiting - before.returnsWaiting).toBe(2);
    expect(after.exchangesWaiting - before.exchangesWaiting).toBe(1);
  });

  it("count a partly shipped order's day like any paid one", async () => {
    const now = new Date('2026-12-03T10:00:00Z');
    await paidOrder('2026-12-03T08:00:00Z', 4_000, 2, 'partly-shipped');
    expect((await selectDashboard(ctx.database.db, now)).today).toEqual({
      date: '2026-12-03',
      orders: 1,
      revenue: 40,
      units: 2,
    });
  });

  it('steps over the change of clock: 30 distinct dates ending today', () => {
    const days = lastShopDays(new Date('2026-03-30T06:00:00Z'));
    expect(new Set(days).size).toBe(30);
    expect(days.at(-1)).toBe('2026-03-30');
    expect(days).toContain('2026-03-29');
  });

  it('are one staff route: 401 without a staff session, the figures with one', async () => {
    expect((await ctx.app.inject({ url: '/api/staff/dashboard' })).statusCode).toBe(401);
    const res = await ctx.app.inject(asStaff(owner, { url: '/api/staff/dashboard' }));
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['days', 'exchangesWaiting', 'lowStock', 'returnsWaiting', 'today']);
  });
});
