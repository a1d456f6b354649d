import { test, expect, blockOrigin, remoteOrigins } from './fixtures';

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
  // Hold the catalogue remote's files until the skeleton has been looked at.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${remoteOrigins.catalog}/**`, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/collection', { waitUntil: 'commit' });

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
