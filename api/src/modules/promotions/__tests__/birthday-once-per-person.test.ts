import type { Color } from 'contracts';
import {
  asBrowser,
  registerCustomer,
  uniqueEmail,
  verificationPath,
  type TestCustomer,
} from '../../../test-support/accounts';
import { colorsOf, setPrice, setStock } from '../../../test-support/catalogue';
import {
  birthdayShopper,
  birthdayStatusOf,
  paidOrder,
  sessionQuote,
  setBirthDate,
  subscribe,
} from '../../../test-support/order-life';
import { usePaymentsTestApp } from '../../../test-support/payments';

/**
 * Issue 35: the birthday discount belongs to a person, once a year. Before it, eligibility never asked whether
 * the account had verified its e-mail and counted use per account and per birthday year, so one confirmed
 * subscription gave the discount to any number of accounts, a stranger's subscribed address could be borrowed,
 * and a birth date moved across New Year gave a second discounted order five days after the first.
 */
let clock = new Date('2026-06-15T10:00:00Z');
const ctx = usePaymentsTestApp({ app: () => ({ clock: () => clock }) });
const db = () => ctx.database.db;
let color: Color;
const line = () => `100001/${color}/m/1`;

const statusOf = (customer: TestCustomer) => birthdayStatusOf(ctx, customer);

/** PUT /api/customers with a new e-mail (which makes the account's e-mail unverified until its link is opened). */
async function changeEmail(customer: TestCustomer, email: string, birthDate: string) {
  const res = await ctx.app.inject(
    asBrowser(customer.token, {
      method: 'PUT',
      url: '/api/customers',
      payload: { firstName: 'Olena', lastName: 'Kovalenko', email, birthDate, phoneNumber: '0501234567' },
    }),
  );
  expect(res.statusCode).toBe(200);
}

beforeAll(async () => {
  [color] = await colorsOf(db(), '100001');
  await setPrice(db(), '100001', '19.99');
});
beforeEach(async () => {
  clock = new Date('2026-06-15T10:00:00Z');
  await setStock(db(), '100001', color, { m: 50 });
});

describe('only an account that verified its e-mail', () => {
  it('an account that never verified a subscribed address gets no discount, and is told to verify it', async () => {
    const customer = await registerCustomer(ctx.app);
    await subscribe(db(), customer.email, 'confirmed');
    await setBirthDate(db(), customer.id, '1990-06-15');
    expect((await sessionQuote(ctx, customer, [line()])).discount).toBeNull();
    const status = await statusOf(customer);
    expect(status).toMatchObject({ eligible: false, reason: 'not-verified' });
    expect(status.message).toMatch(/^Verify your e-mail address/);
    // Verifying it through the mailed link makes it eligible.
    await ctx.app.inject({ url: await verificationPath(ctx.app, customer.email) });
    expect((await sessionQuote(ctx, customer, [line()])).discount?.percent).toBe(15);
  });

  it("switching to a stranger's subscribed address does not borrow her discount", async () => {
    // A newsletter subscriber who has no account at the shop.
    const strangersAddress = uniqueEmail('stranger');
    await subscribe(db(), strangersAddress, 'confirmed');
    const borrower = await birthdayShopper(ctx, '1990-06-15');
    await subscribe(db(), borrower.email, 'unsubscribed');
    expect((await statusOf(borrower)).reason).toBe('not-subscribed');
    await changeEmail(borrower, strangersAddress.toUpperCase(), '1990-06-15');
    expect((await sessionQuote(ctx, borrower, [line()])).discount).toBeNull();
    expect((await statusOf(borrower)).reason).toBe('not-verified');
  });
});

describe('once a year per person: by the account and by the verified e-mail', () => {
  it('a second account on the same address, after the first moved away, pays full price', async () => {
    const first = await birthdayShopper(ctx, '1990-06-15');
    const { order } = await paidOrder(ctx, first, [line()]);
    expect(order.discount?.amountCents).toBe(300);
    const address = first.email;
    await changeEmail(first, uniqueEmail('moved'), '1990-06-15');

    const second = await registerCustomer(ctx.app, { email: address });
    await ctx.app.inject({ url: await verificationPath(ctx.app, address) });
    await setBirthDate(db(), second.id, '1990-06-15');
    const quote = await sessionQuote(ctx, second, [line()]);
    expect(quote.discount).toBeNull();
    expect(await statusOf(second)).toMatchObject({
      eligible: false,
      reason: 'used-this-year',
      message: 'You have used your birthday discount for 2026.',
    });
    // The first account, now on another (unverified) address, has no second one either.
    expect((await sessionQuote(ctx, first, [line()])).discount).toBeNull();
  });

  it('the database keeps one discounted order per e-mail and year whatever the code above it does', async () => {
    const first = await birthdayShopper(ctx, '1990-06-15');
    const { order } = await paidOrder(ctx, first, [line()]);
    const other = await registerCustomer(ctx.app);
    await expect(
      db().query(
        `INSERT INTO orders (customer_id, idempotency_key, payment_method, email, billing_name, shipping_address,
                             billing_address, subtotal_cents, tax_cents, shipping_cents, total_cents, discount_cents,
                             birthday_year, birthday_shop_year, birthday_email, status)
         SELECT $2, 'another', payment_method, email, billing_name, shipping_address, billing_address, subtotal_cents,
                tax_cents, shipping_cents, total_cents, discount_cents, birthday_year, birthday_shop_year,
                birthday_email, 'paid'
           FROM orders WHERE id = $1`,
        [order.id, other.id],
      ),
    ).rejects.toThrow(/orders_one_birthday_per_email/);
  });
});

describe('a birth date moved across New Year', () => {
  it('27 December: discounted; moved to 2 January, not again in 2026; the new window opens in 2027', async () => {
    clock = new Date('2026-12-27T10:00:00Z');
    const customer = await birthdayShopper(ctx, '1990-12-27');
    const { order } = await paidOrder(ctx, customer, [line()]);
    expect(order.discount?.amountCents).toBe(300);

    await setBirthDate(db(), customer.id, '1991-01-02');
    // Today is inside the window of 2 January 2027, but the shop's year 2026 has had its discount.
    expect((await sessionQuote(ctx, customer, [line()])).discount).toBeNull();
    expect(await statusOf(customer)).toMatchObject({ reason: 'used-this-year' });
    clock = new Date('2026-12-31T20:00:00Z'); // 22:00 in Kyiv: still 2026
    expect((await sessionQuote(ctx, customer, [line()])).discount).toBeNull();

    clock = new Date('2027-01-02T10:00:00Z'); // 2027's own window (26 December - 9 January)
    expect((await sessionQuote(ctx, customer, [line()])).discount?.amountCents).toBe(300);
  });

  it('one birthday window that spans New Year gives one discount, not one on each side of it', async () => {
    clock = new Date('2026-12-28T10:00:00Z');
    const customer = await birthdayShopper(ctx, '1990-01-02');
    await paidOrder(ctx, customer, [line()]);
    clock = new Date('2027-01-03T10:00:00Z'); // the same window, another calendar year
    expect((await sessionQuote(ctx, customer, [line()])).discount).toBeNull();
  });
});
