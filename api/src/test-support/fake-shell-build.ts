import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A stand-in for the shell team's render worker (shell/dist/server/render-worker.js), speaking the same
 * messages (contracts' server-render.ts), so the API's pool, HTML cache and headers are tested without a
 * front-end build. What it renders depends on the address's `fake` parameter, then on the path:
 * - `fake=late-region`, `remote-down`, `section-failed`: the page comes back degraded for that reason;
 * - `fake=throws` fails; `fake=crash` ends the worker;
 * - `fake=slow` asks the API and then waits until it is cancelled (it answers `cancelled` and aborts its request);
 * - `fake=stuck` keeps its thread busy for 3 s, deaf to a cancel;
 * - `fake=late` renders in 400 ms whatever happens (a cancel arrives too late to stop it);
 * - `/` and `/:id` ask the API for the product (an `api-request`) and show its name and price; `/:id` hands
 *   over a head of its own as mf-product's does (the product's name, description, picture, a JSON-LD that names it
 *   with the origin it was sent, a photo to preload), or `{ status: 404 }` when there is no such product;
 * - `/cart` is a shopper's own page (not cacheable);
 * - anything else renders its address after `renderMs` (default 0).
 * It says it is ready after `warmMs` (default 0), and every page names the remotes it was started with and
 * how many renders this worker made. Both are read from fake-worker.json beside it (a worker thread does not
 * see the environment a jest test sets).
 */
export const FAKE_RENDER_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { warmMs = 0, renderMs = 0 } = require(require('node:path').join(__dirname, 'fake-worker.json'));
let nextRequest = 1;
let rendered = 0;
const waiting = new Map();
const cancels = new Map();
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
function ask(renderId, url) {
  const requestId = nextRequest++;
  const answer = new Promise((resolve) => waiting.set(requestId, resolve));
  parentPort.postMessage({ type: 'api-request', requestId, renderId, method: 'GET', url });
  return { requestId, answer };
}
const remotes = JSON.stringify(workerData.remotes);
// Text in the body escaped, as React's render does.
const text = (value) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const page = (body, extra) => ({
  head: '<meta name="rendered-by" content="fake">',
  body: body + '<p data-remotes=' + JSON.stringify(remotes) + '>render ' + ++rendered + '</p>',
  cacheable: true,
  degraded: [],
  ...extra,
});
async function productPage(id, productId, origin, ownHead) {
  const { answer } = ask(id, '/api/products?id=' + productId);
  const reply = await answer;
  if (reply.status === 404) return page('<h1>Not found</h1>', ownHead ? { ownHead: { status: 404 } } : {});
  const [product] = JSON.parse(reply.body);
  const head = {
    title: product.name + ' | Vesna',
    description: product.description,
    image: product.image[0],
    type: 'product',
    jsonLd: { '@type': 'Product', name: product.name, description: product.description, url: origin + '/' + product.id },
    imagePreload: { imageSrcSet: product.image[0] + ' 1600w', imageSizes: '100vw', type: 'image/avif' },
  };
  return page('<h1>' + text(product.name) + '</h1><p class="price">' + product.price + '</p>', ownHead ? { ownHead: head } : {});
}
const pages = {
  'late-region': () => page('<div>skeleton</div>', { degraded: [{ region: 'mf_catalog/HomePage', reason: 'region-deadline' }] }),
  'remote-down': () => page('<div role="alert">unavailable</div>', { degraded: [{ region: 'mf_content/CareersPage', reason: 'remote-unavailable' }] }),
  'section-failed': () => page('<h1>Home</h1>', { degraded: [{ region: 'home:best-sellers', reason: 'data-failed' }] }),
  throws: () => Promise.reject(new TypeError('boom')),
  crash: () => process.exit(3),
  slow: (id) => {
    const { requestId } = ask(id, '/api/products?id=100001');
    return new Promise((_, reject) =>
      cancels.set(id, () => {
        parentPort.postMessage({ type: 'api-abort', requestId });
        reject(new Error('cancelled'));
      }),
    );
  },
  late: () => sleep(400).then(() => page('<p>late</p>')),
  stuck: () => {
    const until = Date.now() + 3000;
    while (Date.now() < until);
    return page('<p>stuck</p>');
  },
};
async function render(id, url, origin) {
  const [path, query] = url.split('?');
  const fake = new URLSearchParams(query || '').get('fake');
  if (fake) return pages[fake](id);
  if (path === '/cart') return page('<div>bag skeleton</div>', { cacheable: false });
  if (path === '/') return productPage(id, '100001', origin, false);
  if (/^\\/\\d{6}$/.test(path)) return productPage(id, path.slice(1), origin, true);
  await sleep(renderMs);
  return page('<h1>' + path + (url.includes('?') ? ' ' + url.split('?')[1] : '') + '</h1>');
}
parentPort.on('message', (message) => {
  if (message.type === 'api-answer') {
    waiting.get(message.requestId)?.(message);
    waiting.delete(message.requestId);
  } else if (message.type === 'cancel') {
    const cancel = cancels.get(message.id);
    cancels.delete(message.id);
    if (cancel) cancel();
  } else if (message.type === 'render') {
    const { id, url, origin, newGuest } = message;
    render(id, url, origin).then(
      (result) => {
        if (newGuest) result.body += '<p>new guest</p>';
        parentPort.postMessage({ type: 'rendered', id, page: result });
      },
      (error) => parentPort.postMessage(error.message === 'cancelled' ? { type: 'cancelled', id } : { type: 'failed', id, error: error.name + ': ' + error.message }),
    );
  }
});
setTimeout(() => parentPort.postMessage({ type: 'ready', failed: [] }), warmMs);
`;

export const FAKE_INDEX_HTML =
  '<!doctype html><html><head><title>Vesna</title></head><body><noscript>JS</noscript><div id="root"></div></body></html>';

export interface FakeShellBuild {
  dir: string;
  remotesFile: string;
  writeRemotes(remotes: Record<string, string>): void;
  remove(): void;
}

export interface FakeWorkerTimes {
  /** How long the worker takes to say it is ready. */
  warmMs?: number;
  /** How long an ordinary page takes to render. */
  renderMs?: number;
}

/**
 * A built shell in a temporary folder: index.html, remotes.json (remoteEntry.js URLs, so no manifest is
 * fetched) and the fake render worker with its times.
 */
export function fakeShellBuild(
  times: FakeWorkerTimes = {},
  remotes: Record<string, string> = { mf_content: 'http://127.0.0.1:9/remoteEntry.js' },
) {
  const dir = mkdtempSync(path.join(tmpdir(), 'vesna-fake-shell-'));
  mkdirSync(path.join(dir, 'server'));
  writeFileSync(path.join(dir, 'index.html'), FAKE_INDEX_HTML);
  writeFileSync(path.join(dir, 'server', 'render-worker.js'), FAKE_RENDER_WORKER);
  writeFileSync(path.join(dir, 'server', 'fake-worker.json'), JSON.stringify(times));
  const remotesFile = path.join(dir, 'remotes.json');
  const build: FakeShellBuild = {
    dir,
    remotesFile,
    writeRemotes: (next) => writeFileSync(remotesFile, JSON.stringify(next)),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
  build.writeRemotes(remotes);
  return build;
}
