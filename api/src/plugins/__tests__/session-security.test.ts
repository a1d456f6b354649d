import { createHash } from 'node:crypto';
import { useTestApp } from '../../test-support/test-app';
import {
  SAME_ORIGIN,
  asBearer,
  asBrowser,
  login,
  registerCustomer,
  type TestCustomer,
} from '../../test-support/accounts';

const ctx = useTestApp();

const whoAmI = (opts: ReturnType<typeof asBrowser>) =>
  ctx.app.inject({ ...opts, url: '/api/customers/customer', method: 'GET' });

describe('session tokens', () => {
  it('stores only the SHA-256 of the token, never the token itself', async () => {
    const customer = await registerCustomer(ctx.app);
    const { rows } = await ctx.database.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM sessions WHERE customer_id = $1',
      [customer.id],
    );
    expect(rows).toEqual([{ token_hash: createHash('sha256').update(customer.token).digest('hex') }]);
  });

  it('refuses an expired session with 401', async () => {
    const customer = await registerCustomer(ctx.app);
    await ctx.database.db.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE customer_id = $1`, [
      customer.id,
    ]);
    const res = await whoAmI(asBrowser(customer.token));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Not logged in' });
  });

  it('issues a new token at login; a token from before a password change stops working', async () => {
    const customer = await registerCustomer(ctx.app);
    const loggedIn = (await login(ctx.app, customer.email, customer.password)).json().token as string;
    expect(loggedIn).not.toBe(customer.token);
    const changed = await ctx.app.inject(
      asBrowser(loggedIn, {
        method: 'PUT',
        url: '/api/customers/password',
        payload: {
          currentPassword: customer.password,
          newPassword: 'another-pass-9',
          confirmPassword: 'another-pass-9',
        },
      }),
    );
    const fresh = changed.json().token as string;
    for (const old of [customer.token, loggedIn]) expect((await whoAmI(asBrowser(old))).statusCode).toBe(401);
    expect((await whoAmI(asBrowser(fresh))).statusCode).toBe(200);
  });
});

describe('revocation: the old cookie AND the old Bearer token answer 401 afterwards', () => {
  const actions: Record<string, (c: TestCustomer) => Promise<number>> = {
    logout: async (c) =>
      (await ctx.app.inject(asBrowser(c.token, { method: 'POST', url: '/api/customers/logout' }))).statusCode,
    'password change': async (c) =>
      (
        await ctx.app.inject(
          asBrowser(c.token, {
            method: 'PUT',
            url: '/api/customers/password',
            payload: { currentPassword: c.password, newPassword: 'rotated-pass-1', confirmPassword: 'rotated-pass-1' },
          }),
        )
      ).statusCode,
    'account deletion': async (c) =>
      (await ctx.app.inject(asBrowser(c.token, { method: 'DELETE', url: '/api/customers/delete-account' }))).statusCode,
  };

  it.each(
    Object.keys(actions).flatMap((action) => [
      [action, 'cookie'],
      [action, 'bearer'],
    ]),
  )('after %s, the old %s is refused', async (action, via) => {
    const customer = await registerCustomer(ctx.app);
    const before = via === 'cookie' ? asBrowser(customer.token) : asBearer(customer.token);
    expect((await whoAmI(before)).statusCode).toBe(200);
    expect(await actions[action](customer)).toBe(200);
    const res = await whoAmI(before);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Not logged in' });
    // The start-up session check treats the old session as a guest's: no error status, no customer.
    const cookies = await ctx.app.inject({ ...before, url: '/api/cookies', method: 'GET' });
    expect(cookies.statusCode).toBe(200);
    expect(cookies.json()).toEqual({ user: null });
  });

  it("a password change also logs out the customer's other sessions (another browser, an API client)", async () => {
    const customer = await registerCustomer(ctx.app);
    const otherBrowser = (await login(ctx.app, customer.email, customer.password)).json().token as string;
    const apiClient = (await login(ctx.app, customer.email, customer.password)).json().token as string;
    await actions['password change'](customer);
    expect((await whoAmI(asBrowser(otherBrowser))).statusCode).toBe(401);
    expect((await whoAmI(asBearer(apiClient))).statusCode).toBe(401);
  });

  it('logout ends only this session', async () => {
    const customer = await registerCustomer(ctx.app);
    const other = (await login(ctx.app, customer.email, customer.password)).json().token as string;
    await actions.logout(customer);
    expect((await whoAmI(asBrowser(other))).statusCode).toBe(200);
  });
});

describe('cross-site requests with the session cookie', () => {
  let customer: TestCustomer;
  beforeAll(async () => {
    customer = await registerCustomer(ctx.app);
  });

  const profileChange = {
    firstName: 'Mallory',
    lastName: 'Attacker',
    email: 'mallory@evil.example',
    birthDate: '1990-01-01',
    phoneNumber: '0501234567',
  };
  const putProfile = (headers: Record<string, string>, auth: 'cookie' | 'bearer' = 'cookie') =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/customers',
      payload: profileChange,
      headers: auth === 'bearer' ? { ...headers, authorization: `Bearer ${customer.token}` } : headers,
      cookies: auth === 'cookie' ? { vesna_session: customer.token } : {},
    });

  const unchanged = async () => {
    const res = await whoAmI(asBearer(customer.token));
    expect(res.json()).toMatchObject({ firstName: 'Olena', email: customer.email });
  };

  it.each([
    ['Origin https://evil.example', { origin: 'https://evil.example' }],
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    [
      'Sec-Fetch-Site cross-site with a forged same Origin',
      { 'sec-fetch-site': 'cross-site', origin: 'http://localhost:80' },
    ],
    ['Sec-Fetch-Site same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site' }],
    ['no Origin and no Sec-Fetch-Site', {}],
    ['Origin null (sandboxed frame)', { origin: 'null' }],
  ])('refuses %s: 403 "Cross-site request refused", nothing changes', async (_label, headers) => {
    const res = await putProfile(headers as Record<string, string>);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'Cross-site request refused' });
    await unchanged();
  });

  it.each([
    'POST /api/customers/logout',
    'DELETE /api/customers/delete-account',
    'POST /api/customers/wishlist',
    'POST /api/payment-methods/default',
    'POST /api/address',
  ])('refuses %s from evil.example with 403 and keeps the session and data', async (route) => {
    const [method, url] = route.split(' ');
    const res = await ctx.app.inject({
      method: method as 'POST',
      url,
      headers: { origin: 'https://evil.example' },
      cookies: { vesna_session: customer.token },
      payload: { productId: '100001' },
    });
    expect(res.statusCode).toBe(403);
    const me = await whoAmI(asBrowser(customer.token));
    expect(me.statusCode).toBe(200);
    expect(me.json().wishlist).toEqual([]);
  });

  it("accepts the shop's own origin (Sec-Fetch-Site same-origin, or Origin equal to the request's origin)", async () => {
    const sameOrigin = await ctx.app.inject(
      asBrowser(customer.token, { method: 'POST', url: '/api/customers/wishlist', payload: { productId: '100001' } }),
    );
    expect(sameOrigin.statusCode).toBe(200);
    const byOrigin = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/customers/wishlist',
      headers: { origin: 'http://localhost:80' },
      cookies: { vesna_session: customer.token },
      payload: { productId: '100001' },
    });
    expect(byOrigin.statusCode).toBe(200);
  });

  it('does not apply to safe methods (a GET with a cross-site Origin still reads)', async () => {
    const res = await ctx.app.inject({
      url: '/api/cookies',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      cookies: { vesna_session: customer.token },
    });
    expect(res.statusCode).toBe(200);
  });

  it('exempts Bearer-authenticated calls (no browser attaches that header by itself)', async () => {
    const res = await ctx.app.inject(
      asBearer(customer.token, {
        method: 'POST',
        url: '/api/customers/wishlist',
        headers: { origin: 'https://evil.example' },
        payload: { productId: '100002' },
      }),
    );
    expect(res.statusCode).toBe(200);
    await ctx.app.inject(asBearer(customer.token, { method: 'DELETE', url: '/api/customers/clear' }));
  });

  it('refuses a login posted from another site (login CSRF), allows one without browser headers (API client)', async () => {
    const crossSite = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers/login',
      headers: { 'sec-fetch-site': 'cross-site' },
      payload: { loginOrEmail: customer.email, password: customer.password },
    });
    expect(crossSite.statusCode).toBe(403);
    const apiClient = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers/login',
      payload: { loginOrEmail: customer.email, password: customer.password },
    });
    expect(apiClient.statusCode).toBe(200);
  });

  it('keeps the catalogue open to guests: same-origin headers are not needed without a cookie', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/products/search', payload: { text: 'dress' } });
    expect(res.statusCode).toBe(200);
    const withSameOrigin = await ctx.app.inject({
      method: 'POST',
      url: '/api/products/search',
      headers: SAME_ORIGIN,
      payload: { text: 'dress' },
    });
    expect(withSameOrigin.statusCode).toBe(200);
  });
});
