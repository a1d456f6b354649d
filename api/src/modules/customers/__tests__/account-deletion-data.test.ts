import { asBrowser, registerCustomer } from '../../../test-support/accounts';
import { colorsOf, setStock } from '../../../test-support/catalogue';
import { SHIPPING, fillBag, postPurchase, purchaseBody } from '../../../test-support/checkout';
import { createCard, usePaymentsTestApp } from '../../../test-support/payments';

const ctx = usePaymentsTestApp();

/** Rows of every table (current schema) whose JSON mentions `needle`. */
async function rowsMentioning(needle: string): Promise<{ table: string; row: string }[]> {
  const db = ctx.database.db;
  const { rows: tables } = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
  );
  const found: { table: string; row: string }[] = [];
  for (const { table_name } of tables) {
    const { rows } = await db.query<{ j: string }>(
      `SELECT row_to_json(t)::text AS j FROM "${table_name.replace(/"/g, '""')}" t`,
    );
    for (const r of rows)
      if (r.j.toLowerCase().includes(needle.toLowerCase())) found.push({ table: table_name, row: r.j });
  }
  return found;
}

describe('account deletion', () => {
  it('removes every personal row: profile, sessions, verification tokens, wish list, bag, feedback, addresses, card, orders and mail', async () => {
    const customer = await registerCustomer(ctx.app);
    const other = await registerCustomer(ctx.app);
    const [color] = await colorsOf(ctx.database.db, '100001');
    await setStock(ctx.database.db, '100001', color, { s: 5 });
    for (const c of [customer, other]) {
      const as = (opts: object) => ctx.app.inject(asBrowser(c.token, opts));
      // A pending order (its unit is given back when the account goes), before the bag is filled again.
      const total = await fillBag(ctx.app, c, [`100001/${color}/s/1`]);
      expect((await postPurchase(ctx.app, c, purchaseBody(total))).statusCode).toBe(201);
      await as({ method: 'POST', url: '/api/customers/wishlist', payload: { productId: '100001' } });
      const bag = await as({
        method: 'POST',
        url: '/api/customers/cart',
        payload: { productId: `100001/${color}/s/2` },
      });
      expect(bag.statusCode).toBe(200);
      const feedback = await as({
        method: 'POST',
        url: '/api/comments',
        payload: { productId: '100001', rate: 5, content: 'Lovely' },
      });
      expect(feedback.statusCode).toBe(201);
      await as({
        method: 'POST',
        url: '/api/address',
        payload: { ...SHIPPING, email: c.email, default: true },
      });
      await as({
        method: 'POST',
        url: '/api/payment-methods/default',
        payload: { paymentDetails: { paymentMethodId: (await createCard(ctx.stripe)).id } },
      });
      await as({ method: 'POST', url: '/api/customers/verify-email/resend' });
    }
    const before = await rowsMentioning(customer.id);
    expect(new Set(before.map((r) => r.table))).toEqual(
      new Set([
        'customers',
        'sessions',
        'email_verification_tokens',
        'wishlist_items',
        'cart_items',
        'product_feedback',
        'addresses',
        'payment_cards',
        'orders',
      ]),
    );
    expect((await rowsMentioning(customer.email)).length).toBeGreaterThan(0);

    const res = await ctx.app.inject(
      asBrowser(customer.token, { method: 'DELETE', url: '/api/customers/delete-account' }),
    );
    expect(res.statusCode).toBe(200);
    expect(await rowsMentioning(customer.id)).toEqual([]);
    expect(await rowsMentioning(customer.email)).toEqual([]);
    // The other customer keeps everything.
    expect(new Set((await rowsMentioning(other.id)).map((r) => r.table)).size).toBe(9);
    // The deleted customer's pending order gave its unit back: 5 - 1 (the other's order) - 2 - 2 (the bags don't hold stock).
    const { rows } = await ctx.database.db.query<{ quantity: number }>(
      'SELECT quantity FROM variant_sizes WHERE product_id = $1 AND color = $2 AND size = $3',
      ['100001', color, 's'],
    );
    expect(rows[0].quantity).toBe(4);
  });
});
