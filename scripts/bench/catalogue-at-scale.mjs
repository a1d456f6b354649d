// The catalogue at the size of a real label's (issue 16): an API process on a fresh PostgreSQL database
// seeded with SEED_PRODUCTS=10000, then listings cold (every request a listing not asked before, so the
// read cache misses) and warm (one listing, cached), and search, each at 50 connections; and the
// EXPLAIN (ANALYZE) plans of the common listing queries on that database.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { repoRoot } from '../lib/frontends.mjs';
import { throwawayStaffSecretsKey } from '../lib/staff-secrets-key.mjs';

const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PRODUCTS = 10_000;
const CONNECTIONS = 50;

const CATEGORIES = ['', 'dresses', 'tops', 'pants', 'blouses', 'pullovers', 'shorts'];
const SORTS = ['', '+price', '-price', 'bestSeller'];
const COLORS = ['', 'blue', 'black', 'red', 'white', 'beige', 'green', 'orange', 'gray', 'purple', 'brown'];
const SIZES = ['', 's', 'm', 'l', '1x', '2x', '3x'];
const FABRICS = ['', 'cotton', 'linen', 'silk', 'lace', 'chiffon', 'denim'];
/** Words shoppers type, spelt right and wrong. */
const SEARCH_WORDS = [
  'dress',
  'dresss',
  'blouse',
  'blouze',
  'linen',
  'linnen',
  'silk',
  'slik',
  'cotton',
  'coton',
  'denim',
  'dnim',
  'lace',
  'chiffon',
  'chifon',
  'tops',
  'pants',
  'trousers',
  'trouzers',
  'shorts',
  'pullover',
  'pulover',
  'midi',
  'maxi',
  'wrap',
  'slip',
  'shirt',
  'tee',
  'tank',
  'cami',
  'jeans',
  'culottes',
  'riviera',
  'meadow',
  'harbour',
  'garden',
  'vintage',
  'studio',
  'blue',
  'black',
  'beige',
  'green',
  'purple',
  'brown',
  'red',
  'white',
  'orange',
];

function freePort() {
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
function shuffled(items, seed = 16) {
  const copy = [...items];
  let state = seed;
  for (let i = copy.length - 1; i > 0; i -= 1) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    const j = state % (i + 1);
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/** Every listing a shopper can ask for, in a fixed random order: no two requests of a cold run repeat. */
export function listingPaths() {
  const paths = [];
  for (const category of CATEGORIES)
    for (const sort of SORTS)
      for (const color of COLORS)
        for (const size of SIZES)
          for (const fabric of FABRICS) {
            const query = new URLSearchParams({ perPage: '6', startPage: String(1 + (paths.length % 20)) });
            if (category) query.set('category', category);
            if (sort) query.set('sort', sort);
            if (color) query.set('color', color);
            if (size) query.set('size', size);
            if (fabric) query.set('fabric', fabric);
            paths.push(`/api/products/filter?${query}`);
          }
  return shuffled(paths);
}

/** One, two and three words (about 100,000 texts): enough that a cold run never asks one twice. */
export function searchTexts() {
  const texts = [...SEARCH_WORDS];
  for (const a of SEARCH_WORDS)
    for (const b of SEARCH_WORDS) {
      if (a !== b) texts.push(`${a} ${b}`);
      for (const c of SEARCH_WORDS) if (a !== b && b !== c && a !== c) texts.push(`${a} ${b} ${c}`);
    }
  return shuffled(texts);
}

/** autocannon has no p95: the latencies of every response are kept and read here. */
async function load(origin, { paths, method = 'GET', body, seconds = 10 }) {
  let next = 0;
  const times = [];
  const instance = autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method,
        setupRequest: (request) => {
          const item = paths[next++ % paths.length];
          return body
            ? { ...request, path: item.path, body: item.body, headers: { 'content-type': 'application/json' } }
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
    p95Ms: at(0.95),
    p99Ms: at(0.99),
    errors: result.errors + result.non2xx,
    distinct: Math.min(next, paths.length),
    requests: next,
  };
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

/** The SQL the API sends for these listings, each run under EXPLAIN (ANALYZE). */
async function explainListings(databaseUrl) {
  const { selectFilteredProducts } = await tsImport('../../api/src/modules/products/queries.ts', import.meta.url);
  const { parseProductFilter } = await tsImport('../../api/src/modules/products/filter-query.ts', import.meta.url);
  const { searchCatalogue } = await tsImport('../../api/src/modules/products/service.ts', import.meta.url);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const plans = [];
  const explaining = (label) => ({
    async query(sql, params) {
      const { rows } = await client.query(`EXPLAIN (ANALYZE, COSTS OFF, SUMMARY ON) ${sql}`, params);
      plans.push({ label, plan: rows.map((r) => r['QUERY PLAN']).join('\n') });
      // The real answer too: the search's next query is built from its words' lookup.
      return client.query(sql, params);
    },
  });
  const listings = [
    'perPage=6&startPage=1',
    'category=dresses&perPage=6&startPage=1',
    'category=tops&sort=-price&perPage=6&startPage=3',
    'sort=%2Bprice&perPage=6&startPage=1',
    'sort=bestSeller&perPage=6&startPage=1',
    'new=true&perPage=6&startPage=1',
    'plusSize=true&sort=-price&perPage=6&startPage=1',
    'fabric=silk,linen&perPage=6&startPage=1',
    'color=purple&size=3x&perPage=6&startPage=1',
    'category=blouses&color=red,blue&size=m&fabric=cotton&sort=bestSeller&perPage=6&startPage=1',
    'perPage=48&startPage=200',
  ];
  try {
    for (const query of listings) {
      const filter = parseProductFilter(Object.fromEntries(new URLSearchParams(query)));
      await selectFilteredProducts(explaining(`GET /api/products/filter?${query}`), filter);
    }
    // Search in SQL (the API answers it from its search index once built): the words' lookup, then the
    // products (a typo, so that the lookup finds corrections), then their summaries.
    await searchCatalogue(explaining('POST /api/products/search {"text": "linnen dresss"}'), 'linnen dresss');
  } finally {
    await client.end();
  }
  return plans;
}

/** Runs the whole scale bench; answers null (with a message) when PostgreSQL does not answer. */
export async function measureCatalogueAtScale() {
  const database = `vesna_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  try {
    await admin.connect();
  } catch (error) {
    console.warn(`catalogue at scale: skipped, no PostgreSQL at ${ADMIN_URL} (${error.message})`);
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
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      SEED_PRODUCTS: String(PRODUCTS),
      NODE_ENV: 'production',
      STAFF_SECRETS_KEY: throwawayStaffSecretsKey(),
      PUBLIC_ORIGIN: origin,
      MAIL_TRANSPORT: 'outbox',
      LOG_LEVEL: 'warn',
      DEV_IDP: '0',
      TEST_PAYMENTS: '0',
      SHELL_DIST: join(repoRoot, 'api', 'no-shell-build'),
    },
  });
  try {
    await waitForHealth(origin, api);
    const startSeconds = ((Date.now() - started) / 1000).toFixed(1);
    const listings = listingPaths();
    const texts = searchTexts().map((text) => ({ path: '/api/products/search', body: JSON.stringify({ text }) }));
    const warmPath = ['/api/products/filter?perPage=6&startPage=1'];
    await load(origin, { paths: warmPath, seconds: 2 }); // JIT and connections
    const figures = {
      products: PRODUCTS,
      startSeconds,
      listingCold: await load(origin, { paths: listings }),
      listingWarm: await load(origin, { paths: warmPath }),
      searchCold: await load(origin, { paths: texts, method: 'POST', body: true }),
      searchWarm: await load(origin, { paths: texts.slice(0, 50), method: 'POST', body: true }),
    };
    figures.plans = await explainListings(databaseUrl);
    return figures;
  } finally {
    api.kill('SIGTERM');
    await new Promise((resolve) => (api.exitCode !== null ? resolve() : api.once('exit', resolve)));
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  }
}

/** The figures as lines for the console and a section of docs/performance.md. */
export function describeCatalogueAtScale(f) {
  if (!f) return { lines: ['catalogue at scale: skipped (no PostgreSQL)'], markdown: '' };
  const row = (what, r) =>
    `| ${what} | ${r.rps} | ${r.p95Ms} ms | ${r.p99Ms} ms | ${r.distinct} of ${r.requests} | ${r.errors} |`;
  const lines = [
    `PostgreSQL, ${f.products} products: API started (migrations + seed) in ${f.startSeconds} s`,
    ...[
      ['listing cold', f.listingCold],
      ['listing warm', f.listingWarm],
      ['search cold', f.searchCold],
      ['search warm', f.searchWarm],
    ].map(([what, r]) => `${what}, ${CONNECTIONS} connections: ${r.rps} req/s, p95 ${r.p95Ms} ms, p99 ${r.p99Ms} ms`),
  ];
  const markdown =
    `## Catalogue of ${f.products} products on PostgreSQL (autocannon, ${CONNECTIONS} connections, 10 s each)\n\n` +
    `An API process alone (\`SEED_PRODUCTS=${f.products}\`, production mode, warn-level log) on a fresh database of the ` +
    `machine's PostgreSQL; started, migrated and seeded in **${f.startSeconds} s**. Cold: every request a listing (or ` +
    `search) not asked before in the run, so the read cache misses; warm: one listing, or 50 searches, cached.\n\n` +
    `| run | req/s | p95 | p99 | distinct requests | non-2xx or errors |\n|---|---|---|---|---|---|\n` +
    `${row('listing cold: `GET /api/products/filter` over category × sort × colour × size × fabric × page', f.listingCold)}\n` +
    `${row('listing warm: `GET /api/products/filter?perPage=6&startPage=1`', f.listingWarm)}\n` +
    `${row('search cold: `POST /api/products/search`, one to three words, typos included', f.searchCold)}\n` +
    `${row('search warm: 50 of those texts, cached', f.searchWarm)}\n\n` +
    `### Query plans at ${f.products} products (\`EXPLAIN (ANALYZE, COSTS OFF)\` of the API's own SQL)\n\n` +
    f.plans.map((p) => `${p.label}\n\n\`\`\`\n${p.plan}\n\`\`\`\n`).join('\n') +
    '\n';
  return { lines, markdown };
}

// `node scripts/bench/catalogue-at-scale.mjs`: this part of the bench alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { lines, markdown } = describeCatalogueAtScale(await measureCatalogueAtScale());
  console.log(lines.join('\n'));
  if (process.argv.includes('--markdown')) console.log(`\n${markdown}`);
}
