#!/usr/bin/env node
// Issue 26: our four benched pages beside the peer's (peer-shop.mjs), Lighthouse mobile, three alternating
// rounds (odd rounds measure us first, even rounds the peer), medians, the ratios, JS on `/`, and where our
// blocking time goes (long-task-attribution.mjs). `npm run bench` runs it in its own run; alone, against a
// shop that is already running (BENCH_URL, default http://localhost:3000; start it as the bench does, see
// pages.mjs) and the peer as peer-shop.mjs finds or serves it (BENCH_PEER_URL or BENCH_PEER_DIR):
//   node scripts/bench/peer-lighthouse.mjs
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { remotes } from '../lib/frontends.mjs';
import { measureFirstVisitJs } from './first-visit-bytes.mjs';
import { auditPerformance } from './lighthouse.mjs';
import {
  attributeBlockingTime,
  chunkContentsFromManifest,
  formatAttribution,
  medianAttribution,
  scriptLabel,
} from './long-task-attribution.mjs';
import { describePeerComparison, describeHomeJs, formatPeerTable, summarisePeerRounds } from './peer-comparison.mjs';
import { describeFirstScreenImages, measureFirstScreenImages } from './first-screen-images.mjs';
import { PEER_ROUTES, startPeer } from './peer-shop.mjs';
import { formatThrottledBlocking, measureThrottledBlocking } from './throttled-blocking.mjs';
import { formatEarlyAddToCart, measureEarlyAddToCart } from './early-add-to-cart.mjs';

const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');

/** Our front ends by origin, and what each of their files holds (their manifests), for the attribution's labels. */
async function labelsFor(origin) {
  const host = new URL(origin).hostname;
  const frontendsByOrigin = { [new URL(origin).origin]: 'shell' };
  for (const remote of remotes) frontendsByOrigin[`http://${host}:${remote.port}`] = remote.name;
  const contents = new Map();
  const manifests = [new URL('/mf-manifest.json', origin).href];
  try {
    manifests.push(...Object.values(await (await fetch(new URL('/remotes.json', origin))).json()));
  } catch {
    /* labels without contents */
  }
  for (const manifest of manifests) {
    try {
      for (const [url, holds] of chunkContentsFromManifest(await (await fetch(manifest)).json(), manifest))
        contents.set(url, holds);
    } catch {
      /* a manifest the shop does not serve: its files keep plain names */
    }
  }
  return (url) => scriptLabel(url, frontendsByOrigin, contents);
}

/** Measures both shops; answers the medians per route, JS on `/`, our attribution and the load average. */
export async function measureBesidePeer({ origin, peerUrl, rounds = 3, log = console.log }) {
  const loadAtStart = loadAverage();
  const audits = [];
  for (let round = 1; round <= rounds; round += 1) {
    for (const route of PEER_ROUTES) {
      const audited = {};
      for (const side of round % 2 === 1 ? ['ours', 'peer'] : ['peer', 'ours'])
        audited[side] = await auditPerformance(new URL(route[side], side === 'ours' ? origin : peerUrl).href);
      audits.push({ route, ...audited });
      log(
        `round ${round} ${route.ours} vs ${route.peer}: ours ${audited.ours.score}, LCP ${audited.ours.lcpMs} ms, TBT ${audited.ours.tbtMs} ms; peer ${audited.peer.score}, LCP ${audited.peer.lcpMs} ms, TBT ${audited.peer.tbtMs} ms (load ${loadAverage()})`,
      );
    }
  }
  const rows = summarisePeerRounds(audits);
  const homeJs = {
    ours: (await measureFirstVisitJs(new URL('/', origin).href)).bytes,
    peer: (await measureFirstVisitJs(new URL('/', peerUrl).href)).bytes,
  };
  const label = await labelsFor(origin);
  const attribution = rows.map((row) =>
    formatAttribution(
      row.route.ours,
      medianAttribution(
        audits.filter((audit) => audit.route === row.route).map((audit) => attributeBlockingTime(audit.ours)),
      ),
      { tbtMs: row.ours.tbtMs, label },
    ),
  );
  return { rows, homeJs, attribution, rounds, peerUrl, loadAverage: `${loadAtStart} → ${loadAverage()}` };
}

/** The console lines and the docs/performance.md section of a measurement. */
export function describeBesidePeer(measured) {
  const lines = [
    `Beside the peer (${measured.peerUrl}), Lighthouse mobile, medians of ${measured.rounds} alternating rounds, load average ${measured.loadAverage}:`,
    ...formatPeerTable(measured.rows),
    describeHomeJs(measured.homeJs),
    'Where our blocking time goes (Lighthouse long tasks, medians per script; kinds of work from its trace):',
    ...measured.attribution.flat(),
  ];
  const attribution =
    `Where our blocking time goes: Lighthouse's long tasks per script, counted as TBT counts them (past 50 ms, ` +
    `between FCP and TTI), medians over the rounds; beneath each script, that time split by what ran in its ` +
    `long tasks in the trace (\`scripts/bench/long-task-attribution.mjs\`).\n\n` +
    `\`\`\`\n${measured.attribution.map((page) => page.join('\n')).join('\n\n')}\n\`\`\`\n\n`;
  return { lines, markdown: describePeerComparison({ ...measured, attribution }) };
}

/** For `npm run bench`: the peer found or served, measured, stopped; or the reason it was skipped. */
export async function benchBesidePeer({ origin, rounds = 3 }) {
  const peer = await startPeer();
  if (peer.skipped) {
    const reason = `Peer comparison skipped: ${peer.skipped}.`;
    console.log(reason);
    return { lines: [reason], markdown: `## Beside the peer (issue 26)\n\n${reason}\n\n` };
  }
  try {
    const described = describeBesidePeer(await measureBesidePeer({ origin, peerUrl: peer.url, rounds }));
    // Lighthouse's TBT is simulated and swings between rounds; the same comparison under real throttling.
    const throttled = formatThrottledBlocking(await measureThrottledBlocking({ origin, peerUrl: peer.url }));
    // Issue 33: an Add to Cart clicked as soon as it shows, under the same throttling, until the line shows.
    for (const how of ['tap', 'actionable'])
      throttled.push(formatEarlyAddToCart(await measureEarlyAddToCart({ origin, peerUrl: peer.url, how })));
    // Issue 32: the photos of both first screens, per image shown (the peer's are local stand-ins).
    const images = describeFirstScreenImages(await measureFirstScreenImages({ origin, peerUrl: peer.url }));
    console.log([...described.lines, ...throttled, ...images.lines].join('\n'));
    return {
      lines: [...described.lines, ...throttled, ...images.lines],
      markdown: `${described.markdown}\`\`\`\n${throttled.join('\n')}\n\`\`\`\n\n(\`scripts/bench/throttled-blocking.mjs\`, \`early-add-to-cart.mjs\`)\n\n${images.markdown}`,
    };
  } finally {
    await peer.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const origin = process.env.BENCH_URL ?? 'http://localhost:3000';
  // A running shop, warm: each page asked for a few times first, as `npm run bench` does.
  for (const { ours } of PEER_ROUTES) for (let i = 0; i < 3; i += 1) await (await fetch(new URL(ours, origin))).text();
  await benchBesidePeer({ origin });
}
