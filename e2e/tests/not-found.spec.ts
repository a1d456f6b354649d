import { test, expect } from './fixtures';

for (const path of ['/no/such/page', '/999999']) {
  test(
    `${path} shows the not-found page, its breadcrumb Home / Page Not Found`,
    { tag: '@mobile' },
    async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
      await expect(
        page.getByText('Sorry, the page you are looking for does not exist or has been moved.'),
      ).toBeVisible();
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
      await expect(crumbs).toHaveText(['Home', /Page Not Found/]);
      await page.getByRole('link', { name: 'Go to Homepage' }).click();
      await expect(page).toHaveURL(/\/$/);
    },
  );
}

test('a product that does not exist is asked for once at most', { tag: '@mobile' }, async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/products?id=999999')) asked.push(request.url());
  });
  await page.goto('/999999');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  // Let the page settle: anything it would ask late is asked by now.
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Page Not Found');
  await page.waitForTimeout(1000);
  expect(asked.length).toBeLessThanOrEqual(1);
});

test("the mobile menu's Favorites opens the wish list, and Back does not return to /favorites", async ({ page }) => {
  await page.goto('/collection');
  await page.goto('/favorites');
  await expect(page).toHaveURL(/\/wishList$/);
  await expect(page.getByRole('heading', { name: 'My Wish List' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/collection$/);
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('Favorites in the mobile menu leads to the wish list', async ({ page }) => {
    await page.goto('/collection');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: /Favorites/ }).click();
    await expect(page).toHaveURL(/\/wishList$/);
    await expect(page.getByRole('heading', { name: 'My Wish List' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/collection$/);
  });
});
