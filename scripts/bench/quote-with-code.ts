// `node --import tsx scripts/bench/quote-with-code.ts`: what a discount code adds to POST /api/cart/quote (issue
// 34's aim: at most 1.2x the quote without), in one process on a fresh in-memory PGlite with the seed catalogue:
// the same 4-line bag quoted alternately without and with a 10 % code on two categories, through app.inject
// (routing, validation, SQL; no network), so both sides meet the same machine at the same moment.
import { performance } from 'node:perf_hooks';
import { buildApp } from '../../api/src/app';
import { migrate } from '../../api/src/db/migrate';
import { openPgliteDatabase } from '../../api/src/db/pglite-database';
import { seedCatalogue } from '../../api/seed/apply-seed';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2000);
const db = await openPgliteDatabase();
await migrate(db);
await seedCatalogue(db);
await db.query(
  `INSERT INTO discount_codes (code, kind, percent, scope, categories, starts_at, max_uses, max_uses_per_customer, audience)
   VALUES ('BENCH10', 'percent', 10, 'categories', '{dresses,tops}', now() - interval '1 day', 1000, 1, 'everyone')`,
);
const { rows } = await db.query<{ id: string; color: string; size: string }>(
  `SELECT s.product_id AS id, s.color, s.size FROM variant_sizes s WHERE s.quantity > 2 ORDER BY s.product_id LIMIT 4`,
);
const items = rows.map((r) => `${r.id}/${r.color}/${r.size}/1`);
const app = await buildApp({ db, logger: false, mailQueue: { autoSend: false }, jobQueue: { autoRun: false } });
const quote = async (discountCode?: string) => {
  const started = performance.now();
  const res = await app.inject({ method: 'POST', url: '/api/cart/quote', payload: { items, discountCode } });
  if (res.statusCode !== 200) throw new Error(`quote: ${res.statusCode} ${res.body}`);
  return performance.now() - started;
};
for (let i = 0; i < 200; i += 1) await quote(i % 2 ? 'BENCH10' : undefined); // warm-up
const without: number[] = [];
const withCode: number[] = [];
for (let i = 0; i < ROUNDS; i += 1) {
  without.push(await quote());
  withCode.push(await quote('BENCH10'));
}
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)];
console.log(
  `POST /api/cart/quote, ${items.length} lines, ${ROUNDS} each, alternating: without a code mean ${mean(without).toFixed(2)} ms ` +
    `(p95 ${p95(without).toFixed(2)}), with BENCH10 mean ${mean(withCode).toFixed(2)} ms (p95 ${p95(withCode).toFixed(2)}); ` +
    `ratio ${(mean(withCode) / mean(without)).toFixed(3)}`,
);
await app.close();
await db.close();
