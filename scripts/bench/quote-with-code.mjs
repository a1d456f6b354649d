// Issue 34's aim: POST /api/cart/quote with a discount code costs at most 1.2x the quote without, same run. The
// same 4-line guest bag without and with a 10 % code on two categories, in alternating rounds (autocannon, 10
// connections, over HTTP), so both meet the same machine; the cost ratio is req/s without / req/s with. Twice:
// - PGlite (what `npm start` embeds): the API in this process on a fresh in-memory database with the seed
//   catalogue, autocannon in a worker thread (on the API's thread it would take a share of every request);
// - PostgreSQL: an API process of its own on a fresh database (api-at-scale.mjs), skipped without one.
// The per-client quote limit is lifted (RATE_LIMIT_MULTIPLIER), as the other benches do.
//   node scripts/bench/quote-with-code.mjs [--markdown]     (BENCH_ROUNDS, BENCH_SECONDS)
import autocannon from 'autocannon';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { withApiAtScale } from './api-at-scale.mjs';

export const QUOTE_WITH_CODE_AIM = 1.2;
const CONNECTIONS = 10;
const CODE = 'BENCH10';
const CODE_SQL = `INSERT INTO discount_codes (code, kind, percent, scope, categories, starts_at, max_uses, max_uses_per_customer, audience)
  VALUES ('${CODE}', 'percent', 10, 'categories', '{dresses,tops}', now() - interval '1 day', 1000, 1, 'everyone')`;
const ITEMS_SQL = `SELECT product_id AS id, color, size FROM variant_sizes WHERE quantity > 2 ORDER BY product_id LIMIT 4`;
const NO_RATE_LIMIT = '10000'; // the settings' highest: 3,000,000 quotes a minute

function post(url, body, seconds, workers) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        method: 'POST',
        connections: CONNECTIONS,
        duration: seconds,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        ...(workers ? { workers } : {}),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/** Both quotes, warmed, then `rounds` alternating runs of each: mean req/s, errors, and the cost ratio. */
async function alternate(url, items, { rounds, seconds, workers }) {
  const sample = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ items, discountCode: CODE }),
  });
  const quote = await sample.json();
  if (!quote.discountCode?.applied) throw new Error(`the code does not apply: ${JSON.stringify(quote)}`);
  await post(url, { items }, 2, workers); // warm-up: JIT, query plans
  await post(url, { items, discountCode: CODE }, 2, workers);
  const rps = { without: [], with: [] };
  let errors = 0;
  for (let round = 0; round < rounds; round += 1) {
    const plain = await post(url, { items }, seconds, workers);
    const coded = await post(url, { items, discountCode: CODE }, seconds, workers);
    rps.without.push(plain.requests.average);
    rps.with.push(coded.requests.average);
    errors += plain.errors + plain.non2xx + coded.errors + coded.non2xx;
  }
  const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
  return {
    lines: items.length,
    without: Math.round(mean(rps.without)),
    with: Math.round(mean(rps.with)),
    ratio: Number((mean(rps.without) / mean(rps.with)).toFixed(3)),
    errors,
  };
}

async function onPglite(options) {
  const [{ buildApp }, { migrate }, { openPgliteDatabase }, { seedCatalogue }] = await Promise.all([
    tsImport('../../api/src/app.ts', import.meta.url),
    tsImport('../../api/src/db/migrate.ts', import.meta.url),
    tsImport('../../api/src/db/pglite-database.ts', import.meta.url),
    tsImport('../../api/seed/apply-seed.ts', import.meta.url),
  ]);
  const db = await openPgliteDatabase();
  await migrate(db);
  await seedCatalogue(db);
  await db.query(CODE_SQL);
  const items = (await db.query(ITEMS_SQL)).rows.map((r) => `${r.id}/${r.color}/${r.size}/1`);
  const app = await buildApp({
    db,
    logger: false,
    shellDist: false,
    mailQueue: { autoSend: false },
    jobQueue: { autoRun: false },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    return await alternate(`http://127.0.0.1:${app.server.address().port}/api/cart/quote`, items, {
      ...options,
      workers: 1,
    });
  } finally {
    await app.close();
    await db.close();
  }
}

function onPostgres(options) {
  return withApiAtScale(
    { label: 'quote with a code', env: { RATE_LIMIT_MULTIPLIER: NO_RATE_LIMIT } },
    async ({ origin, databaseUrl }) => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      let items;
      try {
        await client.query(CODE_SQL);
        items = (await client.query(ITEMS_SQL)).rows.map((r) => `${r.id}/${r.color}/${r.size}/1`);
      } finally {
        await client.end();
      }
      return alternate(`${origin}/api/cart/quote`, items, options);
    },
  );
}

export async function measureQuoteWithCode({
  rounds = Number(process.env.BENCH_ROUNDS ?? 3),
  seconds = Number(process.env.BENCH_SECONDS ?? 4),
} = {}) {
  const before = process.env.RATE_LIMIT_MULTIPLIER;
  process.env.RATE_LIMIT_MULTIPLIER = NO_RATE_LIMIT;
  let pglite;
  try {
    pglite = await onPglite({ rounds, seconds });
  } finally {
    if (before === undefined) delete process.env.RATE_LIMIT_MULTIPLIER;
    else process.env.RATE_LIMIT_MULTIPLIER = before;
  }
  return { rounds, seconds, pglite, postgres: await onPostgres({ rounds, seconds }) };
}

/** The figures as console lines and a section of the bench's docs page. */
export function describeQuoteWithCode(f) {
  const rows = [
    ['PGlite, API in the bench process (autocannon in a worker thread)', f.pglite],
    ['PostgreSQL, an API process of its own', f.postgres],
  ];
  const verdict = (r) => (r.ratio <= QUOTE_WITH_CODE_AIM ? 'within' : 'OVER');
  const lines = rows.map(([where, r]) =>
    r
      ? `POST /api/cart/quote (guest, ${r.lines} lines) on ${where}, ${CONNECTIONS} connections, ${f.rounds} x ${f.seconds} s alternating: ` +
        `without a code ${r.without} req/s, with ${CODE} ${r.with} req/s; cost ratio ${r.ratio} ` +
        `(${verdict(r)} the aim of at most ${QUOTE_WITH_CODE_AIM}); non-2xx or errors ${r.errors}`
      : `quote with a code on ${where}: skipped (no PostgreSQL)`,
  );
  const markdown =
    `## The quote with a discount code (issue 34)\n\n` +
    `\`node scripts/bench/quote-with-code.mjs --markdown\`: \`POST /api/cart/quote\`, a guest's ${f.pglite.lines}-line bag ` +
    `without and with a 10 % code on two categories, ${CONNECTIONS} connections, ${f.rounds} alternating rounds of ` +
    `${f.seconds} s each. Aim: the cost with a code (req/s without / with) at most ${QUOTE_WITH_CODE_AIM}x.\n\n` +
    `| database | without a code | with ${CODE} | cost ratio | non-2xx or errors |\n|---|---|---|---|---|\n` +
    rows
      .filter(([, r]) => r)
      .map(([where, r]) => `| ${where} | ${r.without} req/s | ${r.with} req/s | **${r.ratio}** | ${r.errors} |`)
      .join('\n') +
    '\n\n';
  return { lines, markdown };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { lines, markdown } = describeQuoteWithCode(await measureQuoteWithCode());
  console.log(lines.join('\n'));
  if (process.argv.includes('--markdown')) console.log(`\n${markdown}`);
}
