#!/usr/bin/env node
// Blocking time under real CPU throttling, our four benched pages beside the peer's (issue 26). Lighthouse's
// TBT (peer-lighthouse.mjs) is simulated from an unthrottled trace and swung ±40 % between rounds of one
// build here; this figure runs the page with Chromium's own 4x CPU slowdown (CDP), as a phone would, and sums
// each long task's time past 50 ms (the browser's `longtask` entries) until 5 s after load, on a cold cache at
// 412 px, alternating ours and the peer's, medians of LOADS loads (default 6). Two sums: from first
// contentful paint, as TBT counts, and from the start of the navigation. The second is the fair one beside a
// page the browser renders alone (the peer): its scripts run before anything is painted, where TBT does not
// look (measured here: the peer's long tasks all end before its first paint).
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

/** The blocking time of one cold load of `url`, each long task past 50 ms: after FCP, and in all. */
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
    const blocking = (from) =>
      Math.round(
        tasks.filter(([start]) => start >= from).reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
      );
    return { afterPaint: blocking(fcp), inAll: blocking(0) };
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
      const loaded = { ours: [], peer: [] };
      for (let load = 0; load < loads; load += 1)
        for (const side of load % 2 === 0 ? ['ours', 'peer'] : ['peer', 'ours'])
          loaded[side].push(
            await blockingTimeOf(browser, new URL(route[side], side === 'ours' ? origin : peerUrl).href),
          );
      const medians = (side) => ({
        afterPaint: median(loaded[side].map((load) => load.afterPaint)),
        inAll: median(loaded[side].map((load) => load.inAll)),
      });
      const row = { route, ours: medians('ours'), peer: medians('peer') };
      const list = (side, key) => loaded[side].map((load) => load[key]).join(' ');
      log(
        `${route.ours} vs ${route.peer}: after paint ours ${row.ours.afterPaint} ms (${list('ours', 'afterPaint')}), peer ${row.peer.afterPaint} ms (${list('peer', 'afterPaint')}); in all ours ${row.ours.inAll} ms (${list('ours', 'inAll')}), peer ${row.peer.inAll} ms (${list('peer', 'inAll')})`,
      );
      rows.push(row);
    }
    return rows;
  } finally {
    await browser.close();
  }
}

const ratioOf = (ours, peer) => (peer > 0 ? `${(ours / peer).toFixed(2)}x` : 'n/a (peer 0)');

/** The table: both sums, ours and the peer's, and their ratios (the aim is at most 0.5x). */
export function formatThrottledBlocking(rows) {
  return [
    `Blocking time under real ${CPU_SLOWDOWN}x CPU throttling (long tasks past 50 ms until load + 5 s), medians, ours / peer:`,
    ...rows.map(
      ({ route, ours, peer }) =>
        `${route.ours.padEnd(12)} ${route.peer.padEnd(16)} after first paint ${ours.afterPaint} / ${peer.afterPaint} ms (${ratioOf(ours.afterPaint, peer.afterPaint)}); from the start ${ours.inAll} / ${peer.inAll} ms (${ratioOf(ours.inAll, peer.inAll)})`,
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
