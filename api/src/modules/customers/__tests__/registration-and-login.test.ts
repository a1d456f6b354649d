import crypto from 'node:crypto';
import { useTestApp } from '../../../test-support/test-app';
import {
  SAME_ORIGIN,
  asBearer,
  asBrowser,
  login,
  registerCustomer,
  sessionCookieOf,
  uniqueEmail,
} from '../../../test-support/accounts';

const ctx = useTestApp();

const register = (payload: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/customers', headers: SAME_ORIGIN, payload: payload as object });

const valid = () => ({ firstName: 'Olena', lastName: 'Kovalenko', email: uniqueEmail(), password: 'correct-horse-1' });

describe('POST /api/customers (registration)', () => {
  it('creates the account: 201 with success, token, the SessionUser (no password) and an HttpOnly Lax session cookie', async () => {
    const input = valid();
    const res = await register(input);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      customer: {
        _id: body.customer.id,
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        firstName: 'Olena',
        lastName: 'Kovalenko',
        email: input.email,
        emailVerified: false,
        birthDate: null,
        phoneNumber: null,
        wishlist: [],
        cart: [],
        hasPassword: true,
      },
    });
    expect(res.body).not.toContain(input.password);
    expect(res.body).not.toContain('scrypt');
    const cookie = sessionCookieOf(res)!;
    expect(cookie.value).toBe(body.token);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy();
    expect(new Date(cookie.expires as Date).getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
  });

  it('answers 409 "User already exists. Please, choose other email." for a taken e-mail in any letter case', async () => {
    const input = valid();
    await register(input);
    const res = await register({ ...valid(), email: input.email.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('User already exists. Please, choose other email.');
  });

  it.each([
    ['firstName', '', 'First Name is required'],
    ['firstName', '   ', 'Name cannot consist of spaces only'],
    ['firstName', 'A', 'Too short!'],
    ['firstName', 'A'.repeat(26), 'Too long!'],
    ['firstName', 'Ol3na', 'Name must contain only letters'],
    ['lastName', '', 'Last Name is required'],
    ['lastName', '   ', 'Last Name cannot consist of spaces only'],
    ['lastName', 'K0valenko', 'Surname must contain only letters'],
    ['email', '', 'Email is required'],
    ['email', 'olena@mail', 'Invalid email format'],
    ['password', '', 'Password is required'],
    ['password', 'short', 'Password is too short!'],
    ['password', 'x'.repeat(31), 'Password is too long!'],
  ])('answers 400 when %s is %j: "%s"', async (field, value, message) => {
    const res = await register({ ...valid(), [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message, fields: { [field]: message } });
  });

  it('answers 400 for a body that is not a JSON object', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers',
      headers: { ...SAME_ORIGIN, 'content-type': 'application/json' },
      payload: '[]',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^Send a JSON object/);
  });

  it('sends a verification mail with a link to /api/customers/verify-email', async () => {
    const input = valid();
    await register(input);
    const mails = (await ctx.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(input.email)}` })).json();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: input.email, subject: 'Verify your email address for Vesna' });
    expect(mails[0].text).toMatch(/http:\/\/localhost:80\/api\/customers\/verify-email\?token=[A-Za-z0-9_-]{43}/);
    expect(mails[0].html).toContain('href="http://localhost:80/api/customers/verify-email?token=');
  });
});

describe('POST /api/customers/login', () => {
  it('logs in with any letter case of the e-mail: 200 {success, token, user} and a new token every time', async () => {
    const customer = await registerCustomer(ctx.app);
    const first = await login(ctx.app, customer.email.toUpperCase(), customer.password);
    const second = await login(ctx.app, customer.email, customer.password);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ success: true, user: { id: customer.id, email: customer.email } });
    const tokens = [customer.token, first.json().token, second.json().token];
    expect(new Set(tokens).size).toBe(3);
    expect(sessionCookieOf(second)!.value).toBe(second.json().token);
    // Every session stays valid on its own (two browsers).
    for (const token of tokens)
      expect((await ctx.app.inject(asBearer(token, { url: '/api/customers/customer' }))).statusCode).toBe(200);
  });

  it('answers the same 401 "Login unsuccessful. Please try again." for an unknown e-mail and a wrong password', async () => {
    const customer = await registerCustomer(ctx.app);
    const wrong = await login(ctx.app, customer.email, 'wrong-password-1');
    const unknown = await login(ctx.app, uniqueEmail('nobody'), 'wrong-password-1');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'Login unsuccessful. Please try again.' });
    expect(unknown.body).toBe(wrong.body);
    expect(sessionCookieOf(wrong)).toBeUndefined();
    expect(sessionCookieOf(unknown)).toBeUndefined();
  });

  it('spends the same scrypt work on an unknown e-mail, a wrong password and a password-less account (no timing oracle)', async () => {
    const customer = await registerCustomer(ctx.app);
    await ctx.database.db.query(
      `INSERT INTO customers (first_name, last_name, email, password_hash, email_verified) VALUES ('Social', 'Only', $1, NULL, true)`,
      [`social.${customer.email}`],
    );
    await login(ctx.app, uniqueEmail('warm-up'), 'wrong-password-1'); // the dummy hash is made once, lazily
    const spy = jest.spyOn(crypto, 'scrypt');
    try {
      const calls: number[] = [];
      const bodies: string[] = [];
      for (const email of [customer.email, uniqueEmail('nobody'), `social.${customer.email}`]) {
        spy.mockClear();
        const res = await login(ctx.app, email, 'wrong-password-1');
        expect(res.statusCode).toBe(401);
        bodies.push(res.body);
        calls.push(spy.mock.calls.length);
      }
      expect(calls).toEqual([1, 1, 1]);
      expect(new Set(bodies).size).toBe(1);
    } finally {
      spy.mockRestore();
    }
  });

  it.each([
    ['loginOrEmail', '', 'Email is required'],
    ['loginOrEmail', 'not-an-email', 'Invalid email format'],
    ['password', '', 'Password is required'],
    ['password', 'short', 'Password is too short!'],
    ['password', 'x'.repeat(31), 'Password is too long!'],
  ])('answers 400 when %s is %j: "%s"', async (field, value, message) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers/login',
      headers: SAME_ORIGIN,
      payload: { loginOrEmail: 'olena@example.com', password: 'long-enough-1', [field]: value },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message, fields: { [field]: message } });
  });

  it('merges the guest wish list sent with the login into the account (unknown ids skipped, no duplicates)', async () => {
    const customer = await registerCustomer(ctx.app);
    await ctx.app.inject(
      asBrowser(customer.token, { method: 'POST', url: '/api/customers/wishlist', payload: { productId: '100002' } }),
    );
    const res = await login(ctx.app, customer.email, customer.password, {
      wishlist: ['100003', '100002', '999999', 'nonsense', 7],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.wishlist).toEqual(['100002', '100003']);
  });

  it('ignores a guest wish list that is not a list', async () => {
    const customer = await registerCustomer(ctx.app);
    const res = await login(ctx.app, customer.email, customer.password, { wishlist: 'abc' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.wishlist).toEqual([]);
  });
});

describe('session endpoints', () => {
  it('GET /api/cookies answers {user} with a valid cookie and 200 {user: null} to a guest, never an error', async () => {
    const customer = await registerCustomer(ctx.app);
    const res = await ctx.app.inject(asBrowser(customer.token, { url: '/api/cookies' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: customer.user });
    const guest = await ctx.app.inject({ url: '/api/cookies' });
    expect(guest.statusCode).toBe(200);
    expect(guest.json()).toEqual({ user: null });
    const bogus = await ctx.app.inject(asBrowser('x'.repeat(43), { url: '/api/cookies' }));
    expect(bogus.statusCode).toBe(200);
    expect(bogus.json()).toEqual({ user: null });
  });

  it('GET /api/customers/customer answers the SessionUser for the cookie or a Bearer token, 401 without', async () => {
    const customer = await registerCustomer(ctx.app);
    const viaCookie = await ctx.app.inject(asBrowser(customer.token, { url: '/api/customers/customer' }));
    const viaBearer = await ctx.app.inject(asBearer(customer.token, { url: '/api/customers/customer' }));
    expect(viaCookie.json()).toEqual(customer.user);
    expect(viaBearer.json()).toEqual(customer.user);
    const guest = await ctx.app.inject({ url: '/api/customers/customer' });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual({ error: 'Not logged in' });
  });

  it('POST /api/customers/logout deletes the session and clears the cookie; the old cookie is then refused', async () => {
    const customer = await registerCustomer(ctx.app);
    const res = await ctx.app.inject(asBrowser(customer.token, { method: 'POST', url: '/api/customers/logout' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const cleared = sessionCookieOf(res)!;
    expect(cleared.value).toBe('');
    expect(new Date(cleared.expires as Date).getTime()).toBeLessThan(Date.now());
    expect((await ctx.app.inject(asBrowser(customer.token, { url: '/api/cookies' }))).json()).toEqual({ user: null });
    expect((await ctx.app.inject(asBrowser(customer.token, { url: '/api/customers/customer' }))).statusCode).toBe(401);
  });

  it('POST /api/customers/logout without a session still answers 200', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/customers/logout', headers: SAME_ORIGIN });
    expect(res.statusCode).toBe(200);
  });
});
