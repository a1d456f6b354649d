import { useTestApp } from '../../test-support/test-app';
import { SAME_ORIGIN, asBrowser, login, registerCustomer, uniqueEmail } from '../../test-support/accounts';
import { DEFAULT_RATE_LIMITS, MemoryRateLimitStore, RateLimiter, rateLimitsFromEnv } from '../rate-limiter';

const WINDOW = 60_000;
// Low limits so the tests reach them quickly; the defaults (README) are 10/15 min, 5/15 min, 5/h, 3/h.
const ctx = useTestApp({
  app: {
    rateLimits: {
      loginPerIp: { max: 6, windowMs: WINDOW },
      loginPerEmail: { max: 2, windowMs: WINDOW },
      registrationPerIp: { max: 3, windowMs: WINDOW },
      resendPerAccount: { max: 2, windowMs: WINDOW },
    },
  },
});

const TOO_MANY = { error: 'Too many attempts. Please try again later.' };
const from = (ip: string) => ({ remoteAddress: ip });

describe('account rate limits: 429 with Retry-After', () => {
  it('limits failed logins per account e-mail (any letter case), for unknown e-mails too', async () => {
    const email = uniqueEmail('target');
    const attempt = (ip: string, address = email) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/customers/login',
        headers: SAME_ORIGIN,
        payload: { loginOrEmail: address, password: 'wrong-guess-1' },
        ...from(ip),
      });
    expect((await attempt('10.0.0.1')).statusCode).toBe(401);
    expect((await attempt('10.0.0.2', email.toUpperCase())).statusCode).toBe(401);
    const limited = await attempt('10.0.0.3');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(TOO_MANY);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('a correct password for a throttled e-mail is refused too (no guessing past the limit)', async () => {
    const customer = await registerCustomer(ctx.app);
    for (let i = 0; i < 2; i += 1)
      await ctx.app.inject({
        method: 'POST',
        url: '/api/customers/login',
        headers: SAME_ORIGIN,
        payload: { loginOrEmail: customer.email, password: 'wrong-guess-1' },
        ...from('10.0.1.1'),
      });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers/login',
      headers: SAME_ORIGIN,
      payload: { loginOrEmail: customer.email, password: customer.password },
      ...from('10.0.1.2'),
    });
    expect(res.statusCode).toBe(429);
  });

  it('limits login attempts per IP across e-mails', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/customers/login',
        headers: SAME_ORIGIN,
        payload: { loginOrEmail: uniqueEmail('spray'), password: 'wrong-guess-1' },
        ...from('10.0.2.1'),
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([401, 401, 401, 401, 401, 401, 429]);
    // Another IP is not affected.
    const other = await login(ctx.app, uniqueEmail('spray'), 'wrong-guess-1');
    expect(other.statusCode).toBe(401);
  });

  it('limits registrations per IP', async () => {
    const register = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/customers',
        headers: SAME_ORIGIN,
        payload: { firstName: 'Olena', lastName: 'Kovalenko', email: uniqueEmail(), password: 'correct-horse-1' },
        ...from('10.0.3.1'),
      });
    expect([(await register()).statusCode, (await register()).statusCode, (await register()).statusCode]).toEqual([
      201, 201, 201,
    ]);
    const res = await register();
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(TOO_MANY);
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('limits verification mail resends per account', async () => {
    const customer = await registerCustomer(ctx.app);
    const resend = () =>
      ctx.app.inject(asBrowser(customer.token, { method: 'POST', url: '/api/customers/verify-email/resend' }));
    expect([(await resend()).statusCode, (await resend()).statusCode]).toEqual([202, 202]);
    const res = await resend();
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});

describe('RateLimiter', () => {
  it('opens the window again once it has passed', async () => {
    let now = 0;
    const limiter = new RateLimiter(new MemoryRateLimitStore(() => now));
    const limit = { max: 1, windowMs: 1000 };
    await limiter.consume('x', 'k', limit);
    await expect(limiter.consume('x', 'k', limit)).rejects.toThrow('Too many attempts');
    expect(await limiter.blockedFor('x', 'k', limit)).toBe(1);
    now = 1000;
    await expect(limiter.consume('x', 'k', limit)).resolves.toBeUndefined();
  });

  it('forgets a key once cleared', async () => {
    const limiter = new RateLimiter();
    const limit = { max: 1, windowMs: 60_000 };
    await limiter.consume('x', 'k', limit);
    await limiter.clear('x', 'k');
    await expect(limiter.consume('x', 'k', limit)).resolves.toBeUndefined();
  });
});

describe('rateLimitsFromEnv', () => {
  it('keeps the defaults when RATE_LIMIT_MULTIPLIER is unset or nonsense', () => {
    expect(rateLimitsFromEnv({})).toEqual(DEFAULT_RATE_LIMITS);
    expect(rateLimitsFromEnv({ RATE_LIMIT_MULTIPLIER: 'lots' })).toEqual(DEFAULT_RATE_LIMITS);
    expect(rateLimitsFromEnv({ RATE_LIMIT_MULTIPLIER: '0' })).toEqual(DEFAULT_RATE_LIMITS);
  });

  it('scales every maximum but never the windows', () => {
    const limits = rateLimitsFromEnv({ RATE_LIMIT_MULTIPLIER: '20' });
    expect(limits.registrationPerIp).toEqual({
      max: DEFAULT_RATE_LIMITS.registrationPerIp.max * 20,
      windowMs: DEFAULT_RATE_LIMITS.registrationPerIp.windowMs,
    });
    expect(limits.loginPerEmail.max).toBe(DEFAULT_RATE_LIMITS.loginPerEmail.max * 20);
  });
});
