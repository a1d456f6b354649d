import { test, expect } from './fixtures';

test('search finds products after a pause in typing and says when nothing matches', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('button', { name: /search/i })
    .first()
    .click();
  const field = page.getByLabel('Search', { exact: true });
  await field.fill('dress');
  const results = page.getByRole('link', { name: 'See More' });
  await expect(results.first()).toBeVisible();
  await field.fill('zzqxv');
  await expect(page.getByText('No products found')).toBeVisible();
  await results.first().isVisible();
  // An outside click closes the panel and clears it.
  await page.mouse.click(5, 600);
  await expect(field).toBeHidden();
});

test('the empty mini bag offers the way back to shopping', async ({ page }) => {
  await page.goto('/collection');
  await page.getByRole('button', { name: /bag/i }).first().click();
  await expect(page.getByText('Your Shopping Bag Is Empty')).toBeVisible();
  for (const name of ['Collection', 'New In', 'Plus Size']) {
    await expect(page.getByRole('dialog').getByRole('link', { name })).toBeVisible();
  }
  await page.getByRole('dialog').getByRole('link', { name: 'New In' }).click();
  await expect(page).toHaveURL(/\/newIn$/);
});

test('the breadcrumb names each segment and is hidden on home', async ({ page }) => {
  await page.goto('/returnsRefunds');
  const crumbs = page.getByRole('navigation', { name: /breadcrumb/i });
  await expect(crumbs.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(crumbs).toContainText('Returns & Refunds');
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: /breadcrumb/i })).toHaveCount(0);
});

test('the newsletter form validates with the spec messages', async ({ page }) => {
  await page.goto('/careers');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('textbox', { name: /e-?mail/i }).fill('not-an-email');
  await footer.getByRole('button', { name: /subscribe/i }).click();
  await expect(footer.getByText('Invalid email address')).toBeVisible();
  await expect(footer.getByText('You must agree before submitting')).toBeVisible();
  await footer.getByRole('textbox', { name: /e-?mail/i }).fill(`e2e-${Date.now()}@example.com`);
  await footer.getByRole('checkbox').check();
  await footer.getByRole('button', { name: /subscribe/i }).click();
  await expect(footer.getByRole('textbox', { name: /e-?mail/i })).toHaveCount(0);
});
