// An API process of its own on a fresh PostgreSQL database seeded with SEED_PRODUCTS products, and the load
// that the bench's scale parts put on it: shared by catalogue-at-scale.mjs (shoppers' listings and search)
// and staff-search.mjs (the back office's product list).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { repoRoot } from '../lib/frontends.mjs';
import { benchApiEnv } from './bench-api-env.mjs';

export const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A deterministic shuffle, so that every bench run asks the same things in the same order. */
export function shuffled(items, seed = 16) {
  const copy = [...items];
  let state = seed;
  for (let i = copy.length - 1; i > 0; i -= 1) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    const j = state % (i + 1);
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/**
 * autocannon over `paths` in turn (a path, or `{ path, body }` with `body: true`), keeping every response's
 * latency: autocannon has no p95. `headers` go on every request (a session cookie).
 */
export async function load(origin, { paths, method = 'GET', body, seconds = 10, connections, headers = {} }) {
  let next = 0;
  const times = [];
  const instance = autocannon({
    url: origin,
    connections,
    duration: seconds,
    headers,
    requests: [
      {
        method,
        setupRequest: (request) => {
          const item = paths[next++ % paths.length];
          return body
            ? {
                ...request,
                path: item.path,
                body: item.body,
                headers: { ...request.headers, 'content-type': 'application/json' },
              }
            : { ...request, path: item };
        },
      },
    ],
  });
  instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  const result = await instance;
  times.sort((a, b) => a - b);
  const at = (q) => Number((times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(1));
  return {
    rps: Math.round(result.requests.average),
    p50Ms: at(0.5),
    p95Ms: at(0.95),
    p99Ms: at(0.99),
    errors: result.errors + result.non2xx,
    distinct: Math.min(next, paths.length),
    requests: next,
  };
}

/** CPU milliseconds (user + system) the processes have used so far, from /proc; null where there is none. */
export function cpuMsOf(pids) {
  try {
    return pids.reduce((sum, pid) => {
      // Fields 14 and 15 (utime, stime) in clock ticks of 10 ms, after the command's closing parenthesis.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return sum + (Number(fields[11]) + Number(fields[12])) * 10;
    }, 0);
  } catch {
    return null;
  }
}

/** The server processes of the database's connections now open (PostgreSQL on this machine). */
export async function backendPids(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    return rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}

/**
 * `load`, with the CPU the API process and the database's connections spent a request (`run.cpuMs`: less moved by
 * the machine's other work than the latencies) and the load average when it ended.
 */
export async function loadWithCpu(origin, options, { apiPid, databaseUrl }) {
  const dbPids = await backendPids(databaseUrl);
  const cpuBefore = { api: cpuMsOf([apiPid]), db: cpuMsOf(dbPids) };
  const run = await load(origin, options);
  const perRequest = (part) => {
    const after = cpuMsOf(part === 'api' ? [apiPid] : dbPids);
    return after === null || cpuBefore[part] === null
      ? null
      : Number(((after - cpuBefore[part]) / run.requests).toFixed(2));
  };
  run.cpuMs = { api: perRequest('api'), db: perRequest('db') };
  run.loadAverage = loadavg()[0].toFixed(1);
  return run;
}

async function waitForHealth(origin, child) {
  // Three minutes: migrating and seeding 10,000 products takes 10 s on a quiet machine, over a minute at a
  // load of 15 on two cores.
  for (let attempt = 0; attempt < 720; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    const ok = await fetch(`${origin}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the API did not start');
}

/**
 * Runs `work({ origin, databaseUrl, startSeconds, apiPid })` against an API process (production mode, warn-level log)
 * on a fresh database of the machine's PostgreSQL seeded with `products` products (the seed's own
 * catalogue without), then stops the process and
 * drops the database. Answers work's result, or null (with a message) when PostgreSQL does not answer.
 */
export async function withApiAtScale({ products, label, env = {} }, work) {
  const database = `vesna_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  try {
    await admin.connect();
  } catch (error) {
    console.warn(`${label}: skipped, no PostgreSQL at ${ADMIN_URL} (${error.message})`);
    return null;
  }
  await admin.query(`CREATE DATABASE ${database}`);
  const databaseUrl = Object.assign(new URL(ADMIN_URL), { pathname: `/${database}` }).toString();
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const started = Date.now();
  const api = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: join(repoRoot, 'api'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: benchApiEnv(port, {
      DATABASE_URL: databaseUrl,
      // None: the seed's own catalogue.
      ...(products ? { SEED_PRODUCTS: String(products) } : {}),
      LOG_LEVEL: 'warn',
      ...env,
    }),
  });
  try {
    await waitForHealth(origin, api);
    const startSeconds = ((Date.now() - started) / 1000).toFixed(1);
    return await work({ origin, databaseUrl, startSeconds, apiPid: api.pid });
  } finally {
    api.kill('SIGTERM');
    await new Promise((resolve) => (api.exitCode !== null ? resolve() : api.once('exit', resolve)));
    // BENCH_KEEP_DATABASE=1 keeps it, to look into with psql afterwards.
    if (process.env.BENCH_KEEP_DATABASE === '1') console.log(`${label}: database kept: ${databaseUrl}`);
    else await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  }
}

/**
 * Runs `work(explaining)` on a connection to `databaseUrl`: `explaining(label)` is a Queryable that sends each
 * query under EXPLAIN (ANALYZE) and then for real (a search's next query is built from its words' lookup), so
 * the API's own query functions give their plans. Answers the plans, labelled, in order.
 */
export async function explainQueries(databaseUrl, work) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const plans = [];
  const explaining = (label) => ({
    async query(sql, params) {
      const { rows } = await client.query(`EXPLAIN (ANALYZE, COSTS OFF, SUMMARY ON) ${sql}`, params);
      plans.push({ label, plan: rows.map((r) => r['QUERY PLAN']).join('\n') });
      return client.query(sql, params);
    },
  });
  try {
    await work(explaining);
  } finally {
    await client.end();
  }
  return plans;
}
