#!/usr/bin/env node
// The front-end part of `npm run bench` alone, against a shop that is already running (BENCH_URL, default
// http://localhost:3000): first-visit JS and Lighthouse mobile for the four benched pages, ROUNDS times each
// (default 2), without the builds and the API benches. For a team checking its slice between full bench runs;
// start the shop as the bench does, so the figures compare:
//   NODE_ENV=production STAFF_SECRETS_KEY=$(openssl rand -base64 32) PUBLIC_ORIGIN=http://localhost:3000 MAIL_TRANSPORT=outbox TEST_PAYMENTS=1 npm start
import { measureFirstVisitJs } from './first-visit-bytes.mjs';
import { auditPerformance } from './lighthouse.mjs';

const origin = process.env.BENCH_URL ?? 'http://localhost:3000';
const rounds = Number(process.env.ROUNDS ?? 2);
const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/collection', '/100001', '/cart'];

// A running shop, warm: each page asked for a few times first, as `npm run bench` does.
for (const path of paths) for (let i = 0; i < 3; i += 1) await (await fetch(`${origin}${path}`)).text();

for (const path of paths) {
  const js = await measureFirstVisitJs(`${origin}${path}`);
  for (let round = 1; round <= rounds; round += 1) {
    const { score, lcpMs, tbtMs, cls } = await auditPerformance(`${origin}${path}`);
    console.log(
      `${path} round ${round}: ${(js.bytes / 1024).toFixed(1)} KB JS, Lighthouse ${score}, LCP ${lcpMs} ms, TBT ${tbtMs} ms, CLS ${cls}`,
    );
  }
}
