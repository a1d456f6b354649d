// Compressed JS bytes a first visit downloads, read from Chromium's own network log (CDP), with an
// empty cache: what a new shopper pays before the page is usable.
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

/** Counts every script response of `page` from now on; `total()` sums what has arrived. */
async function countScripts(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type === 'Script')
      scripts.set(requestId, {
        url: response.url,
        bytes: 0,
        encoding: response.headers['content-encoding'] ?? response.headers['Content-Encoding'],
      });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const script = scripts.get(requestId);
    if (script) script.bytes = encodedDataLength;
  });
  return () => {
    const files = [...scripts.values()];
    return { bytes: files.reduce((sum, file) => sum + file.bytes, 0), files };
  };
}

/**
 * Opens a 390 px page with an empty cache, lets `prepare(context)` set it up (a login through the API,
 * say), runs `journey(page)` and answers the script bytes the whole journey downloaded.
 */
export async function measureJourneyJs(journey, { prepare } = {}) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    if (prepare) await prepare(context);
    const page = await context.newPage();
    const total = await countScripts(context, page);
    await journey(page);
    return total();
  } finally {
    await browser.close();
  }
}

export function measureFirstVisitJs(url) {
  return measureJourneyJs((page) => page.goto(url, { waitUntil: 'networkidle' }));
}
