import { cp, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createStaticHandler, createStaticServer } from '../../scripts/serve-static.mjs';
import { test, expect } from './fixtures';

/**
 * A remote is deployed on its own: a second build of mf-content goes up beside the first, the
 * operator points remotes.json at it, and shoppers get it on their next page load, with the shell
 * untouched. This journey does exactly that, without disturbing the other journeys that run at the
 * same time against the shared server (their remotes.json and mf-content stay as they are):
 * - build 2 of mf-content is a copy of the built mf-content/dist with the Careers heading changed
 *   in its compiled page chunk, served like any remote (scripts/serve-static.mjs) on port 3015;
 * - the shop is opened on its own origin (port 3016): a byte-for-byte copy of the built shell/dist
 *   (no rebuild) whose remotes.json is the file this journey switches, with /api and /auth passed
 *   to the shared server, as a CDN in front of the API would.
 */
const repoRoot = resolve(__dirname, '../..');
const REMOTE_V2_PORT = 3015;
const SHOP_PORT = 3016;
const shopOrigin = `http://localhost:${SHOP_PORT}`;
const BUILD_2_HEADING = 'Careers at Vesna, build 2';

let workDir: string;
/** The shared server (shell and API), where the shop's origin sends /api and /auth. */
let sharedServer = new URL('http://localhost:3000');
let remotesJsonPath: string;
const servers: Server[] = [];

/** Passes a request on to the shared server (the API), answers and all. */
function proxyTo(target: URL, req: IncomingMessage, res: ServerResponse) {
  const upstream = request(
    { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => res.writeHead(502).end());
  req.pipe(upstream);
}

function listen(server: Server, port: number) {
  servers.push(server);
  return new Promise<void>((done) => server.listen(port, done));
}

/** Build 2: the page chunk that holds the Careers page's heading, with the heading changed. */
async function changeCareersHeading(distDir: string) {
  const before = 'title:"Careers"';
  for (const name of await readdir(distDir)) {
    if (!name.endsWith('.js')) continue;
    const file = join(distDir, name);
    const code = await readFile(file, 'utf8');
    if (!code.includes(before)) continue;
    await writeFile(file, code.replace(before, `title:${JSON.stringify(BUILD_2_HEADING)}`));
    return name;
  }
  throw new Error(`no chunk of ${distDir} holds ${before}: the Careers page's content moved`);
}

test.beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'vesna-redeploy-'));
  const remoteV2 = join(workDir, 'mf-content-build-2');
  const shop = join(workDir, 'shell');
  await cp(join(repoRoot, 'mf-content', 'dist'), remoteV2, { recursive: true });
  await cp(join(repoRoot, 'shell', 'dist'), shop, { recursive: true });
  await changeCareersHeading(remoteV2);
  remotesJsonPath = join(shop, 'remotes.json');

  await listen(createStaticServer({ dir: remoteV2, cors: true }), REMOTE_V2_PORT);
  const serveShop = createStaticHandler({ dir: shop, spaFallback: true });
  await listen(
    createServer((req, res) => {
      if (/^\/(api|auth)(\/|\?|$)/.test(req.url ?? '')) return proxyTo(sharedServer, req, res);
      void serveShop(req, res);
    }),
    SHOP_PORT,
  );
});

test.afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
  await rm(workDir, { recursive: true, force: true });
});

test('a second build of mf-content, named in remotes.json, is what the shop shows after a reload', async ({
  page,
  baseURL,
}) => {
  if (baseURL) sharedServer = new URL(baseURL);
  const remotes = JSON.parse(await readFile(remotesJsonPath, 'utf8')) as Record<string, string>;
  const build1Manifest = remotes.mf_content;
  const build2Manifest = `http://localhost:${REMOTE_V2_PORT}/mf-manifest.json`;
  expect(new URL(build1Manifest).port).toBe('3005');
  const shellMain = await stat(join(workDir, 'shell', 'main.js'));

  // Build 1, as every shopper has it today.
  const build1Request = page.waitForRequest(build1Manifest);
  await page.goto(`${shopOrigin}/careers`);
  await build1Request;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Careers');

  // The operator switches remotes.json to build 2; nothing else changes.
  await writeFile(remotesJsonPath, JSON.stringify({ ...remotes, mf_content: build2Manifest }, null, 2));

  const build2Request = page.waitForRequest(build2Manifest);
  await page.reload();
  await build2Request;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(BUILD_2_HEADING);
  // The rest of the shop is unchanged, and so is the shell: same file, never rebuilt.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  expect((await stat(join(workDir, 'shell', 'main.js'))).mtimeMs).toBe(shellMain.mtimeMs);

  // Another page of the same remote comes from build 2's origin as well.
  const visitUsChunk = page.waitForRequest(
    (request) =>
      request.url().startsWith(`http://localhost:${REMOTE_V2_PORT}/`) && request.url().includes('VisitUsPage'),
  );
  await page.getByRole('contentinfo').getByRole('link', { name: 'Visit Us' }).click();
  await visitUsChunk;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/visit us/i);
});
