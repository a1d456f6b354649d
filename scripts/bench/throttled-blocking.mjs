#!/usr/bin/env node
// Blocking time under real CPU throttling, our four benched pages beside the peer's (issue 26). Lighthouse's
// TBT (peer-lighthouse.mjs) is simulated from an unthrottled trace and swung ±40 % between rounds of one
// build here; this figure runs the page with Chromium's own 4x CPU slowdown (CDP), as a phone would, and sums
// each long task's time past 50 ms from first contentful paint until 5 s after load (the browser's `longtask`
// entries), on a cold cache at 412 px, alternating ours and the peer's, medians of LOADS loads (default 6).
// Against a running shop (BENCH_URL, default http://localhost:3000) and the peer as peer-shop.mjs finds or
// serves it (BENCH_PEER_URL or BENCH_PEER_DIR):
//   node scripts/bench/throttled-blocking.mjs
import { chromium } from '@playwright/test';
import { pathToFileURL } from 'node:url';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { median } from './median.mjs';
import { PEER_ROUTES, startPeer } from './peer-shop.mjs';

const CPU_SLOWDOWN = 4;
const QUIET_AFTER_LOAD_MS = 5000;

/** The blocking time of one cold load of `url`: long tasks after FCP, each past 50 ms. */
async function blockingTimeOf(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const tasks = [];
      Object.defineProperty(globalThis, '__benchLongTasks', { value: tasks });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
      }).observe({ type: 'longtask', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(QUIET_AFTER_LOAD_MS);
    const { tasks, fcp } = await page.evaluate(() => ({
      tasks: globalThis.__benchLongTasks,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    }));
    return Math.round(
      tasks.filter(([start]) => start >= fcp).reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
    );
  } finally {
    await context.close();
  }
}

/** Medians per route, ours and the peer's, loads alternating between the two shops. */
export async function measureThrottledBlocking({ origin, peerUrl, loads = 6, log = console.log }) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const rows = [];
    for (const route of PEER_ROUTES) {
      const times = { ours: [], peer: [] };
      for (let load = 0; load < loads; load += 1)
        for (const side of load % 2 === 0 ? ['ours', 'peer'] : ['peer', 'ours'])
          times[side].push(
            await blockingTimeOf(browser, new URL(route[side], side === 'ours' ? origin : peerUrl).href),
          );
      const row = { route, ours: median(times.ours), peer: median(times.peer), times };
      log(
        `${route.ours} vs ${route.peer}: ours ${row.ours} ms (${times.ours.join(' ')}), peer ${row.peer} ms (${times.peer.join(' ')})`,
      );
      rows.push(row);
    }
    return rows;
  } finally {
    await browser.close();
  }
}

/** The table: ours, the peer's, the ratio and whether it is within the aim (at most 0.5x). */
export function formatThrottledBlocking(rows) {
  const ratio = (row) => (row.peer > 0 ? row.ours / row.peer : Number.POSITIVE_INFINITY);
  return [
    `Blocking time under real ${CPU_SLOWDOWN}x CPU throttling (long tasks past 50 ms, FCP to load + 5 s), medians:`,
    ...rows.map(
      (row) =>
        `${row.route.ours.padEnd(12)} ${row.route.peer.padEnd(16)} ${String(row.ours).padStart(5)} / ${String(row.peer).padStart(5)} ms  ${ratio(row).toFixed(2)}x  ${ratio(row) <= 0.5 ? 'within 0.5x' : 'OVER 0.5x'}`,
    ),
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const origin = process.env.BENCH_URL ?? 'http://localhost:3000';
  const peer = await startPeer();
  if (peer.skipped) {
    console.log(`Peer comparison skipped: ${peer.skipped}.`);
  } else {
    try {
      const rows = await measureThrottledBlocking({ origin, peerUrl: peer.url, loads: Number(process.env.LOADS ?? 6) });
      console.log(formatThrottledBlocking(rows).join('\n'));
    } finally {
      await peer.stop();
    }
  }
}
