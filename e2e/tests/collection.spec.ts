import { test, expect, productCards } from './fixtures';

test(
  'the collection shows six products from the database and Load More adds the next six',
  { tag: '@smoke' },
  async ({ page }) => {
    await page.goto('/collection');
    await expect(productCards(page)).toHaveCount(6);
    const firstSix = await productCards(page).locator('h3, h2').allTextContents();
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(productCards(page)).toHaveCount(12);
    const all = await productCards(page).locator('h3, h2').allTextContents();
    expect(all.slice(0, 6)).toEqual(firstSix);
    expect(new Set(all).size).toBeGreaterThan(6);
  },
);

test('the dresses tab shows dresses and puts the category in the address', async ({ page }) => {
  await page.goto('/collection');
  await expect(productCards(page)).toHaveCount(6);
  const categories = productCards(page).getByTestId('product-card-category');
  const sixDresses = Array<string>(6).fill('dresses');
  // "Shop all" mixes the categories, so the check below can tell the tab did something.
  await expect(categories).not.toHaveText(sixDresses);
  await page.getByRole('button', { name: 'dresses', exact: true }).click();
  await expect(page).toHaveURL(/category=dresses/);
  // Six cards, and every card's category label says dresses.
  await expect(categories).toHaveText(sixDresses);

  // Back at the address with the category, the dresses are there again.
  await page.goto('/');
  await page.goBack();
  await expect(page).toHaveURL(/category=dresses/);
  await expect(categories).toHaveText(sixDresses);
});

test('a home tile opens the collection with its category', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: /tops/i }).first().click();
  await expect(page).toHaveURL(/\/collection\?category=tops/);
  await expect(productCards(page)).toHaveCount(6);
});

test('a product card opens the product page with its name in the breadcrumb', { tag: '@smoke' }, async ({ page }) => {
  await page.goto('/collection');
  const name = (await productCards(page).first().locator('h3, h2').first().textContent())!.trim();
  await productCards(page).first().getByRole('link', { name: /view/i }).click();
  await expect(page).toHaveURL(/\/\d{6}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByRole('navigation', { name: /breadcrumb/i })).toContainText(name);
});

test(
  'Back after three Load Mores shows the same products at the same scroll position, without asking again',
  { tag: '@mobile' },
  async ({ page }) => {
    await page.goto('/collection');
    await expect(productCards(page)).toHaveCount(6);
    for (const count of [12, 18, 24]) {
      await page.getByRole('button', { name: 'Load More' }).click();
      await expect(productCards(page)).toHaveCount(count);
    }
    const names = await productCards(page).locator('h3, h2').allTextContents();
    // Down to the fourteenth card, and from there into a product.
    const card = productCards(page).nth(13);
    await card.scrollIntoViewIfNeeded();
    await page.waitForTimeout(200); // the shell notes the position on the next frame after a scroll
    const scrolledTo = await page.evaluate(() => window.scrollY);
    expect(scrolledTo).toBeGreaterThan(0);
    await card.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/\d{6}/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const listingRequests: string[] = [];
    page.on('request', (request) => {
      // The listing's pages (the product page's "You May Also Like" asks with random=).
      if (request.url().includes('/api/products/filter') && !request.url().includes('random='))
        listingRequests.push(request.url());
    });
    await page.goBack();
    await expect(page).toHaveURL(/\/collection$/);
    await expect(productCards(page)).toHaveCount(24);
    expect(await productCards(page).locator('h3, h2').allTextContents()).toEqual(names);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolledTo - 2);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrolledTo + 2);
    expect(listingRequests).toEqual([]);
  },
);
