import type { CartQuote, Color, Order } from 'contracts';
import type { StaffDiscountCode } from 'contracts/staff';
import { asBrowser, latestMail, registerCustomer, type TestCustomer } from '../../../test-support/accounts';
import { colorsOf, setPrice, setStock } from '../../../test-support/catalogue';
import { discountCodeForm } from '../../../test-support/discount-codes';
import { postPurchase, purchaseBody } from '../../../test-support/checkout';
import { birthdayShopper, getOrder, sessionQuote, shop } from '../../../test-support/order-life';
import { eventually, pay, usePaymentsTestApp } from '../../../test-support/payments';
import { asStaff, createStaff, type TestStaff } from '../../../test-support/staff';

/**
 * Discount codes at checkout (issue 34, point 4): the server's quote shows the code by name and amount, or says
 * why it does not apply; the order, the charge, the receipt and refunds use it; one code per order, and with
 * the birthday discount the larger applies. Dresses (100001) cost $20.00, tops (100002) $30.00.
 */
const ctx = usePaymentsTestApp({ poolSize: 8 });
const db = () => ctx.database.db;
let editor: TestStaff;
let dressColor: Color;
let topColor: Color;
const dress = (quantity = 1) => `100001/${dressColor}/m/${quantity}`;
const top = (quantity = 1) => `100002/${topColor}/m/${quantity}`;

beforeAll(async () => {
  editor = await createStaff(ctx.app, db(), 'catalogue');
  [dressColor] = await colorsOf(db(), '100001');
  [topColor] = await colorsOf(db(), '100002');
  await db().query(`UPDATE products SET category = 'dresses' WHERE id = '100001'`);
  await db().query(`UPDATE products SET category = 'tops' WHERE id = '100002'`);
  await setPrice(db(), '100001', '20.00');
  await setPrice(db(), '100002', '30.00');
});
beforeEach(async () => {
  await setStock(db(), '100001', dressColor, { m: 50 });
  await setStock(db(), '100002', topColor, { m: 50 });
});

let serial = 0;
/** A code made in the back office (POST /api/staff/discount-codes), valid from yesterday for a week. */
async function makeCode(overrides: object = {}): Promise<StaffDiscountCode> {
  const res = await ctx.app.inject(
    asStaff(editor, {
      method: 'POST',
      url: '/api/staff/discount-codes',
      payload: discountCodeForm(`CODE${(serial += 1)}`, overrides),
    }),
  );
  if (res.statusCode !== 201) throw new Error(`code: ${res.statusCode} ${res.body}`);
  return res.json() as StaffDiscountCode;
}

/** The bag's quote with the code, as the bag page asks it (guest: no session). */
async function quoteWith(customer: TestCustomer | null, keys: string[], discountCode: string): Promise<CartQuote> {
  if (customer) await sessionQuote(ctx, customer, keys);
  const request = { method: 'POST' as const, url: '/api/cart/quote', payload: { items: keys, discountCode } };
  const res = await ctx.app.inject(customer ? asBrowser(customer.token, request) : request);
  expect(res.statusCode).toBe(200);
  return res.json() as CartQuote;
}

const usesOf = async (id: number) =>
  (await db().query<{ held: number }>('SELECT uses_held AS held FROM discount_codes WHERE id = $1', [id])).rows[0].held;

/** POST /api/purchase at the quote's total with the code, as the payment page sends it. */
const purchaseWith = (customer: TestCustomer, quote: CartQuote, code: string) =>
  postPurchase(ctx.app, customer, purchaseBody(quote.totalCents / 100, { discountCode: code }));

/** Bag → quote with the code → purchase at that total with the code → pay with `card` → the order. */
async function buyWithCode(customer: TestCustomer, keys: string[], code: string, card?: string) {
  const quote = await quoteWith(customer, keys, code);
  const res = await purchaseWith(customer, quote, code.toLowerCase());
  if (res.statusCode !== 201) throw new Error(`purchase: ${res.statusCode} ${res.body}`);
  const { orderId, clientSecret } = res.json() as { orderId: string; clientSecret: string };
  await pay(ctx.stripe, clientSecret, card);
  const order = await eventually(async () => {
    const current = await getOrder(ctx, customer, orderId);
    if (current.status === 'pending') throw new Error('order is pending');
    return current;
  });
  return { order, quote };
}

describe('the quote with a code', () => {
  it('takes a percentage off the whole bag, by name and amount, before the tax', async () => {
    const code = await makeCode({ percent: '10' });
    const quote = await quoteWith(null, [dress(1), top(1)], code.code.toLowerCase());
    // 10 % of $50.00 = $5.00; tax on $45.00 = $4.50.
    expect(quote).toMatchObject({ subtotalCents: 5000, taxCents: 450, totalCents: 4950 });
    expect(quote.discount).toEqual({
      kind: 'code',
      code: code.code,
      label: `Code ${code.code} (10 %)`,
      percent: 10,
      amountCents: 500,
    });
    expect(quote.discountCode).toEqual({
      code: code.code,
      applied: true,
      reason: null,
      message: `Code ${code.code} (10 %): $5.00 off.`,
    });
  });

  it('takes a fixed amount off, never more than the merchandise it is on', async () => {
    const code = await makeCode({ kind: 'amount', amount: '12.50' });
    const quote = await quoteWith(null, [dress(1)], code.code);
    expect(quote.discount).toMatchObject({ label: `Code ${code.code} ($12.50 off)`, percent: null, amountCents: 1250 });
    expect(quote.totalCents).toBe(2000 - 1250 + 75);
    const large = await makeCode({ kind: 'amount', amount: '25', scope: 'categories', categories: ['dresses'] });
    expect((await quoteWith(null, [dress(1), top(1)], large.code)).discount?.amountCents).toBe(2000);
  });

  it('on chosen categories or products, counts only their lines; a bag without them is told so', async () => {
    const dresses = await makeCode({ percent: '25', scope: 'categories', categories: ['dresses'] });
    expect((await quoteWith(null, [dress(2), top(1)], dresses.code)).discount?.amountCents).toBe(1000);
    const tops = await makeCode({ kind: 'amount', amount: '5', scope: 'products', productIds: ['100002'] });
    expect((await quoteWith(null, [dress(1), top(1)], tops.code)).discount?.amountCents).toBe(500);
    const none = await quoteWith(null, [dress(1)], tops.code);
    expect(none.discount).toBeNull();
    expect(none.totalCents).toBe(2200);
    expect(none.discountCode).toEqual({
      code: tops.code,
      applied: false,
      reason: 'not-in-bag',
      message: `The code ${tops.code} does not apply to the items in your bag.`,
    });
  });

  it('says which: unknown, expired, not yet valid, deactivated, used up, for accounts only, under the minimum', async () => {
    const expired = await makeCode({ startsAt: '2026-01-01T10:00', endsAt: '2026-01-31T18:00' });
    const later = await makeCode({ startsAt: '2099-03-01T10:00', endsAt: '2099-03-31T10:00' });
    const off = await makeCode();
    await ctx.app.inject(asStaff(editor, { method: 'POST', url: `/api/staff/discount-codes/${off.id}/deactivate` }));
    const usedUp = await makeCode({ maxUses: '3' });
    await db().query('UPDATE discount_codes SET uses_held = 3 WHERE id = $1', [usedUp.id]);
    const members = await makeCode({ audience: 'accounts' });
    const minimum = await makeCode({ minimumSubtotal: '60' });
    const outcome = async (code: string) => (await quoteWith(null, [dress(1), top(1)], code)).discountCode;

    expect(await outcome('nosuch')).toMatchObject({
      reason: 'unknown',
      message: 'There is no discount code NOSUCH. Check its spelling.',
    });
    // Stored in UTC, said in Kyiv time: 18:00 in Kyiv on 31 January is 16:00 UTC.
    expect(await outcome(expired.code)).toMatchObject({
      reason: 'expired',
      message: `The code ${expired.code} expired on January 31, 2026 at 18:00 (Kyiv time).`,
    });
    expect(await outcome(later.code)).toMatchObject({
      reason: 'not-yet-valid',
      message: `The code ${later.code} can be used from March 1, 2099 at 10:00 (Kyiv time).`,
    });
    expect(await outcome(off.code)).toMatchObject({
      reason: 'inactive',
      message: `The code ${off.code} is no longer valid.`,
    });
    expect(await outcome(usedUp.code)).toMatchObject({
      reason: 'used-up',
      message: `The code ${usedUp.code} has been used up.`,
    });
    expect(await outcome(members.code)).toMatchObject({
      reason: 'accounts-only',
      message: `The code ${members.code} is for customers with an account: log in to use it.`,
    });
    expect(await outcome(minimum.code)).toMatchObject({
      reason: 'below-minimum',
      message: `The code ${minimum.code} applies to bags from $60.00: add $10.00 more to use it.`,
    });
    // None of them changes the amounts.
    const quote = await quoteWith(null, [dress(1), top(1)], minimum.code);
    expect(quote).toMatchObject({ discount: null, totalCents: 5500 });
    // Signed in, the code for accounts applies.
    const customer = await registerCustomer(ctx.app);
    expect((await quoteWith(customer, [dress(1), top(1)], members.code)).discountCode?.applied).toBe(true);
  });

  it('refuses a code that is not text with a reason', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/cart/quote',
      payload: { items: [dress(1)], discountCode: 42 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('discountCode');
  });
});

describe('paying with a code', () => {
  it('charges the discounted total; the order, the receipt and the code count it once', async () => {
    const code = await makeCode({ percent: '20', maxUses: '10' });
    const customer = await registerCustomer(ctx.app);
    const { order, quote } = await buyWithCode(customer, [dress(1), top(1)], code.code);
    expect(order.status).toBe('paid');
    // 20 % of $50.00 = $10.00; tax on $40.00 = $4.00; total $44.00.
    expect(order).toMatchObject({ subtotalCents: 5000, taxCents: 400, totalCents: 4400 });
    expect(order.totalCents).toBe(quote.totalCents);
    expect(order.discount).toEqual({
      kind: 'code',
      code: code.code,
      label: `Code ${code.code} (20 %)`,
      percent: 20,
      amountCents: 1000,
    });
    const charge = await db().query<{ amount_cents: number }>(
      'SELECT amount_cents FROM payment_charges WHERE order_id = $1',
      [order.id],
    );
    expect(charge.rows[0].amount_cents).toBe(4400);
    const receipt = await eventually(async () => {
      const mail = await latestMail(ctx.app, order.email);
      if (!mail.text.includes(order.number)) throw new Error('no receipt yet');
      return mail;
    });
    expect(receipt.text).toContain(`Code ${code.code} (20 %): -$10.00`);
    expect(await usesOf(code.id)).toBe(1);
    const list = await ctx.app.inject(asStaff(editor, { url: `/api/staff/discount-codes/${code.id}` }));
    expect(list.json()).toMatchObject({ usesHeld: 1, usesPaid: 1 });
  });

  it('keeps to the uses per customer: her second order with the code is told before she pays', async () => {
    const code = await makeCode({ maxUsesPerCustomer: '1' });
    const customer = await registerCustomer(ctx.app);
    await buyWithCode(customer, [dress(1)], code.code);
    const again = await quoteWith(customer, [top(1)], code.code);
    expect(again.discountCode).toMatchObject({
      reason: 'customer-limit',
      message: `You have already used the code ${code.code}.`,
    });
    const res = await purchaseWith(customer, again, code.code);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      reason: 'discount-code',
      error: `You have already used the code ${code.code}.`,
    });
    // Another shopper may still use it.
    const other = await registerCustomer(ctx.app);
    expect((await quoteWith(other, [top(1)], code.code)).discountCode?.applied).toBe(true);
  });

  it('counts no use against her own unpaid checkout: the bag still offers the code, and a new checkout takes it', async () => {
    const code = await makeCode({ maxUses: '1', maxUsesPerCustomer: '1' });
    const customer = await registerCustomer(ctx.app);
    const first = await quoteWith(customer, [dress(1)], code.code);
    expect((await purchaseWith(customer, first, code.code)).statusCode).toBe(201);
    expect(await usesOf(code.id)).toBe(1);
    // She goes back to the bag with her checkout unpaid, adds a line, and checks out again.
    const again = await quoteWith(customer, [dress(1), top(1)], code.code);
    expect(again.discountCode?.applied).toBe(true);
    expect((await purchaseWith(customer, again, code.code)).statusCode).toBe(201);
    expect(await usesOf(code.id)).toBe(1);
    // Another shopper is told it is used up.
    const other = await registerCustomer(ctx.app);
    expect((await quoteWith(other, [top(1)], code.code)).discountCode?.reason).toBe('used-up');
  });

  it('tells the shopper who was quoted the last use, and makes no order, when another order took it', async () => {
    const code = await makeCode({ maxUses: '1' });
    const customer = await registerCustomer(ctx.app);
    const quote = await quoteWith(customer, [dress(1)], code.code);
    expect(quote.discountCode?.applied).toBe(true);
    await db().query('UPDATE discount_codes SET uses_held = 1 WHERE id = $1', [code.id]);
    const res = await purchaseWith(customer, quote, code.code);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      reason: 'discount-code',
      error: `The code ${code.code} has been used up.`,
      quote: { discount: null, totalCents: 2200 },
    });
    const orders = await db().query('SELECT 1 FROM orders WHERE customer_id = $1', [customer.id]);
    expect(orders.rows).toHaveLength(0);
  });

  it('gives the use back when the payment fails, and when a paid order is cancelled', async () => {
    const code = await makeCode({ maxUses: '5' });
    const customer = await registerCustomer(ctx.app);
    const declined = await buyWithCode(customer, [dress(1)], code.code, '4000000000000002');
    expect(declined.order.status).toBe('failed');
    expect(await usesOf(code.id)).toBe(0);
    const { order } = await buyWithCode(customer, [dress(1)], code.code);
    expect(await usesOf(code.id)).toBe(1);
    expect((await shop(ctx, ['orders', 'cancel', order.number])).code).toBe(0);
    expect(await usesOf(code.id)).toBe(0);
  });

  it('Retry after a decline takes the use again, or is told the code was used up meanwhile', async () => {
    const code = await makeCode({ maxUses: '1' });
    const customer = await registerCustomer(ctx.app);
    const quote = await quoteWith(customer, [dress(1)], code.code);
    const body = purchaseBody(quote.totalCents / 100, { discountCode: code.code });
    const first = await postPurchase(ctx.app, customer, body, 'retry-key');
    await pay(ctx.stripe, (first.json() as { clientSecret: string }).clientSecret, '4000000000000002');
    await eventually(async () => {
      if ((await usesOf(code.id)) !== 0) throw new Error('the use is still held');
    });
    // Retry (the same key): the failed order takes its use again.
    expect((await postPurchase(ctx.app, customer, body, 'retry-key')).statusCode).toBe(200);
    expect(await usesOf(code.id)).toBe(1);
    // Declined again, and meanwhile another order took the last use: Retry is told, before paying.
    const again = await postPurchase(ctx.app, customer, body, 'retry-key');
    await pay(ctx.stripe, (again.json() as { clientSecret: string }).clientSecret, '4000000000000002');
    await eventually(async () => {
      if ((await usesOf(code.id)) !== 0) throw new Error('the use is still held');
    });
    await db().query('UPDATE discount_codes SET uses_held = 1 WHERE id = $1', [code.id]);
    const told = await postPurchase(ctx.app, customer, body, 'retry-key');
    expect(told.statusCode).toBe(409);
    expect(told.json()).toMatchObject({ reason: 'discount-code', error: `The code ${code.code} has been used up.` });
    expect(await usesOf(code.id)).toBe(1);
  });

  it('refunds a returned line its share after the discount: a line outside the code took none', async () => {
    const code = await makeCode({ percent: '20', scope: 'categories', categories: ['dresses'] });
    const customer = await registerCustomer(ctx.app);
    // Dress $20.00 less 20 % = $16.00; top $30.00; subtotal $50.00, discount $4.00, tax $4.60, total $50.60.
    const { order } = await buyWithCode(customer, [dress(1), top(1)], code.code);
    expect(order).toMatchObject({ subtotalCents: 5000, totalCents: 5060 });
    const topLine = order.lines.find((l) => l.productId === '100002')!;
    const dressLine = order.lines.find((l) => l.productId === '100001')!;
    const returnLine = async (lineNo: number) => {
      const res = await ctx.app.inject(
        asBrowser(customer.token, {
          method: 'POST',
          url: `/api/orders/${order.number}/returns`,
          payload: { reason: 'Too large', lines: [{ lineNo, quantity: 1 }] },
        }),
      );
      const ret = (res.json() as Order).returns.at(-1)!;
      expect((await shop(ctx, ['returns', 'receive', ret.number])).code).toBe(0);
      return (await getOrder(ctx, customer, order.id)).returns.find((r) => r.id === ret.id)!.refundCents;
    };
    // The top: $30.00 + tax $3.00, no share of the code's discount.
    expect(await returnLine(topLine.lineNo)).toBe(3300);
    // The dress: $16.00 + tax $1.60. Both refunds make the total paid, and the code's use comes back.
    expect(await returnLine(dressLine.lineNo)).toBe(1760);
    expect((await getOrder(ctx, customer, order.id)).refundedCents).toBe(5060);
    expect(await usesOf(code.id)).toBe(0);
  });
});

describe('with the birthday discount', () => {
  const today = () =>
    `1990-${new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Kyiv' }).format(new Date()).slice(5)}`;

  it('the larger applies, never both, and the bag says which', async () => {
    const shopper = await birthdayShopper(ctx, today());
    const small = await makeCode({ percent: '10' });
    const large = await makeCode({ percent: '20' });
    const birthdayWins = await quoteWith(shopper, [dress(1), top(1)], small.code);
    expect(birthdayWins.discount).toMatchObject({ kind: 'birthday', amountCents: 750 });
    expect(birthdayWins.discountCode).toEqual({
      code: small.code,
      applied: false,
      reason: 'birthday-larger',
      message: `Your birthday discount is larger than the code ${small.code}, so it applies instead (one discount per order).`,
    });
    const codeWins = await quoteWith(shopper, [dress(1), top(1)], large.code);
    expect(codeWins.discount).toMatchObject({ kind: 'code', amountCents: 1000 });
    expect(codeWins.discountCode?.message).toContain(
      `The code ${large.code} is larger than your birthday discount, so it applies instead (one discount per order).`,
    );
  });

  it('an order with the larger code keeps the birthday discount for later; with the smaller one takes no use', async () => {
    const shopper = await birthdayShopper(ctx, today());
    const large = await makeCode({ percent: '20' });
    const { order } = await buyWithCode(shopper, [dress(1)], large.code);
    expect(order.discount?.kind).toBe('code');
    const row = await db().query('SELECT birthday_year FROM orders WHERE id = $1', [order.id]);
    expect(row.rows[0].birthday_year).toBeNull();
    const small = await makeCode({ percent: '5' });
    const second = await buyWithCode(shopper, [top(1)], small.code);
    expect(second.order.discount).toMatchObject({ kind: 'birthday', amountCents: 450 });
    expect(await usesOf(small.id)).toBe(0);
  });
});
