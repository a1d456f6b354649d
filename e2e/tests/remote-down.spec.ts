import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { test, expect, blockOrigin, remoteOrigins } from './fixtures';
import { startSecondShop } from './second-shop';

test('with the catalogue remote down only its routes show the fallback, and Retry recovers', async ({ page }) => {
  await blockOrigin(page, remoteOrigins.catalog);
  await page.goto('/collection');
  await expect(page.getByText(/unavailable/i)).toBeVisible();
  const retry = page.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();
  // The shell around it still works.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.getByRole('button', { name: /bag/i }).first().click();
  await expect(page.getByText('Your Shopping Bag Is Empty')).toBeVisible();
  await page.keyboard.press('Escape');

  // Other teams' routes are untouched.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/careers/i);
  await page.goBack();
  await expect(page.getByText(/unavailable/i)).toBeVisible();

  // The remote's origin comes back: Retry loads it without a page reload.
  await page.unroute(`${remoteOrigins.catalog}/**`);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.locator('[data-testid="product-card"]')).toHaveCount(6);
  await expect(page.getByText(/unavailable/i)).toHaveCount(0);
});

test('with the product remote down the catalogue still works', async ({ page }) => {
  await blockOrigin(page, remoteOrigins.product);
  await page.goto('/collection');
  await expect(page.locator('[data-testid="product-card"]')).toHaveCount(6);
  await page.goto('/100001');
  await expect(page.getByText(/unavailable/i)).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
});

test('while a remote loads, a busy skeleton holds the page in place of the missing content', async ({ page }) => {
  // The first page comes rendered from the server; a page of another remote the browser has not loaded
  // yet shows the skeleton while its files arrive. Hold the catalogue remote's files until it has been
  // looked at: from the start, since the shell may fetch them early (a link's preload) once /careers is up.
  // Not its entry and manifest: the shell registers every remote at start-up, before it hydrates.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${remoteOrigins.catalog}/**`, async (route) => {
    if (!/\/(remoteEntry\.js|mf-manifest\.json)$/.test(new URL(route.request().url()).pathname)) await released;
    await route.continue();
  });
  await page.goto('/careers');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/careers/i);
  // The layout has hydrated once the search opens: a link clicked before then is the browser's (a page from
  // the server, no skeleton).
  await page.getByRole('button', { name: 'Open search' }).click();
  await expect(page.getByRole('search', { name: 'Search products' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('banner').getByRole('link', { name: 'Collection' }).first().click();

  const skeleton = page.getByRole('main').getByRole('status');
  await expect(skeleton).toHaveAttribute('aria-busy', 'true');
  await expect(skeleton).toHaveText('Loading page');
  // It takes the page's room, so the footer waits below the fold instead of jumping up and down.
  await expect(page.getByRole('contentinfo')).not.toBeInViewport();
  await expect(page.getByText(/unavailable/i)).toHaveCount(0);

  release();
  await expect(page.locator('[data-testid="product-card"]')).toHaveCount(6);
  await expect(skeleton).toHaveCount(0);
});

test('@local a remote whose server build is down: the server renders its fallback and the rest of the page', async ({
  page,
}) => {
  const repoRoot = resolve(__dirname, '../..');
  const workDir = await mkdtemp(join(tmpdir(), 'vesna-remote-down-'));
  const shellDist = join(workDir, 'shell');
  await cp(join(repoRoot, 'shell', 'dist'), shellDist, { recursive: true });
  const remotesFile = join(shellDist, 'remotes.json');
  const remotes = JSON.parse(await readFile(remotesFile, 'utf8')) as Record<string, string>;
  // Nothing listens there: the catalogue's server build (and browser build) cannot be fetched.
  await writeFile(remotesFile, JSON.stringify({ ...remotes, mf_catalog: 'http://localhost:3019/mf-manifest.json' }));
  const shop = await startSecondShop({ port: 3018, shellDist });
  try {
    const response = await fetch(`${shop.origin}/collection`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('This part of the shop is unavailable right now.');
    expect(html).toMatch(/Catalogue(<!-- -->)? could not be loaded\./);
    // The layout around it is rendered, and no stack trace leaks into the page.
    expect(html).toContain('aria-label="Breadcrumb"');
    expect(html).toContain('<footer');
    expect(html).not.toMatch(/RUNTIME-00\d|\bat \S+ \(|\.js:\d+:\d+/);
    // Other teams' pages still render on the server.
    expect(await (await fetch(`${shop.origin}/careers`)).text()).toContain('>Careers</h1>');

    // The browser shows the same fallback at once, hydrates it without a mismatch, and keeps Retry.
    await page.goto(`${shop.origin}/collection`);
    await expect(page.getByRole('alert')).toContainText('This part of the shop is unavailable right now.');
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  } finally {
    // The page first: its start-up may still be fetching chunks from the shop about to stop.
    await page.close();
    await shop.stop();
    await rm(workDir, { recursive: true, force: true });
  }
});
