#!/usr/bin/env node
// npm run bench: the cold production build and first start (cold-builds.mjs), the stack on a throwaway
// database, then bundle bytes of the first visit, Lighthouse mobile for /, /collection, a product page (/100001) and /cart, server rendering
// (render p95, HTML throughput), the same pages beside the peer shop's (peer-lighthouse.mjs: BENCH_PEER_URL,
// or a checkout in BENCH_PEER_DIR, default ../peer, built and served on :8081; skipped with the reason without
// one; with the first screens' image bytes, the peer's photos served as local stand-ins), API throughput
// against a bare Fastify baseline, the catalogue and the back office's list at 10,000 products on PostgreSQL,
// the quote with a discount code beside the quote without (quote-with-code.mjs), the back office's orders list at
// 100,000 orders on PostgreSQL (orders-list.mjs), and the photo derivatives (photo-derivatives.mjs).
// Prints the figures and writes them to docs/performance.md.
//   --compare       also time the cold build and first start as before issue 25 (`--baseline`), alternately
//   --rounds=N      rounds of those cold runs (median; default 1)
//   --builds-only   only the cold runs: print them, write nothing
// BENCH_PORTS_LOCK=<file>: hold that flock(1) lock while a cold start uses the shop's ports (shared machines).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../lib/frontends.mjs';
import { measureCheckoutJs } from './checkout-bytes.mjs';
import { measureFirstVisitJs } from './first-visit-bytes.mjs';
import { auditPerformance } from './lighthouse.mjs';
import { benchBesidePeer } from './peer-lighthouse.mjs';
import { compareWithBareFastify } from './api-throughput.mjs';
import { burst, cachedPagesBesideBare, coldRenders } from './page-cache.mjs';
import { describeCatalogueAtScale, measureCatalogueAtScale } from './catalogue-at-scale.mjs';
import { describeColdBuilds, measureColdBuilds } from './cold-builds.mjs';
import { describeStaffSearch, measureStaffSearch } from './staff-search.mjs';
import { describeQuoteWithCode, measureQuoteWithCode } from './quote-with-code.mjs';
import { describeOrdersList, measureOrdersList } from './orders-list.mjs';
import { describePhotoDerivatives, measureLadders, measureUploadToServed } from './photo-derivatives.mjs';
import { throwawayStaffSecretsKey } from '../lib/staff-secrets-key.mjs';

const port = Number(process.env.BENCH_PORT ?? 3000);
const origin = `http://localhost:${port}`;
const NOTES_MARKER = '<!-- notes: kept across bench runs -->';
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function waitForHealth() {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('the stack did not start');
}

/** Runs an npm script to the end and answers its wall time in seconds (the build is what we time). */
async function timedNpm(args) {
  const started = Date.now();
  const child = spawn('npm', args, { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
  if ((await new Promise((resolve) => child.on('exit', resolve))) !== 0) process.exit(1);
  return ((Date.now() - started) / 1000).toFixed(1);
}

// What CI and a fresh clone pay: the cold build and the cold first start (today's, and before issue 25 with
// --compare), then one remote alone (what a team deploying its slice pays). Leaves today's build in place.
const flags = process.argv.slice(2);
const coldBuilds = await measureColdBuilds({
  compare: flags.includes('--compare'),
  rounds: Number(flags.find((flag) => flag.startsWith('--rounds='))?.split('=')[1] ?? 1),
  port,
  lock: process.env.BENCH_PORTS_LOCK,
});
if (coldBuilds.summary.ratios) {
  const { build, buildCpu, start } = coldBuilds.summary.ratios;
  console.log(
    `today / before issue 25: cold build ${build.toFixed(2)} (CPU ${buildCpu.toFixed(2)}), cold first start ${start.toFixed(2)}`,
  );
}
if (flags.includes('--builds-only')) process.exit(0);
const buildOneSeconds = await timedNpm(['run', 'build', '-w', 'mf-catalog']);
console.log(`build: mf-catalog alone ${buildOneSeconds} s`);

const stack = spawn(process.execPath, [join(repoRoot, 'scripts', 'start.mjs')], {
  cwd: repoRoot,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: mkdtempSync(join(tmpdir(), 'vesna-bench-')),
    NODE_ENV: 'production',
    STAFF_SECRETS_KEY: throwawayStaffSecretsKey(),
    // Production mode refuses to start without these: links on the bench's origin, mail kept in the outbox.
    PUBLIC_ORIGIN: origin,
    MAIL_TRANSPORT: 'outbox',
    // Production takes no payments without Stripe keys; the bench measures the card form on the test processor.
    TEST_PAYMENTS: '1',
  },
});
try {
  await waitForHealth();
  // Issue 23: a crowd on a shop that has just started (workers warming, the HTML cache empty): 200
  // connections on / for 10 s. No answer may fail, and none without its products may go out public.
  const crowd = await burst(origin);
  console.log(
    `burst on / (200 connections, 10 s, just started): ${crowd.total} answers, ${crowd.rps} req/s, non-2xx ${crowd.non2xx}, degraded ${crowd.degraded} (no-store ${crowd.noStore}), degraded and public ${crowd.degradedPublic} (aim 0 and 0)`,
  );
  // A shopper meets a running shop: each page asked for once before it is measured, so the render worker
  // has loaded the remotes' server code and the catalogue cache is warm. Cold, the first render after a
  // start can miss its region deadline, and the bench would measure the browser-rendered fallback instead.
  for (const path of ['/', '/collection', '/100001', '/cart']) {
    for (let round = 0; round < 3; round += 1) await (await fetch(`${origin}${path}`)).text();
  }
  const pages = {};
  // The product page (its loading skeleton must hold the page's shape: CLS there <= 0.02).
  for (const path of ['/', '/collection', '/100001', '/cart']) {
    const js = await measureFirstVisitJs(`${origin}${path}`);
    const lighthouse = await auditPerformance(`${origin}${path}`);
    pages[path] = { jsBytes: js.bytes, jsFiles: js.files.length, ...lighthouse };
    console.log(
      `${path}: ${kb(js.bytes)} JS (compressed, ${js.files.length} files), Lighthouse ${lighthouse.score}, LCP ${lighthouse.lcpMs} ms, TBT ${lighthouse.tbtMs} ms, CLS ${lighthouse.cls}`,
    );
  }
  // Server rendering: pages from the HTML cache beside bare Fastify sending the same bytes, and renders
  // that miss it (a different product page each time) at 10 connections beside one render alone.
  const cached = await cachedPagesBesideBare(origin, ['/', '/collection', '/100001']);
  for (const row of cached)
    console.log(
      `HTML of ${row.path} from the cache, ${row.connections} connections: ${row.rps} req/s (bare Fastify, same ${row.bytes} bytes: ${row.bareRps}; ratio ${row.ratio}), p99 ${row.p99Ms} ms, errors ${row.errors}`,
    );
  const cold = await coldRenders(origin);
  console.log(
    `cold product renders: one alone p50 ${cold.sequentialP50Ms} ms; 10 connections ${cold.rps} req/s, p95 ${cold.p95Ms} ms (${cold.ratio}x the p50, aim <= 6x), ${cold.whole} of ${cold.total} rendered whole (the rest shed to the browser)`,
  );

  // Issue 26: our four pages beside the peer's in the same run (BENCH_PEER_URL, or the checkout in
  // BENCH_PEER_DIR built and served on :8081; peer-shop.mjs), with where our blocking time goes.
  const besidePeer = await benchBesidePeer({ origin });

  const checkout = await measureCheckoutJs(origin);
  console.log(`/cart → /info → /payment: ${kb(checkout.bytes)} JS (compressed, ${checkout.files.length} files)`);
  const endpoint = `${origin}/api/products/filter?perPage=6&startPage=1`;
  const api = await compareWithBareFastify(endpoint);
  console.log(
    `GET /api/products/filter?perPage=6&startPage=1: ${api.api.rps} req/s, p99 ${api.api.p99Ms} ms; bare Fastify, same ${api.bytes} bytes: ${api.bare.rps} req/s, p99 ${api.bare.p99Ms} ms; ratio ${api.ratio}`,
  );

  // Issue 16: 10,000 products on PostgreSQL, its own API process beside the stack (see catalogue-at-scale.mjs).
  const scale = describeCatalogueAtScale(await measureCatalogueAtScale());
  console.log(scale.lines.join('\n'));
  // Issue 32: the back office's product list at the same scale, and the photo pipeline's derivatives.
  const staffSearch = describeStaffSearch(await measureStaffSearch());
  console.log(staffSearch.lines.join('\n'));
  // Issue 34: the quote with a discount code beside the quote without, and the orders list at 100,000 orders.
  const quoteWithCode = describeQuoteWithCode(await measureQuoteWithCode());
  console.log(quoteWithCode.lines.join('\n'));
  const ordersList = describeOrdersList(await measureOrdersList());
  console.log(ordersList.lines.join('\n'));
  const photoDerivatives = describePhotoDerivatives({
    ladders: await measureLadders(),
    upload: await measureUploadToServed(),
  });
  console.log(photoDerivatives.lines.join('\n'));

  const rows = Object.entries(pages)
    .map(
      ([path, p]) =>
        `| \`${path}\` | ${kb(p.jsBytes)} (${p.jsFiles} files) | ${p.score} | ${p.lcpMs} ms | ${p.tbtMs} ms | ${p.cls} |`,
    )
    .join('\n');
  // Everything from the notes marker on is written by people and survives a new run.
  const reportPath = join(repoRoot, 'docs', 'performance.md');
  const previous = existsSync(reportPath) ? readFileSync(reportPath, 'utf8') : '';
  const notes = previous.includes(NOTES_MARKER) ? previous.slice(previous.indexOf(NOTES_MARKER)) : `${NOTES_MARKER}\n`;
  writeFileSync(
    reportPath,
    `# Performance\n\nMeasured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)} (2 cores, Node ${process.versions.node}, Debian chromium, production build served compressed by \`npm start\`, embedded PGlite).\n\n` +
      `## First visit (empty cache, 390 px wide)\n\n| page | JS over the wire | Lighthouse mobile | LCP | TBT | CLS |\n|---|---|---|---|---|---|\n${rows}\n` +
      `| \`/cart\` → \`/info\` → \`/payment\` (logged in, to the card form) | ${kb(checkout.bytes)} (${checkout.files.length} files) | | | | |\n\n` +
      `JS bytes are the encoded (compressed) sizes of every script response in Chromium's network log (CDP \`Network.loadingFinished\`). Lighthouse uses its default mobile profile (simulated slow 4G, 4x CPU slowdown). Aims: at most 150 KB of JS on \`/\`; Lighthouse >= 95, LCP <= 2.0 s, TBT <= 150 ms, CLS <= 0.02 on every page.\n\n` +
      `## Server rendering for a crowd (HTML cache, render pool)\n\n` +
      `Pages from the HTML cache (autocannon, 5 s each, no compression asked), beside a bare Fastify route sending the same bytes in the same run. Aim: \`/\` at least 0.3x.\n\n| page | connections | req/s | bare Fastify | ratio | p99 | errors |\n|---|---|---|---|---|---|---|\n${cached
        .map(
          (row) =>
            `| \`${row.path}\` (${row.bytes} bytes) | ${row.connections} | ${row.rps} | ${row.bareRps} | **${row.ratio}** | ${row.p99Ms} ms | ${row.errors} |`,
        )
        .join('\n')}\n\n` +
      `Renders that miss the cache (a different product page each request): one alone p50 **${cold.sequentialP50Ms} ms**; at 10 connections ${cold.rps} req/s, p95 **${cold.p95Ms} ms** = **${cold.ratio}x** the p50 (aim <= 6x); ${cold.whole} of ${cold.total} answers rendered whole, the rest shed at once to the browser (\`no-store\`).\n\n` +
      `Burst right after start (workers warming, cache empty): 200 connections on \`/\` for 10 s: ${crowd.total} answers (${crowd.rps} req/s), **${crowd.non2xx} non-2xx**, ${crowd.degraded} without their products (all \`no-store\`: ${crowd.noStore} no-store answers), **${crowd.degradedPublic} degraded and public** (aims 0 and 0).\n` +
      `\n${besidePeer.markdown}` +
      `${describeColdBuilds(coldBuilds)}\`npm run build -w mf-catalog\` (one remote alone, with its compression): ${buildOneSeconds} s.\n\n` +
      `## API throughput (autocannon, 10 connections, 10 s each, same run)\n\n| target | req/s | p99 |\n|---|---|---|\n| \`GET /api/products/filter?perPage=6&startPage=1\` | ${api.api.rps} | ${api.api.p99Ms} ms |\n| bare Fastify route, same ${api.bytes} bytes | ${api.bare.rps} | ${api.bare.p99Ms} ms |\n\nRatio (API / bare): **${api.ratio}**. Non-2xx or errors during the API run: ${api.api.errors}.\n\n${scale.markdown}${staffSearch.markdown}${quoteWithCode.markdown}${ordersList.markdown}${photoDerivatives.markdown}${notes}`,
  );
  console.log('Figures written to docs/performance.md');
} finally {
  stack.kill('SIGTERM');
}
