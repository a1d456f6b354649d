import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { openTestDatabase, type TestDatabase } from '../../test-support/template-database';
import { MIGRATIONS_DIR } from '../paths';

const MIGRATION = readFileSync(path.join(MIGRATIONS_DIR, '0025_order_partly_shipped.sql'), 'utf8');

let database: TestDatabase;
let customerId: string;
beforeAll(async () => {
  database = await openTestDatabase();
  const { rows } = await database.db.query<{ id: string }>(
    `INSERT INTO customers (first_name, last_name, email, password_hash)
     VALUES ('Olena', 'Kovalenko', $1, 'x') RETURNING id`,
    [`${randomUUID()}@example.com`],
  );
  customerId = rows[0]!.id;
}, 60_000);
afterAll(() => database.cleanup());

/** A paid order of `lines` one-piece lines, of which the first `shipped` left in one parcel, as before 0025. */
async function orderShipped(lines: number, shipped: number, status = 'paid'): Promise<string> {
  const db = database.db;
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO orders (customer_id, idempotency_key, status, payment_method, email, billing_name, shipping_address,
                         billing_address, subtotal_cents, tax_cents, shipping_cents, total_cents, paid_at,
                         shipped_at, stock_reserved)
     VALUES ($1, $2, $3, 'card', 'o@example.com', 'O', '{}', '{}', 100, 10, 0, 110, now(),
             CASE WHEN $4 > 0 THEN now() END, false) RETURNING id`,
    [customerId, randomUUID(), status, shipped],
  );
  const id = rows[0]!.id;
  for (let n = 1; n <= lines; n += 1) {
    await db.query(
      `INSERT INTO order_lines (order_id, line_no, product_id, color, size, name, image, quantity, unit_price_cents,
                                line_total_cents)
       VALUES ($1, $2, '100001', 'red', 's', 'Dress', '/i.svg', 1, 1, 1)`,
      [id, n],
    );
  }
  if (shipped > 0) {
    const parcel = await db.query<{ id: string }>(
      `INSERT INTO order_shipments (order_id, carrier, tracking_number) VALUES ($1, 'Meest', 'M-1') RETURNING id`,
      [id],
    );
    await db.query(
      `INSERT INTO order_shipment_lines (shipment_id, order_id, line_no) SELECT $1, $2, generate_series(1, $3::int)`,
      [parcel.rows[0]!.id, id, shipped],
    );
  }
  return id;
}

const statusOf = async (id: string) =>
  (await database.db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [id])).rows[0]!.status;

describe('0025: a partly shipped order has a status of its own', () => {
  it('turns the paid orders with some lines shipped into partly-shipped, and leaves the others as they were', async () => {
    const partly = await orderShipped(3, 2);
    const none = await orderShipped(2, 0);
    const all = await orderShipped(2, 2, 'shipped');
    await database.db.exec(MIGRATION);
    expect(await statusOf(partly)).toBe('partly-shipped');
    expect(await statusOf(none)).toBe('paid');
    expect(await statusOf(all)).toBe('shipped');
  });

  it('still refuses a status the shop does not know', async () => {
    const id = await orderShipped(1, 0);
    await expect(database.db.query(`UPDATE orders SET status = 'lost' WHERE id = $1`, [id])).rejects.toThrow(
      /orders_status_check/,
    );
  });
});
