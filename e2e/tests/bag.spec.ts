import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { registeredShopper, submitLoginForm, type Shopper } from './accounts';

// The bag across remotes and devices: mf-product adds, the shell's mini bag and badge show it, mf-checkout's
// /cart prices it through the server's quote, and after a login the bag follows the account to another browser.

const PRODUCT_ID = '100001';

type Variant = { color: string; sizes: { size: string; quantity: number }[] };

/** The product's name and two different colour/size lines with at least two in stock, read from the API. */
async function twoLinesWithStock(request: APIRequestContext) {
  const response = await request.get(`/api/products?id=${PRODUCT_ID}`);
  expect(response.ok()).toBe(true);
  const [product] = (await response.json()) as { name: string; products: Variant[] }[];
  const lines = product.products.flatMap((variant) =>
    variant.sizes.filter((entry) => entry.quantity >= 2).map((entry) => ({ color: variant.color, size: entry.size })),
  );
  expect(lines.length).toBeGreaterThanOrEqual(2);
  return { name: product.name, first: lines[0], second: lines[1] };
}

async function logIn(page: Page, shopper: Shopper) {
  await page.goto('/login');
  expect(await submitLoginForm(page, shopper)).toBe(200);
  await expect(page).toHaveURL(/localhost:\d+\/$/);
}

const bagButton = (page: Page, count: number) =>
  page.getByRole('button', { name: `Shopping bag, ${count} ${count === 1 ? 'item' : 'items'}` });

/** "$1,234.50" → 123450. */
const cents = (text: string) => Math.round(Number(text.replace(/[$,\s]/g, '')) * 100);

async function newPage(browser: Browser, baseURL: string, width: number) {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
  return context.newPage();
}

test(
  'a guest adds from the product page, sees the mini bag, prices it on /cart, and the bag follows her login to another browser',
  { tag: '@mobile' },
  async ({ page, request, browser, baseURL }) => {
    test.slow(); // two registrations' worth of password hashing and two browsers
    const origin = baseURL ?? 'http://localhost:3000';
    const { name, first, second } = await twoLinesWithStock(request);
    const shopper = await registeredShopper(request, origin);

    // Another browser already holds a bag for this account: it logs in and adds the second line.
    const otherPage = await newPage(browser, origin, page.viewportSize()?.width ?? 1280);
    await logIn(otherPage, shopper);
    await otherPage.goto(`/${PRODUCT_ID}?color=${second.color}&size=${second.size}`);
    await otherPage.getByRole('button', { name: /^Add to Cart/ }).click();
    await expect(bagButton(otherPage, 1)).toBeVisible();
    await expect
      .poll(async () => (await (await otherPage.request.get('/api/customers/customer')).json()).cart)
      .toEqual([`${PRODUCT_ID}/${second.color}/${second.size}/1`]);

    // On this browser, a guest: choose, add, and the mini bag opens with the line.
    await page.goto(`/${PRODUCT_ID}?color=${first.color}&size=${first.size}`);
    await page.getByRole('button', { name: /^Add to Cart/ }).click();
    const miniBag = page.getByRole('dialog', { name: 'Shopping Bag' });
    await expect(miniBag).toBeVisible();
    await expect(miniBag.getByText(name).first()).toBeVisible();
    await expect(bagButton(page, 1)).toBeVisible();
    await miniBag.getByRole('link', { name: 'Check Out' }).click();
    await expect(page).toHaveURL(/\/cart$/);

    // /cart: one more of the line, priced by the server: subtotal + 10 % tax = total.
    const line = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name }) });
    await line.getByRole('button', { name: /^Increase quantity of / }).click();
    await expect(bagButton(page, 2)).toBeVisible();
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect(summary).toHaveAttribute('aria-busy', 'false');
    const amount = (term: string) =>
      summary.locator('dt', { hasText: new RegExp(`^${term}`) }).locator('xpath=following-sibling::dd[1]');
    await expect.poll(async () => cents(await amount('Subtotal').innerText())).toBeGreaterThan(0);
    const subtotal = cents(await amount('Subtotal').innerText());
    expect(cents(await amount('Tax').innerText())).toBe(Math.round(subtotal * 0.1));
    expect(cents(await amount('Total').innerText())).toBe(subtotal + Math.round(subtotal * 0.1));

    // Logging in merges the guest bag into the account's: both lines, three items.
    await logIn(page, shopper);
    await expect(bagButton(page, 3)).toBeVisible();

    // The other browser sees the merged bag after a reload (its session reads the account's bag).
    await otherPage.reload();
    await expect(bagButton(otherPage, 3)).toBeVisible();
    await otherPage.goto('/cart');
    await expect(otherPage.getByRole('heading', { level: 3, name })).toHaveCount(2);
    await otherPage.context().close();
  },
);
