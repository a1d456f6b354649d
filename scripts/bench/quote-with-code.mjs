// `node --import tsx scripts/bench/quote-with-code.mjs`: what a discount code adds to POST /api/cart/quote (issue
// 34's aim: at most 1.2x the quote without), as the API throughput bench measures (autocannon, 10 connections,
// over HTTP), on one API in this process on a fresh in-memory PGlite with the seed catalogue: the same 4-line guest
// bag without and with a 10 % code on two categories, in alternating rounds, so both meet the same machine. The
// per-client quote limit is lifted (RATE_LIMIT_MULTIPLIER), as the other benches do. Prints the figure.
import autocannon from 'autocannon';
import { buildApp } from '../../api/src/app.ts';
import { migrate } from '../../api/src/db/migrate.ts';
import { openPgliteDatabase } from '../../api/src/db/pglite-database.ts';
import { seedCatalogue } from '../../api/seed/apply-seed.ts';

process.env.RATE_LIMIT_MULTIPLIER ??= '100000';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);

function load(url, body, seconds) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        method: 'POST',
        connections: 10,
        duration: seconds,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

async function main() {
  const db = await openPgliteDatabase();
  await migrate(db);
  await seedCatalogue(db);
  await db.query(
    `INSERT INTO discount_codes (code, kind, percent, scope, categories, starts_at, max_uses, max_uses_per_customer, audience)
     VALUES ('BENCH10', 'percent', 10, 'categories', '{dresses,tops}', now() - interval '1 day', 1000, 1, 'everyone')`,
  );
  const { rows } = await db.query(
    `SELECT product_id AS id, color, size FROM variant_sizes WHERE quantity > 2 ORDER BY product_id LIMIT 4`,
  );
  const items = rows.map((r) => `${r.id}/${r.color}/${r.size}/1`);
  const app = await buildApp({ db, logger: false, mailQueue: { autoSend: false }, jobQueue: { autoRun: false } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${app.server.address().port}/api/cart/quote`;
  try {
    const sample = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ items, discountCode: 'BENCH10' }),
    });
    const quote = await sample.json();
    if (!quote.discountCode?.applied) throw new Error(`the code does not apply: ${JSON.stringify(quote)}`);
    await load(url, { items }, 2); // warm-up: JIT, query plans
    await load(url, { items, discountCode: 'BENCH10' }, 2);
    const rps = { without: [], with: [] };
    const errors = { without: 0, with: 0 };
    for (let round = 0; round < ROUNDS; round += 1) {
      const plain = await load(url, { items }, SECONDS);
      const coded = await load(url, { items, discountCode: 'BENCH10' }, SECONDS);
      rps.without.push(plain.requests.average);
      rps.with.push(coded.requests.average);
      errors.without += plain.errors + plain.non2xx;
      errors.with += coded.errors + coded.non2xx;
    }
    const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
    console.log(
      `POST /api/cart/quote (guest, ${items.length} lines), 10 connections, ${ROUNDS} x ${SECONDS} s alternating: ` +
        `without a code ${Math.round(mean(rps.without))} req/s (errors ${errors.without}), ` +
        `with BENCH10 ${Math.round(mean(rps.with))} req/s (errors ${errors.with}); ` +
        `cost ratio ${(mean(rps.without) / mean(rps.with)).toFixed(3)} (aim: at most 1.2)`,
    );
  } finally {
    await app.close();
    await db.close();
  }
}

await main();
