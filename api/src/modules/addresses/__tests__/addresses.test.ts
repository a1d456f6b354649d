import { useTestApp } from '../../../test-support/test-app';
import { asBrowser, registerCustomer, type TestCustomer } from '../../../test-support/accounts';

const ctx = useTestApp();
let customer: TestCustomer;
beforeEach(async () => {
  customer = await registerCustomer(ctx.app);
});

const address = (overrides: object = {}) => ({
  email: 'home@example.com',
  firstName: 'Olena',
  lastName: 'Kovalenko',
  country: 'Ukraine',
  city: 'Lviv',
  addressLine1: 'Shevchenka 1/3',
  addressLine2: '12',
  zip: '79-000',
  phone: '0501234567',
  default: true,
  ...overrides,
});
const get = () => ctx.app.inject(asBrowser(customer.token, { url: '/api/address/default' }));
const post = (payload: object) =>
  ctx.app.inject(asBrowser(customer.token, { method: 'POST', url: '/api/address', payload }));
const put = (payload: object) =>
  ctx.app.inject(asBrowser(customer.token, { method: 'PUT', url: '/api/address', payload }));

describe('address book', () => {
  it('GET /api/address/default answers {address: null} before any address is saved', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ address: null });
  });

  it('POST /api/address saves it: 201 with the address and "You have successfully added a new address."', async () => {
    const res = await post(address());
    expect(res.statusCode).toBe(201);
    const expected = { ...address(), userId: customer.id, default: true };
    expect(res.json()).toEqual({ address: expected, message: 'You have successfully added a new address.' });
    expect((await get()).json()).toEqual({ address: expected });
  });

  it('makes the first address the default even when default is not ticked; a later default replaces it (one default)', async () => {
    await post(address({ default: false, city: 'Kyiv' }));
    expect((await get()).json().address.city).toBe('Kyiv');
    await post(address({ city: 'Odesa' }));
    expect((await get()).json().address.city).toBe('Odesa');
    const { rows } = await ctx.database.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM addresses WHERE customer_id = $1 AND is_default',
      [customer.id],
    );
    expect(rows[0].n).toBe(1);
  });

  it('PUT /api/address {newAddress} updates it: "You have successfully updated your address."', async () => {
    await post(address());
    const res = await put({ newAddress: address({ city: 'Kharkiv', default: undefined }) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      address: { ...address({ city: 'Kharkiv' }), userId: customer.id, default: true },
      message: 'You have successfully updated your address.',
    });
  });

  it('PUT /api/address answers 404 when no address is saved yet', async () => {
    const res = await put({ newAddress: address() });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'No address saved yet' });
  });

  it.each([
    ['country', '', 'Country is required'],
    ['country', 'Ukra1ne', 'Country cannot contain numbers or special symbols'],
    ['city', 'L4viv', 'City cannot contain numbers or special symbols'],
    ['firstName', 'Ol3na', 'First Name cannot contain numbers or special symbols'],
    ['lastName', 'K0v', 'Last Name cannot contain numbers or special symbols'],
    ['email', 'home@', 'Invalid email address'],
    ['zip', '79000', 'Postal Code must be in the format **-***'],
    ['phone', '050123', 'Phone number must be exactly 10 digits'],
    ['addressLine1', 'Main st. #1', 'Street can only contain letters, numbers, spaces, hyphens (-), and slashes (/)'],
    ['addressLine2', '12a', 'Apartment can only contain numbers'],
    ['addressLine2', '', 'Apartment is required'],
  ])('answers 400 when %s is %j: "%s" (POST and PUT)', async (field, value, message) => {
    const res = await post(address({ [field]: value }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message, fields: { [field]: message } });
    const update = await put({ newAddress: address({ [field]: value }) });
    expect(update.statusCode).toBe(400);
    expect(update.json().fields[field]).toBe(message);
  });

  it('answers 401 to a guest', async () => {
    expect((await ctx.app.inject({ url: '/api/address/default' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/address', payload: address() })).statusCode).toBe(401);
  });
});
