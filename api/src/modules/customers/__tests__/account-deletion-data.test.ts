import { useTestApp } from '../../../test-support/test-app';
import { asBrowser, registerCustomer } from '../../../test-support/accounts';
import { colorsOf, setStock } from '../../../test-support/catalogue';

const ctx = useTestApp();

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
  it('removes every personal row: profile, sessions, verification tokens, wish list, bag, feedback, addresses, card and mail', async () => {
    const customer = await registerCustomer(ctx.app);
    const other = await registerCustomer(ctx.app);
    const [color] = await colorsOf(ctx.database.db, '100001');
    await setStock(ctx.database.db, '100001', color, { s: 5 });
    for (const c of [customer, other]) {
      const as = (opts: object) => ctx.app.inject(asBrowser(c.token, opts));
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
        payload: {
          email: c.email,
          firstName: 'Olena',
          lastName: 'Kovalenko',
          country: 'Ukraine',
          city: 'Lviv',
          addressLine1: 'Shevchenka 1',
          addressLine2: '12',
          zip: '79-000',
          phone: '0501234567',
          default: true,
        },
      });
      await as({
        method: 'POST',
        url: '/api/payment-methods/default',
        payload: { paymentDetails: { cardNumber: '4242424242424242', cardExpiryDate: '12/39', cardCVV: '123' } },
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
    expect(new Set((await rowsMentioning(other.id)).map((r) => r.table)).size).toBe(8);
  });
});
