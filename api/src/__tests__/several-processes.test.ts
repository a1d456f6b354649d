import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import { Redis } from 'ioredis';
import { Client } from 'pg';
import { describeWhenServices, TEST_POSTGRES_URL, TEST_REDIS_URL } from '../test-support/services';
import { DEFAULT_RATE_LIMITS } from '../security/rate-limiter';

/**
 * Issue 10, point 15: two real API processes on one PostgreSQL and one Redis behave as one shop. A
 * session made on one works on the other, and the limits count requests sent to both. Needs PostgreSQL
 * whatever the suite's DATABASE_URL (PGlite serves one process): it makes its own database.
 */
const API_DIR = path.resolve(__dirname, '..', '..');
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' };

/** A port the OS says is free now (never the shop's 3000-3007). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

interface ApiProcess {
  origin: string;
  child: ChildProcess;
  output: () => string;
}

function startApi(port: number, env: Record<string, string>): ApiProcess {
  const inherited = { ...process.env };
  for (const name of ['DATABASE_URL', 'DATA_DIR', 'RATE_LIMIT_MULTIPLIER', 'GOOGLE_CLIENT_ID', 'STRIPE_SECRET_KEY'])
    delete inherited[name];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      // No development sign-in or test payments: they would take the shared ports 3006 and 3007.
      DEV_IDP: '0',
      TEST_PAYMENTS: '0',
      SHELL_DIST: path.join(API_DIR, 'no-shell-build'),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return { origin: `http://127.0.0.1:${port}`, child, output: () => output };
}

async function untilHealthy(api: ApiProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (api.child.exitCode !== null) throw new Error(`API exited (${api.child.exitCode}):\n${api.output()}`);
    const ok = await fetch(`${api.origin}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`API on ${api.origin} did not answer in ${timeoutMs} ms:\n${api.output()}`);
}

async function stopApi(api: ApiProcess | undefined): Promise<void> {
  if (!api || api.child.exitCode !== null) return;
  const exited = new Promise((resolve) => api.child.once('exit', resolve));
  api.child.kill('SIGTERM');
  const timer = setTimeout(() => api.child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

const describeOnPostgresAndRedis = describeWhenServices({ redis: true, postgres: true });

describeOnPostgresAndRedis('two API processes on one PostgreSQL and one Redis', () => {
  const database = `vesna_processes_${randomBytes(5).toString('hex')}`;
  const keyPrefix = `vesna:test:${randomBytes(6).toString('hex')}:`;
  let a: ApiProcess | undefined;
  let b: ApiProcess | undefined;
  let created = false;

  beforeAll(async () => {
    const admin = new Client({ connectionString: TEST_POSTGRES_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    created = true;
    await admin.end();
    const url = new URL(TEST_POSTGRES_URL);
    url.pathname = `/${database}`;
    const env = { DATABASE_URL: url.toString(), REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: keyPrefix };
    const [portA, portB] = [await freePort(), await freePort()];
    // Both at once, as a load balancer's replicas start: the first to migrate holds the others back.
    a = startApi(portA, env);
    b = startApi(portB, env);
    // allSettled: a process that failed must not leave the other's wait running past the test.
    const started = await Promise.allSettled([untilHealthy(a), untilHealthy(b)]);
    for (const result of started) if (result.status === 'rejected') throw result.reason;
  }, 120_000);

  afterAll(async () => {
    await Promise.all([stopApi(a), stopApi(b)]);
    if (created) {
      const admin = new Client({ connectionString: TEST_POSTGRES_URL });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await admin.end();
    }
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
      headers: SAME_ORIGIN,
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
        headers: SAME_ORIGIN,
        body: JSON.stringify({ loginOrEmail: email, password: 'wrong-guess-1' }),
      }).then((res) => res.status);
    const statuses: number[] = [];
    // A, B, A, B, ...: each process alone sees about half, so only a shared count reaches the limit.
    for (let i = 0; i <= max; i += 1) statuses.push(await attempt(i % 2 === 0 ? a! : b!));
    expect(statuses).toEqual([...Array(max).fill(401), 429]);
  });

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
