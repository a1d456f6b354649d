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
 * the confirmation showing. Two ways to click, both through the browser's input (Playwright's mouse):
 * - `tap`, as a person does: in the frame the button first shows it is scrolled to, and the next frame sends
 *   the tap to where it is, which the browser hands to the page at its first free moment. A tap the page
 *   drops (no listener yet) is `lost`: nothing confirms it within 10 s.
 * - `actionable`, Playwright's `click()`: it waits until the button is visible, stable and hit, each check a
 *   round trip to the page's main thread, so a busy page is clicked later than it showed.
 */
async function earlyAddOf(browser, url, { button, text, confirmed }, how = 'actionable') {
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
          if (seen.button === undefined && visible(button, text)) {
            seen.button = now;
            if (globalThis.__benchTapWhenShown) {
              const element = find(button, text);
              element.scrollIntoView({ block: 'center' });
              globalThis.requestAnimationFrame(() => {
                const box = element.getBoundingClientRect();
                globalThis.__benchTap(box.x + box.width / 2, box.y + box.height / 2);
              });
            }
          }
          if (seen.confirmed === undefined && seen.clicked !== undefined && visible(confirmed)) seen.confirmed = now;
          if (seen.confirmed === undefined) globalThis.requestAnimationFrame(look);
        };
        globalThis.requestAnimationFrame(look);
        globalThis.addEventListener('pointerdown', () => (seen.clicked ??= performance.now()), { capture: true });
      },
      { button, text, confirmed },
    );
    if (how === 'tap') {
      await page.addInitScript(() => Object.defineProperty(globalThis, '__benchTapWhenShown', { value: true }));
      await page.exposeBinding('__benchTap', (_source, x, y) => void page.mouse.click(x, y));
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'commit' });
    if (how === 'actionable') await page.locator(button, { hasText: text }).first().click({ timeout: 30_000 });
    const wait = how === 'tap' ? 10_000 : 30_000;
    const answered = await page
      .waitForFunction(() => globalThis.__benchEarlyAdd?.confirmed !== undefined, null, { timeout: wait })
      .then(
        () => true,
        () => false,
      );
    const seen = await page.evaluate(() => globalThis.__benchEarlyAdd);
    if (!answered && how === 'tap') return { shown: Math.round(seen.button), lost: true };
    if (!answered) throw new Error(`${url}: the Add to Cart was not confirmed in ${wait / 1000} s`);
    return { shown: Math.round(seen.button), clicked: Math.round(seen.clicked), confirmed: Math.round(seen.confirmed) };
  } finally {
    await context.close();
  }
}

/** Medians, ours and the peer's, loads alternating between the two shops; `how` is earlyAddOf's. */
export async function measureEarlyAddToCart({ origin, peerUrl, loads = 6, how = 'actionable', log = console.log }) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const paths = { ours: await ourProductPath(origin), peer: EARLY_ADD_PAGES.peer.path };
    const loaded = { ours: [], peer: [] };
    const sides = peerUrl ? ['ours', 'peer'] : ['ours'];
    for (let load = 0; load < loads; load += 1)
      for (const side of load % 2 === 0 ? sides : [...sides].reverse()) {
        const page = EARLY_ADD_PAGES[side];
        loaded[side].push(
          await earlyAddOf(browser, new URL(paths[side], side === 'ours' ? origin : peerUrl).href, page, how),
        );
      }
    const summary = (side) => {
      const answered = loaded[side].filter((load) => !load.lost);
      if (loaded[side].length === 0) return null;
      return {
        shown: median(loaded[side].map((load) => load.shown)),
        confirmed: answered.length > 0 ? median(answered.map((load) => load.confirmed)) : undefined,
        lost: loaded[side].length - answered.length,
        loads: loaded[side],
      };
    };
    const result = { how, ours: summary('ours'), peer: summary('peer') };
    for (const side of sides)
      log(
        `early Add to Cart (${how}), ${side}: shown ${result[side].shown} ms, confirmed ${result[side].confirmed} ms, lost ${result[side].lost} (${loaded[side].map((load) => `${load.shown}/${load.lost ? 'lost' : load.confirmed}`).join(' ')})`,
      );
    return result;
  } finally {
    await browser.close();
  }
}

/** The line of the bench's report: both times, ours / the peer's, and the confirmation's ratio (aim <= 0.5x). */
export function formatEarlyAddToCart({ how, ours, peer }) {
  const ratio = peer ? ` (${(ours.confirmed / peer.confirmed).toFixed(2)}x; aim <= 0.5x)` : ' (no peer)';
  const lost = ours.lost || peer?.lost ? `; taps lost ${ours.lost} / ${peer?.lost ?? '-'}` : '';
  const clicked = how === 'tap' ? 'tapped the frame it shows' : 'clicked once Playwright finds it actionable';
  return `An Add to Cart ${clicked}, ${CPU_SLOWDOWN}x CPU throttling, medians, ours / peer: button shown ${ours.shown} / ${peer?.shown ?? '-'} ms, line confirmed ${ours.confirmed} / ${peer?.confirmed ?? '-'} ms${ratio}${lost}`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const origin = process.env.BENCH_URL ?? 'http://localhost:3000';
  const peer = await startPeer();
  if (peer.skipped) console.log(`Peer comparison skipped: ${peer.skipped}.`);
  try {
    for (const how of ['tap', 'actionable']) {
      const result = await measureEarlyAddToCart({
        origin,
        peerUrl: peer.url,
        how,
        loads: Number(process.env.LOADS ?? 6),
      });
      console.log(formatEarlyAddToCart(result));
    }
  } finally {
    await peer.stop?.();
  }
}
