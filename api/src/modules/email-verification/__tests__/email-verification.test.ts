import { useTestApp } from '../../../test-support/test-app';
import { asBrowser, registerCustomer, uniqueEmail, verificationPath } from '../../../test-support/accounts';

const ctx = useTestApp();

const isVerified = async (token: string) =>
  (await ctx.app.inject(asBrowser(token, { url: '/api/customers/customer' }))).json().emailVerified;

describe('GET /api/customers/verify-email (the link in the mail)', () => {
  it('verifies the address and redirects 302 to /?notice=email-verified', async () => {
    const customer = await registerCustomer(ctx.app);
    expect(await isVerified(customer.token)).toBe(false);
    const res = await ctx.app.inject({ url: await verificationPath(ctx.app, customer.email) });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/?notice=email-verified');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(await isVerified(customer.token)).toBe(true);
  });

  it('works once: the same link again redirects to /?notice=verification-link-invalid', async () => {
    const customer = await registerCustomer(ctx.app);
    const path = await verificationPath(ctx.app, customer.email);
    await ctx.app.inject({ url: path });
    const again = await ctx.app.inject({ url: path });
    expect(again.statusCode).toBe(302);
    expect(again.headers.location).toBe('/?notice=verification-link-invalid');
  });

  it('refuses an expired link (older than 24 hours) and leaves the address unverified', async () => {
    const customer = await registerCustomer(ctx.app);
    const { rows } = await ctx.database.db.query<{ hours: number }>(
      `SELECT round(extract(epoch FROM expires_at - created_at) / 3600)::int AS hours FROM email_verification_tokens WHERE customer_id = $1`,
      [customer.id],
    );
    expect(rows[0].hours).toBe(24);
    await ctx.database.db.query(
      `UPDATE email_verification_tokens SET expires_at = now() - interval '1 minute' WHERE customer_id = $1`,
      [customer.id],
    );
    const res = await ctx.app.inject({ url: await verificationPath(ctx.app, customer.email) });
    expect(res.headers.location).toBe('/?notice=verification-link-invalid');
    expect(await isVerified(customer.token)).toBe(false);
  });

  it.each([
    ['no token', ''],
    ['an unknown token', '?token=' + 'a'.repeat(43)],
    ['a malformed token', '?token=%3Cscript%3E'],
  ])('redirects to /?notice=verification-link-invalid for %s', async (_label, query) => {
    const res = await ctx.app.inject({ url: `/api/customers/verify-email${query}` });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/?notice=verification-link-invalid');
  });

  it('stores the token hashed: the token from the link is not in the table', async () => {
    const customer = await registerCustomer(ctx.app);
    const token = new URL(`http://x${await verificationPath(ctx.app, customer.email)}`).searchParams.get('token')!;
    const { rows } = await ctx.database.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM email_verification_tokens WHERE customer_id = $1',
      [customer.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).not.toContain(token);
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('a link sent before an e-mail change no longer verifies anything', async () => {
    const customer = await registerCustomer(ctx.app);
    const oldLink = await verificationPath(ctx.app, customer.email);
    // A second, newer link for the same address replaces the first one.
    await ctx.app.inject(
      asBrowser(customer.token, {
        method: 'PUT',
        url: '/api/customers',
        payload: {
          firstName: 'Olena',
          lastName: 'Kovalenko',
          email: uniqueEmail('new'),
          birthDate: '1990-01-01',
          phoneNumber: '0501234567',
        },
      }),
    );
    const res = await ctx.app.inject({ url: oldLink });
    expect(res.headers.location).toBe('/?notice=verification-link-invalid');
    expect(await isVerified(customer.token)).toBe(false);
  });
});

describe('POST /api/customers/verify-email/resend', () => {
  it('sends a new link: 202 "We sent a new verification link to <email>."; the older link stops working', async () => {
    const customer = await registerCustomer(ctx.app);
    const first = await verificationPath(ctx.app, customer.email);
    const res = await ctx.app.inject(
      asBrowser(customer.token, { method: 'POST', url: '/api/customers/verify-email/resend' }),
    );
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: `We sent a new verification link to ${customer.email}.` });
    const second = await verificationPath(ctx.app, customer.email);
    expect(second).not.toBe(first);
    expect((await ctx.app.inject({ url: first })).headers.location).toBe('/?notice=verification-link-invalid');
    expect((await ctx.app.inject({ url: second })).headers.location).toBe('/?notice=email-verified');
  });

  it('answers 409 once the address is verified, 401 without a session', async () => {
    const customer = await registerCustomer(ctx.app);
    await ctx.app.inject({ url: await verificationPath(ctx.app, customer.email) });
    const res = await ctx.app.inject(
      asBrowser(customer.token, { method: 'POST', url: '/api/customers/verify-email/resend' }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'Your email address is already verified.' });
    expect((await ctx.app.inject({ method: 'POST', url: '/api/customers/verify-email/resend' })).statusCode).toBe(401);
  });
});
