import { test, expect } from './fixtures';

// Tagged @mobile: these run at 390 px as well, where the header is a menu button, the wordmark and icons.
test(
  'search finds products after a pause in typing and says when nothing matches',
  { tag: '@mobile' },
  async ({ page }) => {
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
    // The earlier results are gone, not left under the message.
    await expect(results).toHaveCount(0);
    // An outside click closes the panel and clears it.
    await page.mouse.click(5, 600);
    await expect(field).toBeHidden();
  },
);

test(
  'a search result opens its product page and closes the panel',
  { tag: ['@mobile', '@smoke'] },
  async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open search' }).click();
    await page.getByLabel('Search', { exact: true }).fill('linen');
    const results = page.getByRole('list', { name: 'Search results' }).getByRole('listitem');
    await expect(results.first()).toBeVisible();
    // The result's picture is named after the product.
    const name = (await results.first().getByRole('img').getAttribute('alt'))!;
    expect(name).not.toBe('');
    await results.first().getByRole('link', { name: 'See More' }).click();
    await expect(page).toHaveURL(/\/\d{6}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByRole('search', { name: 'Search products' })).toHaveCount(0);
  },
);

test('the empty mini bag offers the way back to shopping', { tag: '@mobile' }, async ({ page }) => {
  await page.goto('/collection');
  await page.getByRole('button', { name: /bag/i }).first().click();
  await expect(page.getByText('Your Shopping Bag Is Empty')).toBeVisible();
  for (const name of ['Collection', 'New In', 'Plus Size']) {
    await expect(page.getByRole('dialog').getByRole('link', { name })).toBeVisible();
  }
  await page.getByRole('dialog').getByRole('link', { name: 'New In' }).click();
  await expect(page).toHaveURL(/\/newIn$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the mini bag lists the bag, fits the screen and leads to the bag page', { tag: '@mobile' }, async ({ page }) => {
  // A bag kept from an earlier visit (localStorage, as shared-ui stores it): two of the first seed product.
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('vesna:bag', JSON.stringify(['100001/green/m/2'])));
  await page.reload();
  await page.getByRole('button', { name: 'Shopping bag, 2 items' }).click();
  const bag = page.getByRole('dialog', { name: 'Shopping Bag' });
  await expect(bag.getByRole('list', { name: 'Items in your bag' }).getByRole('listitem')).toHaveCount(1);
  await expect(bag).toContainText('Cotton Slip Dress');
  await expect(bag).toContainText('Size M · Qty 2');
  // A side panel on a desktop, the whole width on a phone.
  const width = (await bag.boundingBox())!.width;
  expect(Math.round(width)).toBe(Math.min(420, page.viewportSize()!.width));
  await bag.getByRole('link', { name: 'Check Out' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(bag).toHaveCount(0);
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
  // The server's answer replaces the form: double opt-in, so it asks to confirm from the inbox.
  await expect(footer.getByRole('status')).toHaveText(/^Thank you! Please check your inbox/);
  await expect(footer.getByRole('textbox', { name: /e-?mail/i })).toHaveCount(0);
});

test('a toast appears below the header, never over it', { tag: '@mobile' }, async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('main').getByLabel('Email').fill('nobody@example.com');
  await page.getByRole('main').getByLabel('Password', { exact: true }).fill('wrong-password-1');
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'Login unsuccessful. Please try again.' });
  await expect(toast).toBeVisible();
  const header = (await page.getByRole('banner').boundingBox())!;
  const box = (await toast.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
  // Also when the page is scrolled and the sticky header sits at the top of the window.
  await page.mouse.wheel(0, 400);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const headerAfter = (await page.getByRole('banner').boundingBox())!;
  expect((await toast.boundingBox())!.y).toBeGreaterThanOrEqual(headerAfter.y + headerAfter.height);
});

test('a dialog dims the whole page, the header included', { tag: '@mobile' }, async ({ page }, testInfo) => {
  await page.goto('/100001');
  await page.getByRole('button', { name: 'Size Guide' }).click();
  await expect(page.getByRole('dialog', { name: 'Size Guide' })).toBeVisible();
  // What is on top at the wordmark and at the bag icon is the dialog's dimmed backdrop.
  for (const target of [
    page.getByRole('link', { name: 'Vesna, home' }),
    page.getByRole('banner').getByRole('button', { name: /^Shopping bag/ }),
  ]) {
    const box = (await target.first().boundingBox())!;
    const onTop = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x, y)?.closest('[data-testid="dialog-backdrop"]') !== null,
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(onTop).toBe(true);
  }
  await page.screenshot({ path: testInfo.outputPath(`dialog-${testInfo.project.name}.png`) });
});
