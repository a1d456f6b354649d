import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import {
  createScratchDatabase,
  SAME_ORIGIN_JSON,
  freePort,
  startApisTogether,
  STARTS_AN_API_TIMEOUT_MS,
  stopApi,
  type ApiProcess,
  type ScratchDatabase,
} from '../test-support/api-processes';
import { describeWhenServices, TEST_REDIS_URL } from '../test-support/services';
import { DEFAULT_RATE_LIMITS } from '../security/rate-limiter';

/**
 * Issue 10, point 15: two real API processes on one PostgreSQL and one Redis behave as one shop. A
 * session made on one works on the other, and the limits count requests sent to both. Needs PostgreSQL
 * whatever the suite's DATABASE_URL (PGlite serves one process): it makes its own database.
 */
const describeOnPostgresAndRedis = describeWhenServices({ redis: true, postgres: true });

describeOnPostgresAndRedis('two API processes on one PostgreSQL and one Redis', () => {
  const keyPrefix = `vesna:test:${randomBytes(6).toString('hex')}:`;
  let a: ApiProcess | undefined;
  let b: ApiProcess | undefined;
  let database: ScratchDatabase | undefined;

  beforeAll(async () => {
    database = await createScratchDatabase('vesna_processes');
    const env = { DATABASE_URL: database.url, REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: keyPrefix };
    [a, b] = await startApisTogether([await freePort(), await freePort()], [env, env]);
  }, STARTS_AN_API_TIMEOUT_MS);

  afterAll(async () => {
    await Promise.all([stopApi(a), stopApi(b)]);
    await database?.drop();
    const redis = new Redis(TEST_REDIS_URL);
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  }, 60_000);

  const email = `two.processes.${randomBytes(4).toString('hex')}@example.com`;
  const password = 'correct-horse-1';

  it('a session made on one process is recognised by the other', async () => {
    const registered = await fetch(`${a!.origin}/api/customers`, {
      method: 'POST',
      headers: SAME_ORIGIN_JSON,
      body: JSON.stringify({ firstName: 'Olena', lastName: 'Kovalenko', email, password }),
    });
    expect(registered.status).toBe(201);
    const cookie = registered.headers.getSetCookie().find((c) => c.startsWith('vesna_session='));
    expect(cookie).toBeDefined();

    const onB = await fetch(`${b!.origin}/api/cookies`, { headers: { cookie: cookie!.split(';')[0] } });
    expect(onB.status).toBe(200);
    expect(((await onB.json()) as { user: { email: string } | null }).user?.email).toBe(email);
  });

  it('counts failed logins sent to both processes against one limit', async () => {
    // All from 127.0.0.1 on one account: the per account-and-address limit is the first one reached.
    const max = DEFAULT_RATE_LIMITS.loginPerAccountAndIp.max;
    const attempt = (api: ApiProcess) =>
      fetch(`${api.origin}/api/customers/login`, {
        method: 'POST',
        headers: SAME_ORIGIN_JSON,
        body: JSON.stringify({ loginOrEmail: email, password: 'wrong-guess-1' }),
      }).then((res) => res.status);
    const statuses: number[] = [];
    // A, B, A, B, ...: each process alone sees about half, so only a shared count reaches the limit.
    for (let i = 0; i <= max; i += 1) statuses.push(await attempt(i % 2 === 0 ? a! : b!));
    expect(statuses).toEqual([...Array(max).fill(401), 429]);
    // Each failed login hashes at the production cost and is slowed down: over 30 s beside CI's other lanes.
  }, 120_000);

  it('counts the per-route limits (Google sign-in starts) in Redis too', async () => {
    const max = 30; // modules/auth-google/routes.ts
    const start = (api: ApiProcess) =>
      fetch(`${api.origin}/auth/google`, { redirect: 'manual' }).then((res) => res.status);
    const statuses: number[] = [];
    for (let i = 0; i <= max; i += 1) statuses.push(await start(i % 2 === 0 ? a! : b!));
    expect(statuses.slice(0, max).every((status) => status !== 429)).toBe(true);
    expect(statuses[max]).toBe(429);
  });
});
