#!/usr/bin/env node
// An Add to Cart clicked the moment its button shows, under Chromium's own 4x CPU slowdown (issue 33): the time
// from the start of the navigation to the button showing, and to the shopper seeing that the bag has the line,
// ours (/100001 with a colour and size chosen: the header's bag says "1 item", or, before the page hydrated, the
// hydration gate's note that the line was added, shared-ui/src/hydration/early-add.ts) beside the peer's (/product/AU-01:
// its button takes the shopper to the basket, which lists the line). Cold cache, 412 px, loads alternating
// between the two shops, medians of LOADS loads (default 6). The aim: ours at most 0.5x the peer's.
// Against a running shop (BENCH_URL, default http://localhost:3000) and the peer as peer-shop.mjs finds or
// serves it (BENCH_PEER_URL or BENCH_PEER_DIR):
//   node scripts/bench/early-add-to-cart.mjs
import { chromium } from '@playwright/test';
import { pathToFileURL } from 'node:url';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { median } from './median.mjs';
import { startPeer } from './peer-shop.mjs';

const CPU_SLOWDOWN = 4;

/**
 * What each shop shows: its product page, its Add to Cart button (a selector, and the start of its text), and the
 * sign that the line is in the bag.
 */
export const EARLY_ADD_PAGES = {
  ours: {
    button: 'main button',
    text: 'Add to Cart',
    confirmed: '[aria-label^="Shopping bag, 1 item"], [data-early-note]',
  },
  peer: { path: '/product/AU-01', button: '.c_AddToCart__button', text: '', confirmed: '.c_CartPage__lineItems li' },
};

/** Our product page at a colour and size in stock (the seed's first product), so its button is enabled. */
async function ourProductPath(origin) {
  const [product] = await (await fetch(new URL('/api/products?id=100001', origin))).json();
  for (const variant of product.products)
    for (const { size, quantity } of variant.sizes)
      if (quantity > 0) return `/100001?color=${encodeURIComponent(variant.color)}&size=${encodeURIComponent(size)}`;
  throw new Error('100001 has no size in stock');
}

/**
 * One cold load: milliseconds from the navigation's start (the page's own clock) to the button showing and to
 * the confirmation showing, the click made by the browser's input (Playwright's mouse) as soon as it shows.
 */
async function earlyAddOf(browser, url, { button, text, confirmed }) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    // Seen from inside the page, where its clock runs: the first frame in which each is on screen.
    await page.addInitScript(
      ({ button, text, confirmed }) => {
        const seen = {};
        Object.defineProperty(globalThis, '__benchEarlyAdd', { value: seen });
        const find = (selector, start = '') =>
          [...globalThis.document.querySelectorAll(selector)].find((element) =>
            element.textContent.trim().startsWith(start),
          );
        const visible = (selector, start) => {
          const element = find(selector, start);
          if (!element) return false;
          const box = element.getBoundingClientRect();
          return box.width > 0 && box.height > 0 && globalThis.getComputedStyle(element).visibility !== 'hidden';
        };
        const look = () => {
          const now = performance.now();
          if (seen.button === undefined && visible(button, text)) seen.button = now;
          if (seen.confirmed === undefined && seen.clicked !== undefined && visible(confirmed)) seen.confirmed = now;
          if (seen.confirmed === undefined) globalThis.requestAnimationFrame(look);
        };
        globalThis.requestAnimationFrame(look);
        globalThis.addEventListener('pointerdown', () => (seen.clicked ??= performance.now()), { capture: true });
      },
      { button, text, confirmed },
    );
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'commit' });
    await page.locator(button, { hasText: text }).first().click({ timeout: 30_000 });
    await page.waitForFunction(() => globalThis.__benchEarlyAdd?.confirmed !== undefined, null, { timeout: 30_000 });
    const seen = await page.evaluate(() => globalThis.__benchEarlyAdd);
    return { shown: Math.round(seen.button), clicked: Math.round(seen.clicked), confirmed: Math.round(seen.confirmed) };
  } finally {
    await context.close();
  }
}

/** Medians, ours and the peer's, loads alternating between the two shops. */
export async function measureEarlyAddToCart({ origin, peerUrl, loads = 6, log = console.log }) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const paths = { ours: await ourProductPath(origin), peer: EARLY_ADD_PAGES.peer.path };
    const loaded = { ours: [], peer: [] };
    const sides = peerUrl ? ['ours', 'peer'] : ['ours'];
    for (let load = 0; load < loads; load += 1)
      for (const side of load % 2 === 0 ? sides : [...sides].reverse()) {
        const page = EARLY_ADD_PAGES[side];
        loaded[side].push(
          await earlyAddOf(browser, new URL(paths[side], side === 'ours' ? origin : peerUrl).href, page),
        );
      }
    const summary = (side) =>
      loaded[side].length === 0
        ? null
        : {
            shown: median(loaded[side].map((load) => load.shown)),
            confirmed: median(loaded[side].map((load) => load.confirmed)),
            loads: loaded[side],
          };
    const result = { ours: summary('ours'), peer: summary('peer') };
    for (const side of sides)
      log(
        `early Add to Cart, ${side}: shown ${result[side].shown} ms, confirmed ${result[side].confirmed} ms (${loaded[side].map((load) => `${load.shown}/${load.confirmed}`).join(' ')})`,
      );
    return result;
  } finally {
    await browser.close();
  }
}

/** The line of the bench's report: both times, ours / the peer's, and the confirmation's ratio (aim <= 0.5x). */
export function formatEarlyAddToCart({ ours, peer }) {
  const ratio = peer ? ` (${(ours.confirmed / peer.confirmed).toFixed(2)}x; aim <= 0.5x)` : ' (no peer)';
  return `An Add to Cart clicked as soon as it shows, ${CPU_SLOWDOWN}x CPU throttling, medians, ours / peer: button shown ${ours.shown} / ${peer?.shown ?? '-'} ms, line confirmed ${ours.confirmed} / ${peer?.confirmed ?? '-'} ms${ratio}`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const origin = process.env.BENCH_URL ?? 'http://localhost:3000';
  const peer = await startPeer();
  if (peer.skipped) console.log(`Peer comparison skipped: ${peer.skipped}.`);
  try {
    const result = await measureEarlyAddToCart({ origin, peerUrl: peer.url, loads: Number(process.env.LOADS ?? 6) });
    console.log(formatEarlyAddToCart(result));
  } finally {
    await peer.stop?.();
  }
}
