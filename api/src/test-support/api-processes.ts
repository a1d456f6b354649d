import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Client } from 'pg';
import { TEST_POSTGRES_URL } from './services';

/** Real API processes (`tsx src/server.ts`) for the tests of several processes on one PostgreSQL. */
const API_DIR = path.resolve(__dirname, '..', '..');

/** Headers of a JSON request from the shop's own pages (fetch to a real process; inject has accounts.ts). */
export const SAME_ORIGIN_JSON = { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' } as const;

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A new database on TEST_POSTGRES_URL's server (PGlite serves one process), dropped by `drop`. */
export async function createScratchDatabase(prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new Client({ connectionString: TEST_POSTGRES_URL });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** A port the OS says is free now (never the shop's 3000-3007). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface ApiProcess {
  origin: string;
  child: ChildProcess;
  output: () => string;
}

export function startApi(port: number, env: Record<string, string>): ApiProcess {
  const inherited = { ...process.env };
  // Only what the test gives: a REDIS_URL of the shell running jest would make every process use Redis.
  for (const name of [
    'DATABASE_URL',
    'DATA_DIR',
    'RATE_LIMIT_MULTIPLIER',
    'GOOGLE_CLIENT_ID',
    'STRIPE_SECRET_KEY',
    'REDIS_URL',
    'REDIS_KEY_PREFIX',
    'REDIS_CATALOGUE_CHANNEL',
  ])
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

// 150 s: tsx compiles the API and PGlite migrates a fresh folder first; beside CI's other lanes on two cores
// that took over 60 s (2026-12-03).
const HEALTHY_WITHIN_MS = 150_000;
/** For a test or hook that waits on `untilHealthy`: above its wait, so that its error (with the process's output)
 * is what a failure shows, not jest's bare timeout. */
export const STARTS_AN_API_TIMEOUT_MS = HEALTHY_WITHIN_MS + 30_000;

export async function untilHealthy(api: ApiProcess, timeoutMs = HEALTHY_WITHIN_MS): Promise<void> {
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
  throw new Error(`API on ${api.origin} did not answer /api/health in ${timeoutMs} ms; its output:\n${api.output()}`);
}

export async function stopApi(api: ApiProcess | undefined): Promise<void> {
  if (!api || api.child.exitCode !== null) return;
  const exited = new Promise((resolve) => api.child.once('exit', resolve));
  api.child.kill('SIGTERM');
  const timer = setTimeout(() => api.child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/**
 * Starts one process per port at once, as a load balancer's replicas start (the first to migrate holds
 * the others back), and waits until all answer.
 */
export async function startApisTogether(ports: number[], envs: Record<string, string>[]): Promise<ApiProcess[]> {
  const apis = ports.map((port, i) => startApi(port, envs[i]));
  // allSettled: a process that failed must not leave the other's wait running past the test.
  const started = await Promise.allSettled(apis.map((api) => untilHealthy(api)));
  for (const result of started) {
    if (result.status === 'rejected') {
      await Promise.all(apis.map((api) => stopApi(api)));
      throw result.reason;
    }
  }
  return apis;
}
