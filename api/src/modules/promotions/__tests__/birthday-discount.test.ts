import type { Color } from 'contracts';
import { latestMail, registerCustomer, type TestCustomer } from '../../../test-support/accounts';
import { colorsOf, setPrice, setStock } from '../../../test-support/catalogue';
import { postPurchase, purchaseBody } from '../../../test-support/checkout';
import {
  getOrder,
  markEmailVerified,
  paidOrder,
  sessionQuote,
  setBirthDate,
  subscribe,
  birthdayStatusOf,
} from '../../../test-support/order-life';
import { usePaymentsTestApp } from '../../../test-support/payments';
import { queueBirthdayMails } from '../birthday-mails';

/**
 * The birthday discount (issue 24) through the API, on a clock the test sets: 15 % off the merchandise of one
 * order from 7 days before to 7 days after the birthday (Kyiv's calendar), for a confirmed subscriber with a
 * birth date, once per account and year; tax after the discount; the quote, the charge and the order agree.
 */
let clock = new Date('2026-06-15T10:00:00Z');
const ctx = usePaymentsTestApp({ app: () => ({ clock: () => clock }) });
const db = () => ctx.database.db;

let color: Color;
const line = (quantity: number) => `100001/${color}/m/${quantity}`;

async function subscriber(birthDate: string | null, status: 'confirmed' | 'pending' = 'confirmed') {
  const customer = await registerCustomer(ctx.app);
  await markEmailVerified(db(), customer.id);
  await subscribe(db(), customer.email, status);
  await setBirthDate(db(), customer.id, birthDate);
  return customer;
}

const statusOf = (customer: TestCustomer) => birthdayStatusOf(ctx, customer);

beforeAll(async () => {
  [color] = await colorsOf(db(), '100001');
  await setPrice(db(), '100001', '19.99');
});
beforeEach(async () => {
  clock = new Date('2026-06-15T10:00:00Z');
  await setStock(db(), '100001', color, { m: 50 });
});

describe('the birthday window (Kyiv calendar, 7 days either side)', () => {
  it.each([
    ['1990-06-23', 'eight days before the birthday', null],
    ['1990-06-22', 'seven days before the birthday', 600],
    ['1990-06-15', 'on the birthday', 600],
    ['1990-06-08', 'seven days after the birthday', 600],
    ['1990-06-07', 'eight days after the birthday', null],
  ])('birth date %s, today %s: discount %p', async (birthDate, _when, discountCents) => {
    const customer = await subscriber(birthDate);
    const quote = await sessionQuote(ctx, customer, [line(2)]);
    expect(quote.subtotalCents).toBe(3998);
    expect(quote.discount?.amountCents ?? null).toBe(discountCents);
    expect((await statusOf(customer)).eligible).toBe(discountCents !== null);
  });

  it('counts days in Kyiv: 22:30 UTC on the 7th is already the 8th there', async () => {
    const customer = await subscriber('1990-06-15');
    clock = new Date('2026-06-07T20:30:00Z'); // 23:30 in Kyiv (UTC+3): still the 7th
    expect((await sessionQuote(ctx, customer, [line(1)])).discount).toBeNull();
    clock = new Date('2026-06-07T22:30:00Z'); // 01:30 on the 8th in Kyiv
    expect((await sessionQuote(ctx, customer, [line(1)])).discount?.percent).toBe(15);
  });

  it('29 February counts as 28 February in a year without it', async () => {
    const customer = await subscriber('2000-02-29');
    clock = new Date('2027-02-21T09:00:00Z'); // 7 days before 28 February 2027
    expect((await sessionQuote(ctx, customer, [line(1)])).discount).not.toBeNull();
    clock = new Date('2027-03-08T09:00:00Z'); // 8 days after 28 February (7 after 1 March)
    expect((await sessionQuote(ctx, customer, [line(1)])).discount).toBeNull();
    clock = new Date('2028-03-07T09:00:00Z'); // a leap year: 7 days after 29 February
    expect((await sessionQuote(ctx, customer, [line(1)])).discount).not.toBeNull();
  });
});

describe('who gets it', () => {
  it('a pending (unconfirmed) subscriber does not, and her profile line says why', async () => {
    const customer = await subscriber('1990-06-15', 'pending');
    expect((await sessionQuote(ctx, customer, [line(1)])).discount).toBeNull();
    const status = await statusOf(customer);
    expect(status).toMatchObject({ eligible: false, reason: 'not-subscribed' });
    expect(status.message).toMatch(/confirm your address/);
  });

  it('a subscriber without a birth date does not', async () => {
    const customer = await subscriber(null);
    expect((await sessionQuote(ctx, customer, [line(1)])).discount).toBeNull();
    expect((await statusOf(customer)).reason).toBe('no-birth-date');
  });

  it('a guest quote never carries it', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/cart/quote', payload: { items: [line(1)] } });
    expect(res.json().discount).toBeNull();
  });
});

describe('an order with the discount', () => {
  it('quote, charge, order and receipt agree to the cent; tax is computed after the discount', async () => {
    const customer = await subscriber('1990-06-15');
    const { order, quote, intentId } = await paidOrder(ctx, customer, [line(2)]);
    // 2 × $19.99 = $39.98; 15 % = $6.00 (599.7 rounded); tax 10 % of $33.98 = $3.40; total $37.38.
    expect(quote).toMatchObject({
      subtotalCents: 3998,
      discount: { label: 'Birthday discount (15 %)', amountCents: 600 },
      taxCents: 340,
      totalCents: 3738,
    });
    expect(order).toMatchObject({ subtotalCents: 3998, taxCents: 340, totalCents: 3738 });
    expect(order.discount).toMatchObject({ label: 'Birthday discount (15 %)', amountCents: 600 });
    const intent = await ctx.stripe.paymentIntents.retrieve(intentId);
    expect(intent.amount).toBe(3738);
    expect(intent.amount_received).toBe(3738);
    const receipt = await latestMail(ctx.app, order.email);
    expect(receipt.text).toContain('Birthday discount (15 %): -$6.00');
    expect(receipt.text).toContain('Total: $37.38');
  });

  it('a purchase at the undiscounted total is refused as a price change: the server decides, not the client', async () => {
    const customer = await subscriber('1990-06-15');
    const quote = await sessionQuote(ctx, customer, [line(1)]);
    const res = await postPurchase(
      ctx.app,
      customer,
      purchaseBody(quote.subtotalCents / 100 + quote.taxCents / 100 + 3),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().quote.discount.amountCents).toBe(quote.discount!.amountCents);
  });

  it('once per year: a second order in the window pays full price', async () => {
    const customer = await subscriber('1990-06-15');
    await paidOrder(ctx, customer, [line(1)]);
    const second = await sessionQuote(ctx, customer, [line(1)]);
    expect(second.discount).toBeNull();
    expect(second.totalCents).toBe(1999 + 200);
    expect(await statusOf(customer)).toMatchObject({ eligible: false, reason: 'used-this-year' });
  });

  it('changing the birth date after using it opens no second window that year', async () => {
    const customer = await subscriber('1990-06-15');
    await paidOrder(ctx, customer, [line(1)]);
    await setBirthDate(db(), customer.id, '1990-09-20');
    clock = new Date('2026-09-20T10:00:00Z');
    expect((await sessionQuote(ctx, customer, [line(1)])).discount).toBeNull();
    clock = new Date('2027-09-20T10:00:00Z'); // next year it is back
    expect((await sessionQuote(ctx, customer, [line(1)])).discount).not.toBeNull();
  });

  it('the database refuses a second discounted order of the same birthday year', async () => {
    const customer = await subscriber('1990-06-15');
    const { order } = await paidOrder(ctx, customer, [line(1)]);
    await expect(
      db().query(
        `INSERT INTO orders (customer_id, idempotency_key, payment_method, email, billing_name, shipping_address,
                             billing_address, subtotal_cents, tax_cents, shipping_cents, total_cents, discount_cents,
                             birthday_year, status)
         SELECT customer_id, 'another', payment_method, email, billing_name, shipping_address, billing_address,
                subtotal_cents, tax_cents, shipping_cents, total_cents, discount_cents, birthday_year, 'paid'
           FROM orders WHERE id = $1`,
        [order.id],
      ),
    ).rejects.toThrow(/orders_one_birthday_discount_idx/);
    expect((await getOrder(ctx, customer, order.id)).discount?.amountCents).toBe(300);
  });
});

describe('the mail at the start of the window', () => {
  const birthdayMailsTo = async (email: string) =>
    (
      await db().query<{ subject: string; text: string; headers: Record<string, string> | string }>(
        `SELECT subject, text, headers FROM mail_queue WHERE lower("to") = lower($1) AND purpose = 'birthday'`,
        [email],
      )
    ).rows;

  it('goes once per year to a confirmed subscriber whose window has started, with the unsubscribe link', async () => {
    const customer = await subscriber('1990-06-22'); // window opens today, 15 June
    const unsubscribed = await subscriber('1990-06-22');
    await subscribe(db(), unsubscribed.email, 'unsubscribed');
    const notYet = await subscriber('1990-06-23'); // window opens tomorrow
    await queueBirthdayMails(db(), { now: clock, publicOrigin: 'https://shop.example' });
    await queueBirthdayMails(db(), { now: clock, publicOrigin: 'https://shop.example' });
    const mails = await birthdayMailsTo(customer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Happy birthday from Vesna: 15 % off');
    expect(mails[0]!.text).toContain('one order placed by June 29');
    expect(mails[0]!.text).toMatch(
      /Unsubscribe \(no login needed\): https:\/\/shop\.example\/api\/subscribers\/unsubscribe\?token=/,
    );
    expect(await birthdayMailsTo(unsubscribed.email)).toHaveLength(0);
    expect(await birthdayMailsTo(notYet.email)).toHaveLength(0);
    // A birth date moved into another window of the same year sends no second mail.
    await setBirthDate(db(), customer.id, '1990-08-01');
    clock = new Date('2026-07-25T09:00:00Z');
    await queueBirthdayMails(db(), { now: clock });
    expect(await birthdayMailsTo(customer.email)).toHaveLength(1);
  });
});
