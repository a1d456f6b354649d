import type { APIRequestContext } from '@playwright/test';
import { blockingViolations } from './axe';
import { test, expect } from './fixtures';
import { settle } from './every-route';

type Variant = { color: string; sizes: { size: string; quantity: number }[] };

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A colour of the seed's first product with a size in stock (the last such colour, so not the one shown first). */
async function colourWithStock(request: APIRequestContext, id = '100001') {
  const [product] = (await (await request.get(`/api/products?id=${id}`)).json()) as { products: Variant[] }[];
  const variants = product.products.filter((variant) => variant.sizes.some((size) => size.quantity > 0));
  const variant = variants[variants.length - 1];
  const size = variant.sizes.find((entry) => entry.quantity > 0)!.size;
  return { color: variant.color, size };
}

// Tagged @mobile: the journey runs at 390 px as well, where the gallery sits above the details.
test(
  'a guest chooses a colour and a size, adds them to the bag and sees "Added to Cart" and the badge',
  { tag: ['@mobile', '@smoke'] },
  async ({ page, request }) => {
    const { color, size } = await colourWithStock(request);
    await page.goto('/100001');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const add = page.getByRole('button', { name: /^Add to Cart/ });
    await expect(add).toBeDisabled();
    await expect(add).toContainText(/\$\d+\.\d{2}/);

    await page.getByRole('radio', { name: capitalise(color) }).check();
    await expect(page.getByRole('img', { name: new RegExp(`in ${color}\\b.*, image 1 of`) })).toBeVisible();
    await page.getByRole('combobox', { name: 'Size' }).selectOption(size);
    // The choice is in the address, replacing the entry: Back leaves the product, not the last choice.
    await expect(page).toHaveURL(new RegExp(`/100001\\?color=${color}&size=${size}$`));

    await add.click();
    await expect(page.getByRole('button', { name: 'Added to Cart' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Shopping bag, 1 item' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('vesna:bag'))).toBe(
      JSON.stringify([`100001/${color}/${size}/1`]),
    );

    // Reopened later, the same line still says it is in the bag.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Added to Cart' })).toBeVisible();
  },
);

test('a shared link with ?color=&size= opens with them chosen', { tag: '@mobile' }, async ({ page, request }) => {
  const { color, size } = await colourWithStock(request);
  await page.goto(`/100001?color=${color}&size=${size}`);
  await expect(page.getByRole('radio', { name: capitalise(color) })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Size' })).toHaveValue(size);
  await expect(page.getByRole('button', { name: /^Add to Cart/ })).toBeEnabled();
});

test('an unknown colour or size in the address is ignored, not an error', async ({ page }) => {
  await page.goto('/100001?color=nope&size=huge');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Size' })).toHaveValue('');
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(1);
});

test('the size guide and the return terms open as dialogs', async ({ page }) => {
  await page.goto('/100001');
  await page.getByRole('button', { name: 'Size Guide' }).click();
  const guide = page.getByRole('dialog', { name: 'Size Guide' });
  await expect(guide.getByRole('table', { name: 'Inches' })).toContainText('32-34');
  await expect(guide.getByRole('table', { name: 'Centimetres' })).toContainText('81-86');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Easy Return' }).click();
  await page.getByRole('dialog', { name: 'Easy Return' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/returnsRefunds$/);
});

test('"You May Also Like" shows three other products as cards', async ({ page }) => {
  await page.goto('/100001');
  const related = page.getByRole('region', { name: 'You May Also Like' });
  await expect(related.getByTestId('product-card')).toHaveCount(3);
  for (const link of await related.getByRole('link', { name: 'View' }).all()) {
    await expect(link).not.toHaveAttribute('href', '/100001');
  }
});

test('another product opened from "You May Also Like" starts at the top of the page', async ({ page }) => {
  await page.goto('/100001');
  const view = page.getByRole('region', { name: 'You May Also Like' }).getByRole('link', { name: 'View' }).first();
  await view.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await view.click();
  await expect(page).not.toHaveURL(/\/100001$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('an id with no product shows the not-found page', async ({ page }) => {
  await page.goto('/999999');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByTestId('product-skeleton')).toHaveCount(0);
});

test('the product page has no serious or critical accessibility violation', { tag: '@mobile' }, async ({ page }) => {
  await page.goto('/100001');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'You May Also Like' }).getByTestId('product-card').first(),
  ).toBeVisible();
  await settle(page);
  expect(await blockingViolations(page)).toEqual([]);
});
