import { cp, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import type { ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, localSkipReason } from './fixtures';
import { changeCareersHeading, rewriteBuildFile } from './remote-builds';
import { startSecondShop, type SecondShop } from './second-shop';
import { serveStatic } from './static-server';

/**
 * A remote is deployed on its own: a second build of mf-content goes up beside the first, the
 * operator points remotes.json at it, and shoppers get it on their next page load, with the shell
 * untouched. This journey does exactly that, without disturbing the other journeys that run at the
 * same time against the shared server (their remotes.json and mf-content stay as they are):
 * - build 2 of mf-content is a copy of the built mf-content/dist with the Careers heading changed
 *   in its compiled page chunk, served like any remote (scripts/serve-static.mjs) on port 3015;
 * - the shop is opened on its own origin (port 3016): the API, rendering pages on the server, serves a
 *   byte-for-byte copy of the built shell/dist (no rebuild) whose remotes.json is the file this journey
 *   switches; the page's /api and /auth requests go on to the shared server.
 */
const repoRoot = resolve(__dirname, '../..');
const REMOTE_V2_PORT = 3015;
const REMOTE_INCOMPATIBLE_PORT = 3017;
const SHOP_PORT = 3016;
const shopOrigin = `http://localhost:${SHOP_PORT}`;
const BUILD_2_HEADING = 'Careers at Vesna, build 2';

let workDir: string;
let remotesJsonPath: string;
/** The shared server (shell and API), where the shop's /api and /auth requests go. */
let sharedServer = 'http://localhost:3000';
const servers: ChildProcess[] = [];
let shop: SecondShop | undefined;

/** The page's API requests on the shop's own origin, passed on to the shared server. */
async function passApiToSharedServer(page: Page) {
  await page.route(new RegExp(`^${shopOrigin}/(api|auth)(/|\\?|$)`), (route) => {
    const url = new URL(route.request().url());
    return route.continue({ url: `${sharedServer}${url.pathname}${url.search}` });
  });
}

/**
 * The next major of shared-ui, whose version shared-ui/state carries (0.1.0 → 1.0.0, 1.4.2 → 2.0.0), which a
 * caret range of today's version never admits.
 */
async function incompatibleSharedUi() {
  const { version } = JSON.parse(await readFile(join(repoRoot, 'shared-ui', 'package.json'), 'utf8')) as {
    version: string;
  };
  const [major] = version.split('.').map(Number);
  return { current: version, next: `${major + 1}.0.0` };
}

/**
 * A build of mf-content as it would come out against that next shared-ui: its remote entry asks for
 * shared-ui/state `^next` instead of `^current` (the rest of the build is the same code). A remote provides no copy of its own: it
 * takes the shell's (docs/adr/0006), so what it asks for is all that differs.
 */
async function requireSharedUi(distDir: string, { current, next }: { current: string; next: string }) {
  const file = join(distDir, 'remoteEntry.js');
  const code = await readFile(file, 'utf8');
  const asked = `requiredVersion:"^${current}",strictVersion:!0,eager:!1,layer:void 0,shareKey:"shared-ui/state"`;
  if (!code.includes(asked)) {
    throw new Error("mf-content's remoteEntry.js no longer holds shared-ui/state's share options in the expected form");
  }
  await rewriteBuildFile(file, code.replace(asked, asked.replace(`^${current}`, `^${next}`)));
}

// Skipped before beforeAll runs: it copies the repository's dist/ and starts servers on this machine.
test.skip(localSkipReason() !== undefined, localSkipReason());

test.beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'vesna-redeploy-'));
  const remoteV2 = join(workDir, 'mf-content-build-2');
  const remoteIncompatible = join(workDir, 'mf-content-incompatible');
  const shopDir = join(workDir, 'shell');
  await cp(join(repoRoot, 'mf-content', 'dist'), remoteV2, { recursive: true });
  await cp(join(repoRoot, 'shell', 'dist'), shopDir, { recursive: true });
  await cp(join(repoRoot, 'mf-content', 'dist'), remoteIncompatible, { recursive: true });
  // Both builds of build 2: what the browser loads and what the shop's server renders.
  await changeCareersHeading(remoteV2, BUILD_2_HEADING);
  await changeCareersHeading(join(remoteV2, 'server'), BUILD_2_HEADING);
  await requireSharedUi(remoteIncompatible, await incompatibleSharedUi());
  remotesJsonPath = join(shopDir, 'remotes.json');

  servers.push(
    ...(await Promise.all([
      serveStatic(remoteV2, REMOTE_V2_PORT, ['--cors']),
      serveStatic(remoteIncompatible, REMOTE_INCOMPATIBLE_PORT, ['--cors']),
    ])),
  );
  shop = await startSecondShop({ port: SHOP_PORT, shellDist: shopDir });
});

test.afterAll(async () => {
  await shop?.stop();
  for (const server of servers) server.kill('SIGTERM');
  await rm(workDir, { recursive: true, force: true });
});

test('@local a second build of mf-content, named in remotes.json, is what the shop shows after a reload', async ({
  page,
  baseURL,
}) => {
  if (baseURL) sharedServer = new URL(baseURL).origin;
  await passApiToSharedServer(page);
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

  // The server renders build 2 at once: no restart, no rebuild of the shell or the API.
  const html = await (await fetch(`${shopOrigin}/careers`)).text();
  expect(html).toContain(`>${BUILD_2_HEADING}</h1>`);

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

test('@local a build of mf-content made against an incompatible shared-ui is refused, and the console says why', async ({
  page,
  baseURL,
}) => {
  if (baseURL) sharedServer = new URL(baseURL).origin;
  await passApiToSharedServer(page);
  const { current, next } = await incompatibleSharedUi();
  const remotes = JSON.parse(await readFile(remotesJsonPath, 'utf8')) as Record<string, string>;
  await writeFile(
    remotesJsonPath,
    JSON.stringify({ ...remotes, mf_content: `http://localhost:${REMOTE_INCOMPATIBLE_PORT}/mf-manifest.json` }),
  );
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });

  // Contact Us sends its message through the shop's transport, so its page asks for shared-ui/state (a page
  // of the kit alone, as Careers, asks for no singleton of shared-ui).
  await page.goto(`${shopOrigin}/contactUs`);
  await expect(page.getByRole('alert')).toContainText('This part of the shop is unavailable right now.');
  await expect(page.getByRole('alert')).toContainText('Shop information could not be loaded.');
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  expect(consoleErrors).toContainEqual(
    expect.stringContaining(
      `mf_content needs shared-ui/state ^${next}, but this shop provides shared-ui/state ${current}`,
    ),
  );
  // Other remotes, built against the shell's shared-ui, still work.
  await page.goto(`${shopOrigin}/collection`);
  await expect(page.locator('[data-testid="product-card"]').first()).toBeVisible();
});
