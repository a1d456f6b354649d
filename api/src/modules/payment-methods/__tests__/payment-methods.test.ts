import type { DefaultCardResponse } from 'contracts';
import { asBrowser, registerCustomer, type TestCustomer } from '../../../test-support/accounts';
import { TEST_CARDS, createCard, usePaymentsTestApp } from '../../../test-support/payments';
import { cardBrandOf } from '../card';

/**
 * The saved card lives at the processor: the browser creates the payment method there, and the API
 * attaches it to the account's processor customer and keeps only its id, brand, last four and expiry.
 */
const ctx = usePaymentsTestApp();
let customer: TestCustomer;
beforeEach(async () => {
  customer = await registerCustomer(ctx.app);
});

const save = (body: object, url = '/api/payment-methods/default', who = customer) =>
  ctx.app.inject(asBrowser(who.token, { method: 'POST', url, payload: body }));
const saveId = (paymentMethodId: string, url?: string) => save({ paymentDetails: { paymentMethodId } }, url);
const get = (who = customer) => ctx.app.inject(asBrowser(who.token, { url: '/api/payment-methods/default' }));
const processorCustomerOf = async (id: string) =>
  (
    await ctx.database.db.query<{ p: string | null }>(
      'SELECT processor_customer_id AS p FROM customers WHERE id = $1',
      [id],
    )
  ).rows[0].p;

describe('saved card', () => {
  it('GET /api/payment-methods/default answers {paymentDetails: null} without a card', async () => {
    expect((await get()).json()).toEqual({ paymentDetails: null });
  });

  it('POST /api/payment-methods/default attaches the processor payment method to her processor customer: 201', async () => {
    const pm = await createCard(ctx.stripe, TEST_CARDS.visa);
    const res = await saveId(pm.id);
    expect(res.statusCode).toBe(201);
    const expected = {
      brand: 'visa',
      last4: '4242',
      expiryMonth: 12,
      expiryYear: 2034,
      cardExpiryDate: '12/34',
      paymentMethodId: pm.id,
    };
    expect(res.json() as DefaultCardResponse).toEqual({ paymentDetails: expected });
    expect((await get()).json()).toEqual({ paymentDetails: expected });
    const processorCustomer = await processorCustomerOf(customer.id);
    expect(processorCustomer).toMatch(/^cus_/);
    expect((await ctx.stripe.paymentMethods.retrieve(pm.id)).customer).toBe(processorCustomer);
    const atProcessor = await ctx.stripe.customers.retrieve(processorCustomer!);
    expect(atProcessor).toMatchObject({ email: customer.email });
  });

  it('POST /api/payment-method replaces the one card, keeps the same processor customer and detaches the old card', async () => {
    const first = await createCard(ctx.stripe, TEST_CARDS.visa);
    await saveId(first.id);
    const processorCustomer = await processorCustomerOf(customer.id);
    const second = await createCard(ctx.stripe, '5555555555554444');
    const res = await saveId(second.id, '/api/payment-method');
    expect(res.statusCode).toBe(201);
    expect(res.json().paymentDetails).toMatchObject({ brand: 'mastercard', last4: '4444', paymentMethodId: second.id });
    expect(await processorCustomerOf(customer.id)).toBe(processorCustomer);
    expect((await ctx.stripe.paymentMethods.retrieve(first.id)).customer).toBeNull();
    const { rows } = await ctx.database.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM payment_cards WHERE customer_id = $1',
      [customer.id],
    );
    expect(rows[0].n).toBe(1);
  });

  it('DELETE /api/payment-methods/delete: 200 "Card was successfully deleted" and detached, then 404 when there is none', async () => {
    const pm = await createCard(ctx.stripe);
    await saveId(pm.id);
    const res = await ctx.app.inject(
      asBrowser(customer.token, { method: 'DELETE', url: '/api/payment-methods/delete' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Card was successfully deleted' });
    expect((await get()).json()).toEqual({ paymentDetails: null });
    expect((await ctx.stripe.paymentMethods.retrieve(pm.id)).customer).toBeNull();
    const again = await ctx.app.inject(
      asBrowser(customer.token, { method: 'DELETE', url: '/api/payment-methods/delete' }),
    );
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'No saved card' });
  });

  it.each([
    [
      'a card number',
      { paymentDetails: { cardNumber: '4242 4242 4242 4242', cardExpiryDate: '12/39', cardCVV: '123' } },
    ],
    ['a CVV beside the id', { paymentDetails: { paymentMethodId: 'pm_123', cardCVV: '123' } }],
    ['a number in another field', { paymentDetails: { paymentMethodId: 'pm_123' }, note: '4242424242424242' }],
  ])('refuses %s with 400 (card data goes to the processor only) and stores nothing', async (_label, body) => {
    const res = await save(body);
    expect(res.statusCode).toBe(400);
    const message = 'Card details go to the payment processor, not to this API: send paymentDetails.paymentMethodId';
    expect(res.json()).toEqual({ error: message, fields: { 'paymentDetails.cardNumber': message } });
    expect((await get()).json()).toEqual({ paymentDetails: null });
    expect(await processorCustomerOf(customer.id)).toBeNull();
  });

  it.each([
    [{}, 'paymentDetails.paymentMethodId is required'],
    [{ paymentDetails: { paymentMethodId: '' } }, 'paymentDetails.paymentMethodId is required'],
    [{ paymentDetails: { paymentMethodId: 'tok_visa' } }, 'paymentDetails.paymentMethodId is required'],
    [{ paymentDetails: { paymentMethodId: 'pm_doesnotexist' } }, 'Unknown payment method'],
  ])('answers 400 to %j: "%s"', async (body, message) => {
    const res = await save(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    expect((await get()).json()).toEqual({ paymentDetails: null });
  });

  it("refuses another customer's saved card (already attached elsewhere): 400, nothing changes", async () => {
    const other = await registerCustomer(ctx.app);
    const pm = await createCard(ctx.stripe);
    expect((await save({ paymentDetails: { paymentMethodId: pm.id } }, undefined, other)).statusCode).toBe(201);
    const res = await saveId(pm.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Unknown payment method');
    expect((await get()).json()).toEqual({ paymentDetails: null });
    expect((await get(other)).json().paymentDetails.paymentMethodId).toBe(pm.id);
  });

  it('answers 401 to a guest', async () => {
    expect((await ctx.app.inject({ url: '/api/payment-methods/default' })).statusCode).toBe(401);
  });
});

describe('cardBrandOf', () => {
  it.each([
    ['visa', 'visa'],
    ['mastercard', 'mastercard'],
    ['amex', 'amex'],
    ['discover', 'discover'],
    ['jcb', 'unknown'],
    [undefined, 'unknown'],
  ])('%s is %s', (brand, expected) => expect(cardBrandOf(brand)).toBe(expected));
});
