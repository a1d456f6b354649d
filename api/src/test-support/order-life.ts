import type { BirthdayDiscountStatus, CartQuote, Order } from 'contracts';
import type { Queryable } from '../db/database';
import type { StepContext } from '../modules/orders/lifecycle';
import { runShopCommand } from '../staff/shop-command';
import type { StaffMember } from 'contracts/staff';
import { insertStaffMember } from '../modules/staff-auth/queries';
import { asBrowser, registerCustomer, type TestCustomer } from './accounts';
import { postPurchase, purchaseBody } from './checkout';
import { eventually, pay, paymentsContextOf, type PaymentsTestContext } from './payments';

/**
 * Fixtures for issue 24 (birthday discount, order steps, returns): an account's newsletter state and birth
 * date, a paid order, and the staff command run in-process on the test's app database and processor.
 */

/** The account's e-mail on the newsletter list in `status` (the double opt-in itself is tested in subscribers/). */
export async function subscribe(db: Queryable, email: string, status: 'pending' | 'confirmed' | 'unsubscribed') {
  await db.query(
    `INSERT INTO subscribers (email, agreement, status, confirmed_at) VALUES ($1, true, $2, CASE WHEN $2 = 'confirmed' THEN now() END)
     ON CONFLICT (lower(email)) DO UPDATE SET status = EXCLUDED.status`,
    [email, status],
  );
}

/** The account verified its e-mail (the link itself is tested in email-verification/). */
export async function markEmailVerified(db: Queryable, customerId: string) {
  await db.query('UPDATE customers SET email_verified = true WHERE id = $1', [customerId]);
}

/** An account that may have the birthday discount: verified e-mail, confirmed subscriber, this birth date. */
export async function birthdayShopper(ctx: PaymentsTestContext, birthDate: string): Promise<TestCustomer> {
  const customer = await registerCustomer(ctx.app);
  await markEmailVerified(ctx.database.db, customer.id);
  await subscribe(ctx.database.db, customer.email, 'confirmed');
  await setBirthDate(ctx.database.db, customer.id, birthDate);
  return customer;
}

export async function setBirthDate(db: Queryable, customerId: string, birthDate: string | null) {
  await db.query('UPDATE customers SET birth_date = $2::date WHERE id = $1', [customerId, birthDate]);
}

/** Fills the account's bag and asks its quote with the session, as the bag page does. */
export async function sessionQuote(
  ctx: PaymentsTestContext,
  customer: TestCustomer,
  keys: string[],
): Promise<CartQuote> {
  await ctx.app.inject(asBrowser(customer.token, { method: 'DELETE', url: '/api/customers/clearCart' }));
  for (const key of keys) {
    const res = await ctx.app.inject(
      asBrowser(customer.token, { method: 'POST', url: '/api/customers/cart', payload: { productId: key } }),
    );
    if (res.statusCode !== 200) throw new Error(`bag: ${res.statusCode} ${res.body}`);
  }
  const res = await ctx.app.inject(
    asBrowser(customer.token, { method: 'POST', url: '/api/cart/quote', payload: { items: keys } }),
  );
  return res.json() as CartQuote;
}

export const getOrder = async (ctx: PaymentsTestContext, customer: TestCustomer, id: string) =>
  (await ctx.app.inject(asBrowser(customer.token, { url: `/api/orders/${id}` }))).json() as Order;

/** Bag → quote (with the session) → purchase at the quoted total → 4242 → paid (the webhook arrived). */
export async function paidOrder(
  ctx: PaymentsTestContext,
  customer: TestCustomer,
  keys: string[],
): Promise<{ order: Order; quote: CartQuote; intentId: string }> {
  const quote = await sessionQuote(ctx, customer, keys);
  const res = await postPurchase(ctx.app, customer, purchaseBody(quote.totalCents / 100));
  if (res.statusCode !== 201) throw new Error(`purchase: ${res.statusCode} ${res.body}`);
  const { orderId, clientSecret } = res.json() as { orderId: string; clientSecret: string };
  const outcome = await pay(ctx.stripe, clientSecret);
  if (!('status' in outcome) || outcome.status !== 'succeeded') throw new Error(`payment: ${JSON.stringify(outcome)}`);
  const order = await eventually(async () => {
    const current = await getOrder(ctx, customer, orderId);
    if (current.status !== 'paid') throw new Error(`order is ${current.status}`);
    return current;
  });
  return { order, quote, intentId: clientSecret.split('_secret_')[0]! };
}

/** `npm run shop -- <argv>` in-process on the test app's database and processor: exit code and what it printed. */
export async function shop(ctx: PaymentsTestContext, argv: string[], now?: () => Date) {
  const out: string[] = [];
  const err: string[] = [];
  const stepContext: StepContext = paymentsContextOf(ctx, now);
  const actor = await commandActor(ctx.database.db);
  const code = await runShopCommand(stepContext, argv, { out: (l) => out.push(l), err: (l) => err.push(l) }, actor);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const actors = new WeakMap<Queryable, Promise<StaffMember>>();

/** The fulfilment member the in-process command runs as (`--as`), one per database. */
function commandActor(db: Queryable): Promise<StaffMember> {
  let actor = actors.get(db);
  if (!actor) {
    actor = (async () => {
      const member = {
        email: `fulfilment.${Date.now()}@vesna.test`,
        name: 'Test fulfilment',
        role: 'fulfilment' as const,
      };
      const id = await insertStaffMember(db, member);
      await db.query(`UPDATE staff_members SET status = 'active' WHERE id = $1`, [id]);
      return { id, ...member };
    })();
    actors.set(db, actor);
  }
  return actor;
}

/** GET /api/customers/birthday-discount as the customer's browser. */
export const birthdayStatusOf = async (ctx: PaymentsTestContext, customer: TestCustomer) =>
  (
    await ctx.app.inject(asBrowser(customer.token, { url: '/api/customers/birthday-discount' }))
  ).json() as BirthdayDiscountStatus;

/** Units in stock of one size of one colour of a product. */
export async function stockOf(db: Queryable, productId: string, color: string, size: string): Promise<number> {
  const { rows } = await db.query<{ quantity: number }>(
    'SELECT quantity FROM variant_sizes WHERE product_id = $1 AND color = $2 AND size = $3',
    [productId, color, size],
  );
  return rows[0]!.quantity;
}

/** Every row of the order and its returns, to compare before and after a refused step. */
export async function orderState(db: Queryable, orderId: string) {
  const order = await db.query('SELECT * FROM orders WHERE id = $1', [orderId]);
  const returns = await db.query('SELECT * FROM order_returns WHERE order_id = $1 ORDER BY number', [orderId]);
  const stock = await db.query(
    `SELECT s.product_id, s.color, s.size, s.quantity FROM variant_sizes s JOIN order_lines l
        ON l.product_id = s.product_id AND l.color = s.color AND l.size = s.size WHERE l.order_id = $1 ORDER BY 1, 2, 3`,
    [orderId],
  );
  const mails = await db.query('SELECT count(*)::int AS n FROM mail_queue');
  const shipments = await db.query(
    'SELECT order_id, line_no FROM order_shipment_lines WHERE order_id = $1 ORDER BY line_no',
    [orderId],
  );
  const refunds = await db.query('SELECT * FROM order_refunds WHERE order_id = $1 ORDER BY created_at, id', [orderId]);
  return {
    order: order.rows,
    returns: returns.rows,
    stock: stock.rows,
    mails: mails.rows,
    shipments: shipments.rows,
    refunds: refunds.rows,
  };
}
