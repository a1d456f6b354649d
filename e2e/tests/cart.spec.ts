import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { blockingViolations } from './axe';
import { test, expect } from './fixtures';
import { settle } from './every-route';

const PRODUCT_ID = '100001';

/** A colour and size of the product with at least two in stock, read from the API as a shopper's page would. */
async function sizeWithStock(request: APIRequestContext) {
  const response = await request.get(`/api/products?id=${PRODUCT_ID}`);
  expect(response.ok()).toBe(true);
  const [product] = (await response.json()) as {
    name: string;
    products: { color: string; sizes: { size: string; quantity: number }[] }[];
  }[];
  for (const variant of product.products) {
    const size = variant.sizes.find((entry) => entry.quantity >= 2);
    if (size) return { name: product.name, color: variant.color, size: size.size };
  }
  throw new Error(`No colour and size of ${PRODUCT_ID} has two in stock`);
}

/** A bag kept from an earlier visit, as shared-ui stores it for a guest. */
async function openCartWith(page: Page, items: string[]) {
  await page.goto('/');
  await page.evaluate((keys) => localStorage.setItem('vesna:bag', JSON.stringify(keys)), items);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Bag' })).toBeVisible();
}

/** "$1,234.50" → 123450. */
const cents = (text: string) => Math.round(Number(text.replace(/[$,\s]/g, '')) * 100);

const amount = (summary: Locator, term: string) =>
  summary.locator('dt', { hasText: new RegExp(`^${term}`) }).locator('xpath=following-sibling::dd[1]');

test(
  'a guest changes the quantity on /cart and sees subtotal + 10 % tax = total',
  { tag: ['@mobile', '@smoke'] },
  async ({ page, request }) => {
    const { name, color, size } = await sizeWithStock(request);
    await openCartWith(page, [`${PRODUCT_ID}/${color}/${size}/1`]);

    const line = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name }) });
    await expect(line).toBeVisible();
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect(amount(summary, 'Subtotal')).toHaveText(/^\$\d/);
    const subtotalOfOne = cents(await amount(summary, 'Subtotal').innerText());

    await line.getByRole('button', { name: /^Increase quantity of / }).click();
    await expect(line.getByRole('status')).toHaveText('Quantity 2');
    await expect(page.getByRole('button', { name: 'Shopping bag, 2 items' })).toBeVisible();
    // The server prices the new quantity: the subtotal doubles once its answer is in.
    await expect.poll(async () => cents(await amount(summary, 'Subtotal').innerText())).toBe(subtotalOfOne * 2);
    await expect(summary).toHaveAttribute('aria-busy', 'false');

    const subtotal = cents(await amount(summary, 'Subtotal').innerText());
    const tax = cents(await amount(summary, 'Tax').innerText());
    const total = cents(await amount(summary, 'Total').innerText());
    expect(tax).toBe(Math.round(subtotal * 0.1));
    expect(total).toBe(subtotal + tax);
    await expect(amount(summary, 'Shipping')).toHaveText('Free');
    await expect(summary.getByText('Duties and taxes are included.', { exact: false })).toBeVisible();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('vesna:bag') ?? '[]'))).toEqual([
      `${PRODUCT_ID}/${color}/${size}/2`,
    ]);

    await expect(page.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/info');
    await line.getByRole('button', { name: /^Remove / }).click();
    await expect(page.getByRole('heading', { name: 'Your Shopping Bag Is Empty' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    await page.getByRole('navigation', { name: 'Continue shopping' }).getByRole('link', { name: 'Plus Size' }).click();
    await expect(page).toHaveURL(/\/plusSize$/);
  },
);

test(
  '/cart has no serious or critical accessibility violation, filled and empty',
  { tag: '@mobile' },
  async ({ page, request }) => {
    const { name, color, size } = await sizeWithStock(request);
    await openCartWith(page, [`${PRODUCT_ID}/${color}/${size}/1`]);
    await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
    await settle(page);
    expect(await blockingViolations(page)).toEqual([]);

    await openCartWith(page, []);
    await expect(page.getByRole('heading', { name: 'Your Shopping Bag Is Empty' })).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  },
);
