// Gzipped JS bytes a first visit downloads, read from Chromium's own network log (CDP), with an
// empty cache: what a new shopper pays before the page is usable.
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

export async function measureFirstVisitJs(url) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
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
    await page.goto(url, { waitUntil: 'networkidle' });
    const files = [...scripts.values()];
    return { bytes: files.reduce((sum, file) => sum + file.bytes, 0), files };
  } finally {
    await browser.close();
  }
}
