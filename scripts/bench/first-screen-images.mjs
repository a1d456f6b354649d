// Issue 32's aim: the image bytes of the first screen of `/` and a product page, at 390 and 1280 px, at most
// the peer's per image shown. Chromium opens each page with an empty cache at each width; the images are the
// <img> elements (in <picture> or not) that are loaded and at least partly inside the first screen, each
// counted at the bytes its chosen file (currentSrc) took over the wire (CDP encodedDataLength; a file that
// two images show, once).
//   BENCH_URL=http://localhost:3000 node scripts/bench/first-screen-images.mjs   (the peer as peer-shop.mjs finds it)
import { chromium } from '@playwright/test';
import { pathToFileURL } from 'node:url';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { startPeer } from './peer-shop.mjs';

/** A phone (Lighthouse's mobile width, a phone's pixel ratio) and a laptop. */
export const SCREENS = [
  { name: '390 px', viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 },
  { name: '1280 px', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
];
/** Our pages and the peer's that do the same job. */
export const IMAGE_ROUTES = [
  { ours: '/', peer: '/' },
  { ours: '/100001', peer: '/product/AU-01' },
];

/** The loaded images of the first screen of `url`: `{ src, width, height, bytes }` each. */
async function firstScreenImages(browser, url, screen) {
  const context = await browser.newContext({ viewport: screen.viewport, deviceScaleFactor: screen.deviceScaleFactor });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const urls = new Map();
    const bytes = new Map();
    cdp.on('Network.responseReceived', ({ requestId, response }) => urls.set(requestId, response.url));
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const responseUrl = urls.get(requestId);
      if (responseUrl) bytes.set(responseUrl, (bytes.get(responseUrl) ?? 0) + encodedDataLength);
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    // A page rendered in the browser (the peer's) may go quiet between its code and its images: wait until
    // it shows images and they have all arrived (or 10 s), then for the network to settle again.
    await page
      .waitForFunction(
        () => globalThis.document.images.length > 0 && [...globalThis.document.images].every((img) => img.complete),
        undefined,
        { timeout: 10_000 },
      )
      .catch(() => {});
    await page.waitForLoadState('networkidle');
    // Runs in the page (globalThis is its window).
    const shown = await page.evaluate(() =>
      [...globalThis.document.images]
        .filter((img) => {
          const box = img.getBoundingClientRect();
          const visible = box.width > 0 && box.height > 0 && globalThis.getComputedStyle(img).visibility !== 'hidden';
          const onScreen =
            box.bottom > 0 && box.top < globalThis.innerHeight && box.right > 0 && box.left < globalThis.innerWidth;
          return visible && onScreen && img.complete && img.naturalWidth > 0 && !img.currentSrc.startsWith('data:');
        })
        .map((img) => ({
          src: img.currentSrc,
          width: Math.round(img.getBoundingClientRect().width),
          height: Math.round(img.getBoundingClientRect().height),
        })),
    );
    return shown.map((image) => ({ ...image, bytes: bytes.get(image.src) ?? 0 }));
  } finally {
    await context.close();
  }
}

const summary = (images) => {
  // A file two images show (a thumbnail of the main photo) crosses the wire once: counted once.
  const total = [...new Map(images.map((image) => [image.src, image.bytes])).values()].reduce((a, b) => a + b, 0);
  return { images, count: images.length, total, perImage: images.length > 0 ? Math.round(total / images.length) : 0 };
};

/**
 * Both shops' first screens at both widths. A page is visited once before it is measured: our seed photos
 * are drawn on their first request, and the measured visit is a shopper's on a running shop.
 */
export async function measureFirstScreenImages({ origin, peerUrl }) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const rows = [];
    for (const route of IMAGE_ROUTES)
      for (const screen of SCREENS) {
        const row = { route, screen: screen.name };
        for (const [side, base] of [
          ['ours', origin],
          ['peer', peerUrl],
        ]) {
          if (!base) continue;
          const url = new URL(route[side], base).href;
          await firstScreenImages(browser, url, screen);
          row[side] = summary(await firstScreenImages(browser, url, screen));
        }
        rows.push(row);
      }
    return rows;
  } finally {
    await browser.close();
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const side = (s) => (s ? `${s.count} images, ${kb(s.total)}, ${kb(s.perImage)} per image` : 'not measured');

/** Console lines and a docs section: each route and width, both sides, and whether ours is within the peer's. */
export function describeFirstScreenImages(rows) {
  const verdict = (row) =>
    row.ours && row.peer && row.peer.count > 0 ? (row.ours.perImage <= row.peer.perImage ? 'yes' : 'NO') : 'n/a';
  const lines = rows.map(
    (row) =>
      `first screen of ${row.route.ours} vs ${row.route.peer} at ${row.screen}: ours ${side(row.ours)}; peer ${side(row.peer)}; ours <= peer per image: ${verdict(row)}`,
  );
  const detail = rows
    .flatMap((row) =>
      ['ours', 'peer']
        .filter((s) => row[s])
        .map(
          (s) =>
            `${s} ${row.route[s]} at ${row.screen}: ` +
            (row[s].images
              .map((i) => `${new URL(i.src).pathname.split('/').pop()} ${i.width}x${i.height} ${kb(i.bytes)}`)
              .join(', ') || 'no image'),
        ),
    )
    .join('\n');
  const markdown =
    `## Image bytes of the first screen (issue 32)\n\n` +
    `Chromium, empty cache, 390 x 844 at pixel ratio 2 and 1280 x 800 at 1; the loaded \`<img>\`s at least partly ` +
    `inside the first screen, each at the bytes of the file it chose (a file two of them show counted once). The peer's photos are local stand-ins ` +
    `(peer-images.mjs). Aim: ours at most the peer's per image shown.\n\n` +
    `| page (ours / peer) | width | ours | peer | ours <= peer per image |\n|---|---|---|---|---|\n` +
    rows
      .map(
        (row) =>
          `| \`${row.route.ours}\` / \`${row.route.peer}\` | ${row.screen} | ${side(row.ours)} | ${side(row.peer)} | ${verdict(row)} |`,
      )
      .join('\n') +
    `\n\n\`\`\`\n${detail}\n\`\`\`\n\n`;
  return { lines, markdown };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const origin = process.env.BENCH_URL;
  const peer = await startPeer();
  if (peer.skipped) console.log(`peer: ${peer.skipped}`);
  try {
    const { lines, markdown } = describeFirstScreenImages(
      await measureFirstScreenImages({ origin, peerUrl: peer.url }),
    );
    console.log(lines.join('\n'));
    if (process.argv.includes('--markdown')) console.log(`\n${markdown}`);
  } finally {
    await peer.stop?.();
  }
}
