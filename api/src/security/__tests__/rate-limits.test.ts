import { useTestApp } from '../../test-support/test-app';
import { SAME_ORIGIN, asBrowser, login, registerCustomer, uniqueEmail } from '../../test-support/accounts';
import { DEFAULT_RATE_LIMITS, MemoryRateLimitStore, RateLimiter, rateLimitsFromEnv } from '../rate-limiter';

const WINDOW = 60_000;
// A clock the tests move forward instead of sleeping (the slowdown's delays are seconds long).
let now = Date.now();
const store = new MemoryRateLimitStore(() => now);
// Low limits so the tests reach them quickly; the defaults are the rate limiter's own.
const ctx = useTestApp({
  app: {
    rateLimitStore: store,
    rateLimits: {
      loginPerIp: { max: 6, windowMs: WINDOW },
      loginPerAccountAndIp: { max: 2, windowMs: WINDOW },
      loginPerAccount: { max: 4, windowMs: WINDOW },
      loginSlowdown: { firstDelayMs: 1000, maxDelayMs: 4000 },
      passwordChangePerAccount: { max: 2, windowMs: WINDOW },
      registrationPerIp: { max: 3, windowMs: WINDOW },
      resendPerAccount: { max: 2, windowMs: WINDOW },
    },
  },
});

const TOO_MANY = { error: 'Too many attempts. Please try again later.' };
const from = (ip: string) => ({ remoteAddress: ip });
const loginFrom = (ip: string, email: string, password = 'wrong-guess-1') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/customers/login',
    headers: SAME_ORIGIN,
    payload: { loginOrEmail: email, password },
    ...from(ip),
  });
const retryAfter = (res: { headers: Record<string, unknown> }) => Number(res.headers['retry-after']);

describe('login and registration throttling: 429 with Retry-After', () => {
  it('limits failed logins per account and address (any letter case), for unknown e-mails too', async () => {
    const email = uniqueEmail('target');
    expect((await loginFrom('10.0.0.1', email)).statusCode).toBe(401);
    expect((await loginFrom('10.0.0.1', email.toUpperCase())).statusCode).toBe(401);
    const limited = await loginFrom('10.0.0.1', email);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(TOO_MANY);
    expect(retryAfter(limited)).toBeGreaterThan(0);
    expect(retryAfter(limited)).toBeLessThanOrEqual(60);
    // The same account from another address is not held by that address's failures.
    expect((await loginFrom('10.0.0.2', email)).statusCode).toBe(401);
  });

  it('an attacker on one address is refused even with the right password once throttled', async () => {
    const customer = await registerCustomer(ctx.app);
    for (let i = 0; i < 2; i += 1) await loginFrom('10.0.1.1', customer.email);
    expect((await loginFrom('10.0.1.1', customer.email, customer.password)).statusCode).toBe(429);
  });

  it('slows an attacker on 20 addresses down progressively, while the owner still gets in from her address', async () => {
    const owner = await registerCustomer(ctx.app);
    // The owner has signed in from her address before.
    expect((await loginFrom('10.1.0.1', owner.email, owner.password)).statusCode).toBe(200);

    const codes: number[] = [];
    const waits: number[] = [];
    for (let i = 1; i <= 20; i += 1) {
      const res = await loginFrom(`10.1.1.${i}`, owner.email);
      codes.push(res.statusCode);
      if (res.statusCode === 429) waits.push(retryAfter(res));
    }
    // Four failures on the account are free, then every further attempt waits for the delay.
    expect(codes).toEqual([401, 401, 401, 401, ...Array(16).fill(429)]);
    expect(new Set(waits)).toEqual(new Set([1]));
    // The right password from a new address does not get past the delay either (no guessing past it).
    expect((await loginFrom('10.1.2.1', owner.email, owner.password)).statusCode).toBe(429);

    // Each failure after the delay doubles it (1 s, 2 s, 4 s, then at most 4 s).
    const growth: number[] = [];
    for (let round = 0; round < 4; round += 1) {
      now += retryAfter(await loginFrom(`10.1.3.${round}`, owner.email)) * 1000;
      expect((await loginFrom(`10.1.4.${round}`, owner.email)).statusCode).toBe(401);
      growth.push(retryAfter(await loginFrom(`10.1.5.${round}`, owner.email)));
    }
    expect(growth).toEqual([2, 4, 4, 4]);

    // The owner, with her password, from her own address: in, attack or not.
    const ownerLogin = await loginFrom('10.1.0.1', owner.email, owner.password);
    expect(ownerLogin.statusCode).toBe(200);
    // Her success does not reset the attacker's slowdown.
    expect((await loginFrom('10.1.6.1', owner.email)).statusCode).toBe(429);
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

describe('password change throttling', () => {
  it('limits wrong current passwords per account: 429 with Retry-After, then the right one works again', async () => {
    now += WINDOW; // fresh windows: the tests above registered from this address
    const customer = await registerCustomer(ctx.app);
    const change = (currentPassword: string, token = customer.token) =>
      ctx.app.inject(
        asBrowser(token, {
          method: 'PUT',
          url: '/api/customers/password',
          payload: { currentPassword, newPassword: 'brand-new-pass-7', confirmPassword: 'brand-new-pass-7' },
        }),
      );
    expect((await change('wrong-guess-1')).statusCode).toBe(400);
    expect((await change('wrong-guess-2')).statusCode).toBe(400);
    const limited = await change('wrong-guess-3');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(TOO_MANY);
    expect(retryAfter(limited)).toBeGreaterThan(0);
    // Per account: another session of the same customer is held too, and so is the right password.
    const other = await loginFrom('10.2.0.1', customer.email, customer.password);
    expect((await change(customer.password, other.json().token)).statusCode).toBe(429);

    now += WINDOW;
    expect((await change(customer.password)).statusCode).toBe(200);
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
    expect(limits.loginPerAccount.max).toBe(DEFAULT_RATE_LIMITS.loginPerAccount.max * 20);
    expect(limits.loginPerAccountAndIp.max).toBe(DEFAULT_RATE_LIMITS.loginPerAccountAndIp.max * 20);
    expect(limits.passwordChangePerAccount.max).toBe(DEFAULT_RATE_LIMITS.passwordChangePerAccount.max * 20);
    // Delays are time, not counts: never scaled.
    expect(limits.loginSlowdown).toEqual(DEFAULT_RATE_LIMITS.loginSlowdown);
  });
});
