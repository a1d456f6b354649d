// The catalogue at scale (issue 16) as CPU per request: an API process on a PostgreSQL database of its own,
// seeded with 10,000 products on its first start only (seeding in every run can take a minute on a loaded
// machine), then listings cold, warm and search cold at 50 connections, each preceded by a catalogue
// announcement so that the read cache and what it keeps (listing index, products' JSON) start empty. Besides
// req/s and p95 it prints the CPU time the API process and its PostgreSQL backends spent per request (from
// /proc/<pid>/stat): on a machine shared with other jobs latency follows the load, CPU per request much less.
//
//   createdb -h 127.0.0.1 -U postgres vesna_bench_catalog
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/vesna_bench_catalog node scripts/bench/catalogue-cpu.mjs
//   dropdb -h 127.0.0.1 -U postgres vesna_bench_catalog   (when done)
//
// BENCH_API_DIR runs another checkout's api folder (before/after comparisons); BENCH_SECONDS (default 10)
// and BENCH_ROUNDS (default 1) set the length.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { repoRoot } from '../lib/frontends.mjs';
import { listingPaths, searchTexts } from './catalogue-at-scale.mjs';
import { benchApiEnv } from './bench-api-env.mjs';

const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl) {
  console.error('BENCH_DATABASE_URL: a PostgreSQL database of its own (see the top of this file)');
  process.exit(1);
}
const apiDir = process.env.BENCH_API_DIR ?? join(repoRoot, 'api');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 1);
const port = Number(process.env.BENCH_API_PORT ?? 3952);
const origin = `http://127.0.0.1:${port}`;
const CONNECTIONS = 50;
/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

const api = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
  cwd: apiDir,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: benchApiEnv(port, { DATABASE_URL: databaseUrl, SEED_PRODUCTS: '10000', LOG_LEVEL: 'warn' }),
});

/** User + system CPU ticks of a process, 0 once it is gone. */
function cpuTicks(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

const admin = new pg.Client({ connectionString: databaseUrl });

/** CPU ticks of the API process and of every backend connected to the database (its pool and LISTEN). */
async function sampleCpu() {
  const { rows } = await admin.query(
    'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
  );
  return { api: cpuTicks(api.pid), db: rows.reduce((sum, row) => sum + cpuTicks(row.pid), 0) };
}

async function run(label, items, { post = false, offset = 0 } = {}) {
  // The database announces a catalogue change: every process drops its cache, as after a purchase.
  await admin.query("SELECT pg_notify('vesna_catalogue', '')");
  await new Promise((resolve) => setTimeout(resolve, 200));
  let next = offset;
  const times = [];
  const before = await sampleCpu();
  const instance = autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: post ? 'POST' : 'GET',
        setupRequest: (request) => {
          const item = items[next++ % items.length];
          return post
            ? {
                ...request,
                path: '/api/products/search',
                body: JSON.stringify({ text: item }),
                headers: { 'content-type': 'application/json' },
              }
            : { ...request, path: item };
        },
      },
    ],
  });
  instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  const result = await instance;
  const after = await sampleCpu();
  times.sort((a, b) => a - b);
  const at = (q) => (times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(1);
  const perRequest = (ticks) => ((ticks * 1000) / TICKS_PER_SECOND / Math.max(1, times.length)).toFixed(2);
  const load = readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
  console.log(
    `${label}: ${Math.round(result.requests.average)} req/s, p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms, ` +
      `non-2xx or errors ${result.errors + result.non2xx}; CPU a request: API ${perRequest(after.api - before.api)} ms, ` +
      `PostgreSQL ${perRequest(after.db - before.db)} ms; load ${load}`,
  );
}

try {
  for (let attempt = 0; ; attempt += 1) {
    if (attempt === 720 || api.exitCode !== null) throw new Error('the API did not start');
    const ok = await fetch(`${origin}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await admin.connect();
  const listings = listingPaths();
  const texts = searchTexts();
  const warm = ['/api/products/filter?perPage=6&startPage=1'];
  await run('warm-up (JIT, connections)', warm);
  for (let round = 0; round < rounds; round += 1) {
    // Each round starts further into the lists: no request of a cold run was asked in an earlier round.
    await run('listing cold', listings, { offset: round * 6000 });
    await run('listing warm', warm);
    await run('search cold', texts, { post: true, offset: round * 6000 });
  }
} finally {
  await admin.end().catch(() => undefined);
  api.kill('SIGTERM');
  await new Promise((resolve) => (api.exitCode !== null ? resolve() : api.once('exit', resolve)));
}
