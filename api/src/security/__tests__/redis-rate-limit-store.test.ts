import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { SAME_ORIGIN } from '../../test-support/accounts';
import { describeWhenServices, TEST_REDIS_URL } from '../../test-support/services';
import { useTestApp } from '../../test-support/test-app';
import { RateLimiter, RateLimitError } from '../rate-limiter';
import { RATE_LIMITS_UNAVAILABLE, RateLimitsUnavailableError, RedisRateLimitStore } from '../redis-rate-limit-store';
import { rateLimitStoreFromEnv } from '../rate-limit-store-from-env';

const describeWithRedis = describeWhenServices({ redis: true });

describeWithRedis('RedisRateLimitStore (on the real Redis)', () => {
  // A prefix per run: nothing here touches another run's (or the shop's) keys.
  const prefix = `vesna:test:${randomBytes(6).toString('hex')}:`;
  let store: RedisRateLimitStore;
  let other: RedisRateLimitStore;

  beforeAll(() => {
    store = new RedisRateLimitStore(new Redis(TEST_REDIS_URL), prefix);
    // A second client stands for a second API process.
    other = new RedisRateLimitStore(new Redis(TEST_REDIS_URL), prefix);
  });
  afterAll(async () => {
    const keys = await store.client.keys(`${prefix}*`);
    if (keys.length > 0) await store.client.del(...keys);
    await store.close();
    await other.close();
  });

  it('counts attempts in one window and says when it resets', async () => {
    expect(await store.peek('login:a')).toBeNull();
    expect(await store.increment('login:a', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
    const second = await store.increment('login:a', 60_000);
    expect(second.count).toBe(2);
    expect(second.resetInMs).toBeGreaterThan(59_000);
    expect(second.resetInMs).toBeLessThanOrEqual(60_000);
    const peeked = await store.peek('login:a');
    expect(peeked?.count).toBe(2);
  });

  it('keeps its keys under the prefix, with an expiry', async () => {
    await store.increment('login:b', 60_000);
    const ttl = await store.client.pttl(`${prefix}login:b`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it('shares the counters between clients (processes) on one Redis', async () => {
    await store.increment('login:c', 60_000);
    await other.increment('login:c', 60_000);
    expect((await store.increment('login:c', 60_000)).count).toBe(3);
    expect((await other.peek('login:c'))?.count).toBe(3);
  });

  it('counts every one of many simultaneous attempts (atomic increments)', async () => {
    await Promise.all(Array.from({ length: 50 }, (_, i) => (i % 2 ? store : other).increment('login:d', 60_000)));
    expect((await store.peek('login:d'))?.count).toBe(50);
  });

  it('opens a new window once the old one has expired', async () => {
    await store.increment('login:e', 50);
    await store.increment('login:e', 50);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(await store.peek('login:e')).toBeNull();
    expect((await store.increment('login:e', 50)).count).toBe(1);
  });

  it('forgets a window on reset', async () => {
    await store.increment('login:f', 60_000);
    await store.reset('login:f');
    expect(await store.peek('login:f')).toBeNull();
  });

  it('drives the RateLimiter: a 429 once the limit is full, across both clients', async () => {
    const limit = { max: 3, windowMs: 60_000 };
    const a = new RateLimiter(store);
    const b = new RateLimiter(other);
    await a.consume('login-ip', '10.1.1.1', limit);
    await b.consume('login-ip', '10.1.1.1', limit);
    await a.consume('login-ip', '10.1.1.1', limit);
    await expect(b.consume('login-ip', '10.1.1.1', limit)).rejects.toBeInstanceOf(RateLimitError);
  });

  it('fails closed with a 503 when Redis stops answering', async () => {
    const errors: Error[] = [];
    const gone = new RedisRateLimitStore(new Redis(TEST_REDIS_URL), prefix, (error) => errors.push(error));
    await gone.client.ping();
    gone.client.disconnect();
    const attempt = new RateLimiter(gone).consume('login-ip', '10.1.1.2', { max: 3, windowMs: 60_000 });
    await expect(attempt).rejects.toBeInstanceOf(RateLimitsUnavailableError);
    await expect(attempt).rejects.toMatchObject({ statusCode: 503, message: RATE_LIMITS_UNAVAILABLE });
    expect(errors).toHaveLength(1);
    await gone.close();
  });

  it('is made from REDIS_URL and REDIS_KEY_PREFIX', async () => {
    const made = await rateLimitStoreFromEnv({ REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix });
    expect(made).toBeInstanceOf(RedisRateLimitStore);
    await made!.increment('env:a', 60_000);
    expect((await store.peek('env:a'))?.count).toBe(1);
    await made!.close?.();
  });
});

describe('REDIS_URL at startup', () => {
  const log = { error: jest.fn(), warn: jest.fn() };

  it('without REDIS_URL the limits stay in memory (no store)', async () => {
    await expect(rateLimitStoreFromEnv({}, log)).resolves.toBeUndefined();
  });

  it('a Redis that does not answer stops the start with a clear error', async () => {
    // Port 1 on loopback: nothing listens there.
    await expect(rateLimitStoreFromEnv({ REDIS_URL: 'redis://:secret@127.0.0.1:1' }, log)).rejects.toThrow(
      /^Redis at REDIS_URL=redis:\/\/:\*\*\*@127\.0\.0\.1:1 did not answer \(.*ECONNREFUSED.*\)\. Start Redis/,
    );
  });

  it('a REDIS_URL that is not a Redis URL says so', async () => {
    await expect(rateLimitStoreFromEnv({ REDIS_URL: 'localhost:6379' }, log)).rejects.toThrow(
      'REDIS_URL=localhost:6379 is not a Redis URL',
    );
  });
});

describeWithRedis('when Redis goes away while the shop runs', () => {
  const client = new Redis(TEST_REDIS_URL, { lazyConnect: true, enableOfflineQueue: false, retryStrategy: () => null });
  client.on('error', () => undefined);
  const ctx = useTestApp({ app: () => ({ rateLimitStore: new RedisRateLimitStore(client, 'vesna:test:gone:') }) });

  beforeAll(async () => {
    await client.connect();
    client.disconnect();
  });

  it('login fails closed with 503 and a clear message; the bag (a per-route limit) fails open', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers/login',
      headers: SAME_ORIGIN,
      payload: { loginOrEmail: 'someone@example.com', password: 'a-guess-123' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: RATE_LIMITS_UNAVAILABLE });
    const quote = await ctx.app.inject({
      method: 'POST',
      url: '/api/cart/quote',
      headers: SAME_ORIGIN,
      payload: { items: [] },
    });
    expect(quote.statusCode).toBe(200);
  });
});
