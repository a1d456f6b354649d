import type { ChildProcess } from 'node:child_process';
import { cp, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { test, expect } from './fixtures';
import { startSecondShop, type SecondShop } from './second-shop';
import { serveStatic } from './static-server';

/**
 * Server rendering for a crowd (issue 23), on a shop of its own (port 3022) so its metrics and HTML cache
 * are this journey's alone: mf-content is served from a copy (port 3021) whose server build the journey
 * takes away and puts back; the other remotes are the shared stack's.
 */
const repoRoot = resolve(__dirname, '../..');
const CONTENT_PORT = 3021;
const SHOP_PORT = 3022;

let workDir: string;
let contentServer: ChildProcess | undefined;
let shop: SecondShop | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // Copying two builds and starting a second API whose render workers warm up took over the default 45 s on a
  // busy CI machine; a hook that times out leaves that shop starting on its port, and the retry then met it.
  test.setTimeout(120_000);
  workDir = await mkdtemp(join(tmpdir(), 'vesna-render-cache-'));
  const content = join(workDir, 'mf-content');
  const shellDist = join(workDir, 'shell');
  await cp(join(repoRoot, 'mf-content', 'dist'), content, { recursive: true });
  await cp(join(repoRoot, 'shell', 'dist'), shellDist, { recursive: true });
  // The server build is away before the shop starts: its render workers cannot load it while warming.
  await rename(join(content, 'server'), join(content, 'server-away'));
  const remotesFile = join(shellDist, 'remotes.json');
  const remotes = JSON.parse(await readFile(remotesFile, 'utf8')) as Record<string, string>;
  await writeFile(
    remotesFile,
    JSON.stringify({ ...remotes, mf_content: `http://localhost:${CONTENT_PORT}/mf-manifest.json` }),
  );
  contentServer = await serveStatic(content, CONTENT_PORT);
  shop = await startSecondShop({ port: SHOP_PORT, shellDist });
});

test.afterAll(async () => {
  await shop?.stop();
  contentServer?.kill('SIGTERM');
  await rm(workDir, { recursive: true, force: true });
});

/** A counter of the shop's /api/metrics with these labels (0 when it has not counted any). */
async function metric(name: string, labels: string): Promise<number> {
  const text = await (await fetch(`${shop!.origin}/api/metrics`)).text();
  const line = text.split('\n').find((candidate) => candidate.startsWith(name) && candidate.includes(labels));
  return line ? Number(line.split(' ').pop()) : 0;
}

test('a remote whose server build is gone: its page works in the browser and its HTML is no-store; back, the next render is kept', async ({
  page,
}) => {
  const degraded = await fetch(`${shop!.origin}/careers`);
  expect(degraded.status).toBe(200);
  expect(degraded.headers.get('cache-control')).toBe('no-store');
  expect(degraded.headers.get('etag')).toBeNull();
  expect(await metric('vesna_page_renders_total', 'outcome="degraded",reason="remote-unavailable"')).toBeGreaterThan(0);
  // The worker's fallback plugin said which remote failed on the server.
  expect(await metric('vesna_render_remote_failures_total', 'remote="mf_content"')).toBeGreaterThan(0);

  // The browser loads the remote's browser build and shows the page.
  await page.goto(`${shop!.origin}/careers`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Careers');
  await expect(page.getByRole('contentinfo')).toBeVisible();

  // The server build is back: the next render loads it (the runtime forgets a failed entry) and is kept.
  await rename(join(workDir, 'mf-content', 'server-away'), join(workDir, 'mf-content', 'server'));
  await expect
    .poll(async () => (await fetch(`${shop!.origin}/careers`)).headers.get('cache-control'), { timeout: 20_000 })
    .toContain('public');
  const kept = await fetch(`${shop!.origin}/careers`);
  expect(await kept.text()).toContain('>Careers</h1>');
  const again = await fetch(`${shop!.origin}/careers`);
  expect(again.headers.get('etag')).toBe(kept.headers.get('etag'));
  expect(await metric('vesna_html_cache_total', 'result="hit"')).toBeGreaterThan(0);
});

test('a product page is rendered from one read of the product and one of its feedback, and hydrates without asking again', async ({
  page,
}) => {
  const reads = async () => ({
    product: await metric('vesna_http_request_duration_seconds_count', 'route="/api/products",status="200"'),
    feedback: await metric(
      'vesna_http_request_duration_seconds_count',
      'route="/api/comments/product/id",status="200"',
    ),
  });
  const before = await reads();
  const html = await (await fetch(`${shop!.origin}/100003`)).text();
  // The head is written from the same answers as the body: title, JSON-LD with its rating.
  expect(html).toMatch(/<title>[^<]+ \| Vesna<\/title>/);
  expect(html).toContain('application/ld+json');
  expect(await reads()).toEqual({ product: before.product + 1, feedback: before.feedback + 1 });

  const asked: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/(products\?id=|comments\/product\/id)/.test(request.url())) asked.push(request.url());
  });
  await page.goto(`${shop!.origin}/100003`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: /feedback/i }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
});
