import { test, expect } from './fixtures';

/**
 * The first-visit budget (issue 33): at most 150 KB (153,600 bytes) of JavaScript on `/` for a new shopper, counted
 * as `npm run bench` counts it (scripts/bench/first-visit-bytes.mjs): the compressed bytes of every script response
 * in Chromium's network log, with an empty cache, until the network is idle. A change that crosses it fails here,
 * in CI, not months later in a bench note.
 */
// The aim itself (issue 33): 151,993 B on 2026-12-02 (CI's stack sends a few bytes more than a local one). A change
// that adds to a first visit wins the bytes back elsewhere first.
const BUDGET_BYTES = 153_600;

test('a first visit to / downloads no more JavaScript than today (aim: 150 KB)', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = new Map<string, { url: string; bytes: number }>();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type === 'Script') scripts.set(requestId, { url: response.url, bytes: 0 });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const script = scripts.get(requestId);
    if (script) script.bytes = encodedDataLength;
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/', { waitUntil: 'networkidle' });
  const files = [...scripts.values()];
  const total = files.reduce((sum, file) => sum + file.bytes, 0);
  expect(files.length).toBeGreaterThan(0);
  expect(total, files.map((file) => `${file.bytes} B ${file.url}`).join('\n')).toBeLessThanOrEqual(BUDGET_BYTES);
});
