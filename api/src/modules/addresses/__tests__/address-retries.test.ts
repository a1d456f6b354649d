import { readFileSync } from 'node:fs';
import path from 'node:path';
import { useTestApp } from '../../../test-support/test-app';
import { asBrowser, registerCustomer } from '../../../test-support/accounts';
import { MIGRATIONS_DIR } from '../../../db/paths';

/** PostgreSQL needs connections enough for the POSTs to really overlap. */
const ctx = useTestApp({ poolSize: 12 });

const address = (city: string) => ({
  email: 'home@example.com',
  firstName: 'Olena',
  lastName: 'Kovalenko',
  country: 'Ukraine',
  city,
  addressLine1: 'Shevchenka 1/3',
  addressLine2: '12',
  zip: '79-000',
  phone: '0501234567',
  default: true,
});

const rowsOf = async (customerId: string) =>
  (
    await ctx.database.db.query<{ city: string; isDefault: boolean }>(
      'SELECT city, is_default AS "isDefault" FROM addresses WHERE customer_id = $1',
      [customerId],
    )
  ).rows;

describe('POST /api/address repeated (a retry after a lost reply)', () => {
  it('10 concurrent POSTs all succeed and leave one address, the one GET shows', async () => {
    const customer = await registerCustomer(ctx.app);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        ctx.app.inject(asBrowser(customer.token, { method: 'POST', url: '/api/address', payload: address('Lviv') })),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(201));
    expect(await rowsOf(customer.id)).toEqual([{ city: 'Lviv', isDefault: true }]);
    const shown = await ctx.app.inject(asBrowser(customer.token, { url: '/api/address/default' }));
    expect(shown.json().address).toMatchObject({ city: 'Lviv', default: true });
  });

  it('a second POST, default ticked or not, replaces the one address instead of adding a row nobody can see', async () => {
    const customer = await registerCustomer(ctx.app);
    const post = (payload: object) =>
      ctx.app.inject(asBrowser(customer.token, { method: 'POST', url: '/api/address', payload }));
    expect((await post(address('Kyiv'))).statusCode).toBe(201);
    expect((await post({ ...address('Odesa'), default: false })).statusCode).toBe(201);
    expect(await rowsOf(customer.id)).toEqual([{ city: 'Odesa', isDefault: true }]);
  });
});

describe('migration 0008', () => {
  it('keeps one address per customer (the default, else the newest) from earlier duplicates', async () => {
    const db = ctx.database.db;
    const a = await registerCustomer(ctx.app);
    const b = await registerCustomer(ctx.app);
    // The table as 0002 made it: one default at most, any number of other rows.
    await db.exec('DROP INDEX IF EXISTS addresses_customer_key');
    await db.exec('CREATE UNIQUE INDEX addresses_one_default_idx ON addresses (customer_id) WHERE is_default');
    const insert = (customerId: string, city: string, isDefault: boolean, minutesAgo: number) =>
      db.query(
        `INSERT INTO addresses (customer_id, email, first_name, last_name, country, city, address_line1, address_line2, zip, phone, is_default, created_at)
         VALUES ($1, 'home@example.com', 'Olena', 'K', 'Ukraine', $2, 'Street 1', '1', '79-000', '0501234567', $3, now() - make_interval(mins => $4))`,
        [customerId, city, isDefault, minutesAgo],
      );
    await insert(a.id, 'Kyiv', false, 30);
    await insert(a.id, 'Lviv', true, 20);
    await insert(a.id, 'Odesa', false, 10);
    await insert(b.id, 'Kharkiv', false, 30);
    await insert(b.id, 'Dnipro', false, 10);

    const migration = readFileSync(path.join(MIGRATIONS_DIR, '0008_one_address_per_customer.sql'), 'utf8');
    await db.transaction((tx) => tx.exec(migration));

    expect(await rowsOf(a.id)).toEqual([{ city: 'Lviv', isDefault: true }]);
    expect(await rowsOf(b.id)).toEqual([{ city: 'Dnipro', isDefault: true }]);
  });
});
