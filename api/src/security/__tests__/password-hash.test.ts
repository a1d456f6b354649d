import { useTestApp } from '../../test-support/test-app';
import { login, registerCustomer } from '../../test-support/accounts';
import { OWASP_SCRYPT_N, createPasswordHasher } from '../password-hash';

// The real OWASP cost (N = 2^17): this file is the only one that pays it (a few hashes).
const ctx = useTestApp({ app: { passwordCost: OWASP_SCRYPT_N } });

const FORMAT = /^scrypt\$131072\$8\$1\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/;

describe('password hashing', () => {
  it('stores scrypt$131072$8$1$<16-byte salt>$<64-byte key> for a registered customer, and that password logs in', async () => {
    const customer = await registerCustomer(ctx.app);
    const { rows } = await ctx.database.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM customers WHERE id = $1',
      [customer.id],
    );
    const match = FORMAT.exec(rows[0].password_hash);
    expect(match).not.toBeNull();
    expect(Buffer.from(match![1], 'base64')).toHaveLength(16);
    expect(Buffer.from(match![2], 'base64')).toHaveLength(64);
    expect(rows[0].password_hash).not.toContain(customer.password);
    expect((await login(ctx.app, customer.email, customer.password)).statusCode).toBe(200);
  });

  it('salts every hash, verifies the right password only, and rejects malformed stored strings', async () => {
    const hasher = createPasswordHasher(2 ** 10);
    const [one, two] = await Promise.all([hasher.hash('same-password'), hasher.hash('same-password')]);
    expect(one).not.toBe(two);
    expect(one).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await hasher.verify('same-password', one)).toBe(true);
    expect(await hasher.verify('other-password', one)).toBe(false);
    expect(await hasher.verify('same-password', 'md5$abc')).toBe(false);
    expect(await hasher.verify('same-password', 'scrypt$x$8$1$aa$bb')).toBe(false);
    expect(await hasher.verifyDummy('anything')).toBe(false);
  });

  it('verifies a hash made with another cost (the cost is read from the stored string)', async () => {
    const cheap = await createPasswordHasher(2 ** 10).hash('portable-pass');
    expect(await createPasswordHasher(2 ** 12).verify('portable-pass', cheap)).toBe(true);
  });
});
