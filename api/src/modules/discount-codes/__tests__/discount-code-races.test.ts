import type { Color } from 'contracts';
import { registerCustomer, type TestCustomer } from '../../../test-support/accounts';
import { colorsOf, setPrice, setStock } from '../../../test-support/catalogue';
import { fillBag, postPurchase, purchaseBody } from '../../../test-support/checkout';
import { usePaymentsTestApp } from '../../../test-support/payments';

/**
 * A code's uses are counted exactly (issue 34): 30 shoppers paying at once for its last use make one order with
 * it; the 29 others are told before they pay (409 'discount-code', nothing reserved). Real concurrent
 * transactions are needed, so this runs on PostgreSQL only (DATABASE_URL, CI's PostgreSQL lane); PGlite has one
 * connection and runs transactions one after another.
 */
const ctx = usePaymentsTestApp({ poolSize: 20 });
const onPostgres = Boolean(process.env.DATABASE_URL);

(onPostgres ? describe : describe.skip)('the last use of a code, 30 shoppers at once (PostgreSQL)', () => {
  const ROUNDS = 5;
  const SHOPPERS = 30;
  let shoppers: TestCustomer[] = [];
  let color: Color;

  beforeAll(async () => {
    [color] = await colorsOf(ctx.database.db, '100002');
    await setPrice(ctx.database.db, '100002', '30.00');
    await setStock(ctx.database.db, '100002', color, { l: 1000 });
    shoppers = [];
    for (let i = 0; i < SHOPPERS; i += 1) shoppers.push(await registerCustomer(ctx.app));
    for (const shopper of shoppers) await fillBag(ctx.app, shopper, [`100002/${color}/l/1`]);
  }, 120_000);

  it(`gives the last use to exactly one order in each of ${ROUNDS} rounds; the others are told before they pay`, async () => {
    const figures: string[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      // A code with 3 uses, 2 of them taken: one is left.
      const code = `LAST${round}`;
      const { rows } = await ctx.database.db.query<{ id: number }>(
        `INSERT INTO discount_codes (code, kind, percent, scope, starts_at, max_uses, audience, uses_held)
         VALUES ($1, 'percent', 10, 'bag', now() - interval '1 day', 3, 'everyone', 2) RETURNING id`,
        [code],
      );
      const codeId = rows[0].id;
      const total = 29.7; // $30.00 less 10 % = $27.00, + 10 % tax
      const t0 = Date.now();
      const answers = await Promise.all(
        shoppers.map((shopper) =>
          postPurchase(ctx.app, shopper, purchaseBody(total, { discountCode: code }), `round-${round}`),
        ),
      );
      const ms = Date.now() - t0;
      const created = answers.filter((a) => a.statusCode === 201);
      const told = answers.filter(
        (a) =>
          a.statusCode === 409 &&
          a.json().reason === 'discount-code' &&
          a.json().error === `The code ${code} has been used up.`,
      );
      expect(created).toHaveLength(1);
      expect(told).toHaveLength(SHOPPERS - 1);
      const counted = await ctx.database.db.query<{ held: number; orders: number }>(
        `SELECT c.uses_held AS held,
                (SELECT count(*)::int FROM orders o WHERE o.discount_code_id = c.id AND o.discount_use_held) AS orders
           FROM discount_codes c WHERE c.id = $1`,
        [codeId],
      );
      expect(counted.rows[0]).toEqual({ held: 3, orders: 1 });
      const pending = await ctx.database.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM orders WHERE idempotency_key = $1`,
        [`round-${round}`],
      );
      expect(pending.rows[0].n).toBe(1);
      figures.push(`  round ${round}: 1 order with the code, ${told.length} × 409 used up, ${ms} ms`);
      // The winner's order is settled (as if paid), so her next checkout does not give the use back.
      await ctx.database.db.query(`UPDATE orders SET status = 'paid', paid_at = now() WHERE status = 'pending'`);
    }
    console.log(`[race] PostgreSQL, the last use of a code, ${SHOPPERS} concurrent purchases:\n${figures.join('\n')}`);
  }, 300_000);
});
