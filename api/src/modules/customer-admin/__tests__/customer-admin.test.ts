import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../../db/database';
import { asBrowser, registerCustomer, uniqueEmail, type TestCustomer } from '../../../test-support/accounts';
import { asStaff, createStaff, type TestStaff } from '../../../test-support/staff';
import { useTestApp } from '../../../test-support/test-app';

// Issue 34, point 3: the customers in the back office. Owners and fulfilment find a customer by name or
// e-mail and read her page; only an owner exports her data (a data-access request) or deletes her account,
// which keeps her paid orders as the accounting record without her name, e-mail and addresses.
const ctx = useTestApp();
const staff = {} as Record<'owner' | 'catalogue' | 'fulfilment', TestStaff>;
beforeAll(async () => {
  for (const role of ['owner', 'catalogue', 'fulfilment'] as const)
    staff[role] = await createStaff(ctx.app, ctx.database.db, role);
});

const as = (role: keyof typeof staff, url: string, method: 'GET' | 'DELETE' = 'GET') =>
  ctx.app.inject(asStaff(staff[role], { method, url }));

const ADDRESS = { firstName: 'Olena', lastName: 'Marchenko', city: 'Lviv', addressLine1: 'Rynok 7', zip: '79000' };

/** An order of hers as checkout leaves it (a line of 2 pieces), in `status`. */
async function orderOf(db: Queryable, customer: TestCustomer, status: string, totalCents = 12_990) {
  const { rows } = await db.query<{ id: string; number: string }>(
    `INSERT INTO orders (customer_id, idempotency_key, status, payment_method, email, billing_name, shipping_address,
                         billing_address, subtotal_cents, tax_cents, shipping_cents, total_cents, paid_at, stock_reserved)
     VALUES ($1, $2, $3, 'card', $4, 'Olena Marchenko', $5::jsonb, $5::jsonb, $6, 0, 0, $6,
             CASE WHEN $3 = 'pending' THEN NULL ELSE now() END, false)
     RETURNING id, number::text AS number`,
    [customer.id, randomUUID(), status, customer.email, JSON.stringify(ADDRESS), totalCents],
  );
  await db.query(
    `INSERT INTO order_lines (order_id, line_no, product_id, color, size, name, image, quantity, unit_price_cents,
                              line_total_cents)
     VALUES ($1, 1, '100001', 'red', 's', 'Linen dress', '/img.svg', 2, $2, $3)`,
    [rows[0]!.id, totalCents / 2, totalCents],
  );
  return rows[0]!;
}

describe('the customers list', () => {
  it('finds a customer by part of her name or e-mail, any letter case, and pages the rest', async () => {
    // Letters only (a surname's rule), unique to this run.
    const marker = `zz${Date.now()
      .toString(36)
      .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;
    const found = await registerCustomer(ctx.app, { lastName: `Hrytsenko${marker}` });
    const byMail = await registerCustomer(ctx.app, { email: uniqueEmail(`mail${marker}`) });
    await registerCustomer(ctx.app);
    const byName = await as('fulfilment', `/api/staff/customers?q=${encodeURIComponent(`HRYTSENKO${marker}`)}`);
    expect(byName.statusCode).toBe(200);
    expect(byName.json()).toEqual({
      items: [
        expect.objectContaining({ id: found.id, name: `Olena Hrytsenko${marker}`, email: found.email, orders: 0 }),
      ],
      total: 1,
    });
    const mail = await as('owner', `/api/staff/customers?q=mail${marker}`);
    expect(mail.json().items.map((c: { id: string }) => c.id)).toEqual([byMail.id]);
    // Newest first, two a page: the second page goes on where the first stopped.
    const first = (await as('owner', '/api/staff/customers?perPage=2')).json();
    const second = (await as('owner', '/api/staff/customers?perPage=2&page=2')).json();
    expect(first.total).toBeGreaterThanOrEqual(3);
    expect(first.items).toHaveLength(2);
    expect(first.items.map((c: { id: string }) => c.id)).not.toContain(second.items[0].id);
    // A wildcard in the search is a character, not a pattern.
    expect((await as('owner', '/api/staff/customers?q=%25')).json().total).toBe(0);
  });

  it('refuses a bad page with the field named, and the catalogue role with 403', async () => {
    const bad = await as('owner', '/api/staff/customers?perPage=500');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ perPage: 'perPage must be a whole number from 1 to 100' });
    expect((await as('catalogue', '/api/staff/customers')).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/api/staff/customers' })).statusCode).toBe(401);
  });
});

describe("a customer's page", () => {
  it('shows her orders, returns, newsletter, back-in-stock requests and only the brand, last four and expiry of her card', async () => {
    const db = ctx.database.db;
    const customer = await registerCustomer(ctx.app);
    const order = await orderOf(db, customer, 'delivered');
    await db.query(
      `INSERT INTO order_returns (order_id, idempotency_key, status, reason) VALUES ($1, 'r1', 'requested', 'Too small')`,
      [(await db.query<{ id: string }>('SELECT id FROM orders WHERE number = $1', [order.number])).rows[0]!.id],
    );
    await db.query(
      `INSERT INTO subscribers (email, agreement, status, confirmed_at) VALUES ($1, true, 'confirmed', now())`,
      [customer.email],
    );
    await db.query(
      `INSERT INTO back_in_stock_requests (product_id, color, size, email, customer_id) VALUES ('100002', 'red', 'm', $1, $2)`,
      [customer.email, customer.id],
    );
    await db.query(
      `INSERT INTO payment_cards (customer_id, brand, last4, exp_month, exp_year, payment_method_id)
       VALUES ($1, 'visa', '4242', 8, 2031, 'pm_secret_of_the_processor')`,
      [customer.id],
    );
    const res = await as('fulfilment', `/api/staff/customers/${customer.id}`);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({
      id: customer.id,
      email: customer.email,
      orders: [{ number: Number(order.number), status: 'delivered', total: 129.9, refunded: 0 }],
      returns: [{ orderNumber: Number(order.number), status: 'requested', refund: null }],
      newsletter: { status: 'confirmed' },
      backInStock: [{ productId: '100002', color: 'red', size: 'm' }],
      card: { brand: 'visa', last4: '4242', expMonth: 8, expYear: 2031 },
    });
    expect(res.body).not.toContain('pm_secret_of_the_processor');
  });

  it('answers 404 for nobody, whether the id is a uuid or not', async () => {
    expect((await as('owner', `/api/staff/customers/${randomUUID()}`)).statusCode).toBe(404);
    expect((await as('owner', '/api/staff/customers/100001')).statusCode).toBe(404);
  });
});

describe("an owner's export of a customer's data", () => {
  it('is a JSON download of everything about her, in the audit log without her data', async () => {
    const customer = await registerCustomer(ctx.app);
    await orderOf(ctx.database.db, customer, 'paid');
    const res = await as('owner', `/api/staff/customers/${customer.id}/export`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="vesna-customer-${customer.id}.json"`);
    const data = res.json();
    expect(data.customer).toMatchObject({ id: customer.id, email: customer.email, firstName: 'Olena' });
    expect(data.orders[0]).toMatchObject({ billingName: 'Olena Marchenko', shippingAddress: ADDRESS });
    expect(data.orders[0].lines).toEqual([expect.objectContaining({ productId: '100001', quantity: 2 })]);
    const { rows } = await ctx.database.db.query<{ staff_id: number; entry: string }>(
      `SELECT staff_id, row_to_json(a)::text AS entry FROM audit_log a
        WHERE action = 'customer.export' AND entity_id = $1`,
      [customer.id],
    );
    expect(rows.map((r) => r.staff_id)).toEqual([staff.owner.id]);
    expect(rows[0]!.entry).not.toContain(customer.email);
  });

  it('is refused to fulfilment and catalogue', async () => {
    const customer = await registerCustomer(ctx.app);
    expect((await as('fulfilment', `/api/staff/customers/${customer.id}/export`)).statusCode).toBe(403);
    expect((await as('catalogue', `/api/staff/customers/${customer.id}/export`)).statusCode).toBe(403);
  });
});

describe("an owner's deletion of an account", () => {
  it('keeps her paid orders with their totals and lines, without her name, e-mail and addresses; the unpaid one goes', async () => {
    const db = ctx.database.db;
    const customer = await registerCustomer(ctx.app);
    const paid = await orderOf(db, customer, 'shipped', 25_980);
    const unpaid = await orderOf(db, customer, 'pending');
    const res = await as('owner', `/api/staff/customers/${customer.id}`, 'DELETE');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: true, ordersKept: 1 });

    const { rows } = await db.query<Record<string, unknown>>(
      `SELECT o.customer_id, o.email, o.billing_name, o.shipping_address, o.billing_address, o.total_cents,
              o.anonymised_at IS NOT NULL AS anonymised, row_to_json(o)::text AS whole,
              (SELECT sum(line_total_cents)::int FROM order_lines l WHERE l.order_id = o.id) AS lines
         FROM orders o WHERE o.number = ANY($1::bigint[])`,
      [[paid.number, unpaid.number]],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      customer_id: null,
      email: '',
      billing_name: '',
      shipping_address: {},
      billing_address: {},
      total_cents: 25_980,
      lines: 25_980,
      anonymised: true,
    });
    expect(rows[0]!.whole).not.toMatch(/Marchenko|Rynok/);
    expect((await db.query('SELECT 1 FROM customers WHERE id = $1', [customer.id])).rows).toEqual([]);
    const audit = await db.query<{ entry: string }>(
      `SELECT row_to_json(a)::text AS entry FROM audit_log a WHERE action = 'customer.delete' AND entity_id = $1`,
      [customer.id],
    );
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]!.entry).not.toContain(customer.email);
    expect((await as('owner', `/api/staff/customers/${customer.id}`, 'DELETE')).statusCode).toBe(404);
  });

  it('is refused to fulfilment, which changes nothing', async () => {
    const customer = await registerCustomer(ctx.app);
    expect((await as('fulfilment', `/api/staff/customers/${customer.id}`, 'DELETE')).statusCode).toBe(403);
    expect((await as('owner', `/api/staff/customers/${customer.id}`)).statusCode).toBe(200);
  });

  it("is the shopper's own deletion too: her paid order stays without her", async () => {
    const customer = await registerCustomer(ctx.app);
    const paid = await orderOf(ctx.database.db, customer, 'paid');
    const res = await ctx.app.inject(
      asBrowser(customer.token, { method: 'DELETE', url: '/api/customers/delete-account' }),
    );
    expect(res.statusCode).toBe(200);
    const { rows } = await ctx.database.db.query(
      'SELECT customer_id, email, total_cents FROM orders WHERE number = $1',
      [paid.number],
    );
    expect(rows).toEqual([{ customer_id: null, email: '', total_cents: 12_990 }]);
  });
});
