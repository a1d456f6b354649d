import type { Page } from '@playwright/test';
import { blockingViolations } from './axe';
import { test, expect } from './fixtures';
import { settle } from './every-route';

/**
 * Visit us (issue 9): the store's details, today's opening hours and the map, which is the shop's own
 * generated image by default, so it loads with no network beyond the shop. Also the document head the
 * shell keeps right as the shopper moves between pages.
 */
test.describe('visit us @mobile', () => {
  test('shows the address, the hours with today marked, the contact links and the map once loaded', async ({
    page,
  }, testInfo) => {
    await page.goto('/visitUs');
    await expect(page.getByRole('heading', { level: 1, name: 'Visit Us' })).toBeVisible();
    await expect(page.locator('address')).toContainText('25 Yaroslaviv Val St');
    await expect(page.locator('address')).toContainText('Kyiv');
    await expect(page.getByTestId('store-status')).toHaveText(/^(Open now|Closed)$/);
    await expect(page.locator('tr[aria-current="date"]')).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'hello@vesna.com.ua' })).toHaveAttribute('href', /^mailto:/);
    await expect(page.getByRole('link', { name: /^\+380/ })).toHaveAttribute('href', /^tel:\+380/);

    const map = page.getByTestId('store-map');
    await expect(map).toHaveAttribute('data-loaded', 'true');
    await expect(page.getByText('Loading the map')).toHaveCount(0);
    const image = map.getByRole('img', { name: /Map of the streets around the Vesna store/ });
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByRole('link', { name: 'Open in OpenStreetMap' })).toHaveAttribute(
      'href',
      /^https:\/\/www\.openstreetmap\.org\/\?mlat=/,
    );

    // Uses the width: on a wide screen the map sits beside the details, not under them.
    const box = await map.boundingBox();
    const viewport = page.viewportSize()!;
    if (viewport.width >= 1024) expect(box!.x).toBeGreaterThan(viewport.width / 3);
    else expect(box!.width).toBeGreaterThan(viewport.width * 0.8);
    await page.screenshot({ path: testInfo.outputPath(`visit-us-${viewport.width}.png`), fullPage: true });
  });

  test('the sustainability tiles show their pictures', async ({ page }, testInfo) => {
    await page.goto('/sustainability');
    const tiles = page.getByRole('region', { name: 'How we work' });
    for (const name of [/^Processing/, /^Packaging/, /^Product Caring/]) {
      await expect(tiles.getByRole('button', { name }).locator('img')).toHaveAttribute(
        'src',
        /\/api\/images\/banners\//,
      );
    }
    await expect(tiles.getByRole('link', { name: /^Materials/ }).locator('img')).toHaveAttribute('src', /\.svg$/);
    await tiles.getByRole('button', { name: /^Packaging/ }).click();
    await expect(page.getByRole('dialog', { name: 'Packaging' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.screenshot({
      path: testInfo.outputPath(`sustainability-${page.viewportSize()!.width}.png`),
      fullPage: true,
    });
  });

  test('careers uses the width of a wide screen', async ({ page }, testInfo) => {
    await page.goto('/careers');
    const roles = page.getByRole('region', { name: 'Roles we hire for' });
    await expect(roles.getByText('Visual merchandisers')).toBeVisible();
    const viewport = page.viewportSize()!;
    const box = await roles.locator('dl').boundingBox();
    // Not squeezed into the left half: the list of roles reaches well past the middle of the page.
    expect(box!.x + box!.width).toBeGreaterThan(viewport.width * 0.75);
    await page.screenshot({ path: testInfo.outputPath(`careers-${viewport.width}.png`), fullPage: true });
  });
});

test.describe('accessibility of the wide pages @mobile', () => {
  for (const path of ['/visitUs', '/sustainability', '/careers']) {
    test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await settle(page);
      expect(await blockingViolations(page)).toEqual([]);
    });
  }
});

test.describe('document head', () => {
  const description = (page: Page) => page.locator('meta[name="description"]').getAttribute('content');

  test('the server sends each page with its title, and the shell keeps title and description right on navigation', async ({
    page,
  }) => {
    const response = await page.goto('/visitUs');
    expect(response!.status()).toBe(200);
    expect(await response!.text()).toContain('<title>Visit Us | Vesna</title>');
    await expect(page).toHaveTitle('Visit Us | Vesna');
    expect(await description(page)).toMatch(/^Visit the Vesna store in Kyiv/);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(page).toHaveTitle('Careers | Vesna');
    expect(await description(page)).toMatch(/^Work with Vesna in Kyiv/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/careers$/);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', /\/careers$/);
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);

    // A product page: its own name and description, and one Product JSON-LD.
    await page.goto('/collection');
    await page.locator('[data-testid="product-card"]').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/\d{6}(\?|$)/);
    const name = await page.getByRole('heading', { level: 1 }).textContent();
    await expect(page).toHaveTitle(`${name} | Vesna`);
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Visit Us' }).click();
    await expect(page).toHaveTitle('Visit Us | Vesna');
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
  });

  test('an unknown address answers 404 with the not-found title', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response!.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page).toHaveTitle('Page Not Found | Vesna');
  });
});
