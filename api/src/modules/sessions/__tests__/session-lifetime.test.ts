import { CATALOGUE_CACHE_CONTROL } from '../../catalogue-cache/catalogue-cache';
import { useTestApp } from '../../../test-support/test-app';
import { SAME_ORIGIN, asBearer, asBrowser, login, registerCustomer } from '../../../test-support/accounts';
import { hashToken } from '..';

// Sessions end after 7 days without use (beside the 30-day limit); an account keeps at most 20.
const ctx = useTestApp();

const lastSeen = async (token: string): Promise<Date | null> => {
  const { rows } = await ctx.database.db.query<{ last_seen_at: Date | string }>(
    'SELECT last_seen_at FROM sessions WHERE token_hash = $1',
    [hashToken(token)],
  );
  return rows[0] ? new Date(rows[0].last_seen_at) : null;
};
const setLastSeen = (token: string, ago: string) =>
  ctx.database.db.query(`UPDATE sessions SET last_seen_at = now() - $2::interval WHERE token_hash = $1`, [
    hashToken(token),
    ago,
  ]);
const me = (token: string) => ctx.app.inject(asBearer(token, { url: '/api/customers/customer' }));

describe('session idle timeout', () => {
  it('ends a session unused for more than 7 days', async () => {
    const customer = await registerCustomer(ctx.app);
    await setLastSeen(customer.token, '7 days 1 minute');
    expect((await me(customer.token)).statusCode).toBe(401);
    const cookies = await ctx.app.inject(asBrowser(customer.token, { url: '/api/cookies' }));
    expect(cookies.json()).toEqual({ user: null });
  });

  it('keeps a session used within 7 days and counts its use from now', async () => {
    const customer = await registerCustomer(ctx.app);
    await setLastSeen(customer.token, '6 days 23 hours');
    expect((await me(customer.token)).statusCode).toBe(200);
    const seen = await lastSeen(customer.token);
    expect(Date.now() - (seen as Date).getTime()).toBeLessThan(60_000);
  });

  it('does not write the last use at every request (at most once a minute)', async () => {
    const customer = await registerCustomer(ctx.app);
    await setLastSeen(customer.token, '30 seconds');
    const before = await lastSeen(customer.token);
    expect((await me(customer.token)).statusCode).toBe(200);
    expect(await lastSeen(customer.token)).toEqual(before);
  });
});

describe('sessions per account', () => {
  it('keeps the 20 newest: a 21st revokes the oldest', async () => {
    const customer = await registerCustomer(ctx.app); // session 1
    const tokens = [customer.token];
    for (let i = 0; i < 20; i += 1) {
      const res = await login(ctx.app, customer.email, customer.password);
      expect(res.statusCode).toBe(200);
      tokens.push(res.json().token);
    }
    const { rows } = await ctx.database.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM sessions WHERE customer_id = $1',
      [customer.id],
    );
    expect(rows[0].n).toBe(20);
    expect((await me(tokens[0])).statusCode).toBe(401);
    for (const token of [tokens[1], tokens[20]]) expect((await me(token)).statusCode).toBe(200);
  });
});

describe('Cache-Control: no-store', () => {
  it.each([
    ['GET /api/cookies for a guest', { url: '/api/cookies' }],
    [
      'a failed login',
      {
        method: 'POST',
        url: '/api/customers/login',
        headers: SAME_ORIGIN,
        payload: { loginOrEmail: 'x@example.com', password: 'wrong-guess-1' },
      },
    ],
    ['GET /auth/google', { url: '/auth/google' }],
  ] as const)('%s', async (_name, options) => {
    const res = await ctx.app.inject(options);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('on a login, a registration and every account answer to a session', async () => {
    const customer = await registerCustomer(ctx.app);
    const loggedIn = await login(ctx.app, customer.email, customer.password);
    expect(loggedIn.headers['cache-control']).toBe('no-store');
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers',
      headers: SAME_ORIGIN,
      payload: { firstName: 'Olena', lastName: 'Kovalenko', email: `n.${customer.email}`, password: 'correct-horse-1' },
    });
    expect(registered.headers['cache-control']).toBe('no-store');
    for (const url of [
      '/api/cookies',
      '/api/customers/customer',
      '/api/address/default',
      '/api/payment-methods/default',
      '/api/orders',
    ]) {
      const res = await ctx.app.inject(asBrowser(customer.token, { url }));
      expect([url, res.headers['cache-control']]).toEqual([url, 'no-store']);
    }
    const wish = await ctx.app.inject(
      asBrowser(customer.token, { method: 'POST', url: '/api/customers/cart/merge', payload: { items: [] } }),
    );
    expect(wish.headers['cache-control']).toBe('no-store');
  });

  it("keeps public answers' own caching, with or without a session", async () => {
    const customer = await registerCustomer(ctx.app);
    for (const options of [{ url: '/robots.txt' }, asBrowser(customer.token, { url: '/robots.txt' })]) {
      expect((await ctx.app.inject(options)).headers['cache-control']).toBe('public, max-age=3600');
    }
    // The catalogue is the same for every shopper (issue 16: cacheable by a CDN, revalidated by ETag).
    const listing = '/api/products/filter?category=dresses';
    for (const options of [{ url: listing }, asBrowser(customer.token, { url: listing })]) {
      expect((await ctx.app.inject(options)).headers['cache-control']).toBe(CATALOGUE_CACHE_CONTROL);
    }
  });
});

describe('the signed-in hint (contracts SIGNED_IN_COOKIE)', () => {
  const cookieNamed = (
    res: { cookies: { name: string; value: string; httpOnly?: boolean; expires?: Date }[] },
    name: string,
  ) => res.cookies.find((cookie) => cookie.name === name);

  it('comes with the session cookie on a login, readable by the page, with the same lifetime', async () => {
    const customer = await registerCustomer(ctx.app);
    const res = await login(ctx.app, customer.email, customer.password);
    expect(res.statusCode).toBe(200);
    const session = cookieNamed(res, 'vesna_session');
    const hint = cookieNamed(res, 'vesna_signed_in');
    expect(session?.httpOnly).toBe(true);
    expect(hint).toMatchObject({ value: '1' });
    expect(hint?.httpOnly).toBeFalsy();
    expect(hint?.expires?.getTime()).toBe(session?.expires?.getTime());
  });

  it('goes with the session cookie on a logout', async () => {
    const customer = await registerCustomer(ctx.app);
    const res = await ctx.app.inject(asBrowser(customer.token, { method: 'POST', url: '/api/customers/logout' }));
    expect(cookieNamed(res, 'vesna_signed_in')?.expires?.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('is cleared by the start-up check when the session it stood for has ended', async () => {
    const customer = await registerCustomer(ctx.app);
    await setLastSeen(customer.token, '7 days 1 minute');
    const res = await ctx.app.inject(
      asBrowser(customer.token, { url: '/api/cookies', cookies: { vesna_signed_in: '1' } }),
    );
    expect(res.json()).toEqual({ user: null });
    expect(cookieNamed(res, 'vesna_signed_in')?.expires?.getTime()).toBeLessThanOrEqual(Date.now());
    expect(cookieNamed(res, 'vesna_session')?.expires?.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('is given by the start-up check to a live session that has none, and not again once it is there', async () => {
    const customer = await registerCustomer(ctx.app);
    const without = await ctx.app.inject(asBrowser(customer.token, { url: '/api/cookies' }));
    expect(without.json()).toMatchObject({ user: { id: customer.id } });
    expect(cookieNamed(without, 'vesna_signed_in')).toMatchObject({ value: '1' });
    const withHint = await ctx.app.inject(
      asBrowser(customer.token, { url: '/api/cookies', cookies: { vesna_signed_in: '1' } }),
    );
    expect(cookieNamed(withHint, 'vesna_signed_in')).toBeUndefined();
  });

  it('is never set for a guest', async () => {
    const res = await ctx.app.inject({ url: '/api/cookies' });
    expect(res.json()).toEqual({ user: null });
    expect(res.cookies).toEqual([]);
  });
});
