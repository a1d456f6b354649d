import { Writable } from 'node:stream';
import type { Color, PurchaseResponse } from 'contracts';
import { registerCustomer, type TestCustomer } from '../../../test-support/accounts';
import { colorsOf, setPrice, setStock } from '../../../test-support/catalogue';
import { fillBag, postPurchase, purchaseBody } from '../../../test-support/checkout';
import { paymentIntentIdOf, usePaymentsTestApp } from '../../../test-support/payments';
import { RESERVATION_REFUSED } from '../service';

/**
 * Concurrency: the last unit is sold once, and one Idempotency-Key makes one order. The 50-buyer race
 * needs real concurrent transactions, so it runs on PostgreSQL only (DATABASE_URL); PGlite has one
 * connection and runs transactions one after another. The same-key test runs on both.
 */
// Debug logs tell how many buyers the atomic UPDATE refused (the others were refused by the quote).
const logLines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, callback) {
    logLines.push(String(chunk));
    callback();
  },
});
const ctx = usePaymentsTestApp({ poolSize: 20, app: { logger: { level: 'debug', stream } } });
const onPostgres = Boolean(process.env.DATABASE_URL);

let color: Color;
beforeAll(async () => {
  [color] = await colorsOf(ctx.database.db, '100002');
  await setPrice(ctx.database.db, '100002', '30.00');
});

const stockOf = async (size: string) =>
  (
    await ctx.database.db.query<{ quantity: number }>(
      'SELECT quantity FROM variant_sizes WHERE product_id = $1 AND color = $2 AND size = $3',
      ['100002', color, size],
    )
  ).rows[0].quantity;

describe('the same Idempotency-Key 10 times at once', () => {
  it('makes one order with one payment intent; every answer carries the same order and client secret', async () => {
    await setStock(ctx.database.db, '100002', color, { m: 5 });
    const customer = await registerCustomer(ctx.app);
    const total = await fillBag(ctx.app, customer, [`100002/${color}/m/2`]);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => postPurchase(ctx.app, customer, purchaseBody(total), 'one-key-10-times')),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    const bodies = answers.map((a) => a.json() as PurchaseResponse);
    expect(new Set(bodies.map((b) => b.orderId)).size).toBe(1);
    expect(new Set(bodies.map((b) => b.clientSecret)).size).toBe(1);
    const { rows } = await ctx.database.db.query<{ n: number; intents: number }>(
      'SELECT count(*)::int AS n, count(DISTINCT payment_intent_id)::int AS intents FROM orders WHERE customer_id = $1',
      [customer.id],
    );
    expect(rows[0]).toEqual({ n: 1, intents: 1 });
    // The processor made one intent for the order: its id is the one every answer's secret belongs to.
    const intent = await ctx.stripe.paymentIntents.retrieve(paymentIntentIdOf(bodies[0].clientSecret));
    expect(intent.metadata.order_id).toBe(bodies[0].orderId);
    expect(await stockOf('m')).toBe(3);
    console.log(
      `[race] same Idempotency-Key x10 on ${ctx.database.db.kind}: statuses ${statuses.join(',')}, orders 1, payment intents 1`,
    );
  });
});

(onPostgres ? describe : describe.skip)('stock 1, 50 buyers at once (PostgreSQL)', () => {
  const ROUNDS = 20;
  const BUYERS = 50;
  let buyers: TestCustomer[] = [];

  beforeAll(async () => {
    await setStock(ctx.database.db, '100002', color, { l: BUYERS });
    buyers = [];
    for (let i = 0; i < BUYERS; i += 1) buyers.push(await registerCustomer(ctx.app));
    for (const buyer of buyers) await fillBag(ctx.app, buyer, [`100002/${color}/l/1`]);
  }, 120_000);

  it(`sells the last unit exactly once in each of ${ROUNDS} rounds; stock never below 0`, async () => {
    const figures: {
      round: number;
      created: number;
      stockShort: number;
      byUpdate: number;
      other: number;
      ms: number;
    }[] = [];
    const started = Date.now();
    const total = 33; // $30.00 + 10 % tax
    for (let round = 1; round <= ROUNDS; round += 1) {
      // Last round's winner is settled (as if paid) so her next purchase does not give the unit back.
      await ctx.database.db.query(`UPDATE orders SET status = 'paid', paid_at = now() WHERE status = 'pending'`);
      await setStock(ctx.database.db, '100002', color, { l: 1 });
      const logged = logLines.length;
      const t0 = Date.now();
      const answers = await Promise.all(
        buyers.map((buyer) => postPurchase(ctx.app, buyer, purchaseBody(total), `round-${round}`)),
      );
      const ms = Date.now() - t0;
      const created = answers.filter((a) => a.statusCode === 201).length;
      const stockShort = answers.filter((a) => a.statusCode === 409 && a.json().reason === 'stock-short').length;
      const byUpdate = logLines.slice(logged).filter((l) => l.includes(RESERVATION_REFUSED)).length;
      figures.push({ round, created, stockShort, byUpdate, other: BUYERS - created - stockShort, ms });
      expect(created).toBe(1);
      expect(stockShort).toBe(BUYERS - 1);
      expect(await stockOf('l')).toBe(0);
      const { rows } = await ctx.database.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM orders WHERE idempotency_key = $1`,
        [`round-${round}`],
      );
      expect(rows[0].n).toBe(1);
    }
    const duration = Date.now() - started;
    // The atomic UPDATE, not only the quote, was what refused buyers: transactions that priced the bag
    // while the unit was still there found it gone when they tried to take it.
    expect(figures.reduce((sum, f) => sum + f.byUpdate, 0)).toBeGreaterThan(0);
    const { rows } = await ctx.database.db.query<{ min: number }>(
      'SELECT min(quantity)::int AS min FROM variant_sizes',
    );
    expect(rows[0].min).toBeGreaterThanOrEqual(0);
    console.log(
      `[race] PostgreSQL, stock 1, ${BUYERS} concurrent purchases by ${BUYERS} customers, ${ROUNDS} rounds in ${duration} ms:\n` +
        figures
          .map(
            (f) =>
              `  round ${f.round}: ${f.created} order, ${f.stockShort} × 409 stock-short ` +
              `(${f.byUpdate} of them by the atomic UPDATE, the rest by the quote), ${f.other} other, ${f.ms} ms`,
          )
          .join('\n'),
    );
  }, 300_000);
});
