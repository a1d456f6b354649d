import { test, expect } from './fixtures';

for (const path of ['/favorites', '/no/such/page', '/999999']) {
  test(`${path} shows the not-found page`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText('Sorry, the page you are looking for does not exist or has been moved.')).toBeVisible();
    await page.getByRole('link', { name: 'Go to Homepage' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
}
