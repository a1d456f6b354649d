// Flags for Debian's chromium on a machine without internet, used by the Playwright suites and the
// bench: without the background-networking flags Chromium floods the closed network with connections
// that are refused.
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

module.exports = { chromiumArgs, chromiumPath };
