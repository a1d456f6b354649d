import { readFile } from 'node:fs/promises';
import { request as playwrightRequest, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { registeredShopper } from './accounts';
import { blockingViolations } from './axe';
import { openBackOfficeShop, type StaffState } from './backoffice-shop';
import { expect, test } from './fixtures';
import type { SecondShop } from './second-shop';

/**
 * The back office's home page and customers (issue 34, points 3 and 5): the owner sees the shop's day and a
 * chart of 30 days; finds a shopper by her e-mail, reads her page, exports her data as JSON and deletes her
 * account after typing her e-mail; fulfilment reads customers but neither exports nor deletes. On a shop of
 * its own; tagged @mobile: at 1280 and 390 px.
 */
const stamp = Date.now().toString(36);
let shop: SecondShop;
let owner: StaffState;
let fulfilment: StaffState;
/** Requests to this journey's own shop (the `request` fixture goes to the shared one). */
let shopRequest: APIRequestContext;

test.describe.configure({ mode: 'serial', timeout: 180_000 });

// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function destructures
test.beforeAll(async ({}, testInfo) => {
  test.setTimeout(180_000);
  const opened = await openBackOfficeShop(
    testInfo.project.name === 'mobile' ? 3036 : 3035,
    `owner-customers-${stamp}@vesna.test`,
  );
  shop = opened.shop;
  owner = opened.owner;
  fulfilment = await opened.member('fulfilment', `fulfilment-${stamp}@vesna.test`);
  shopRequest = await playwrightRequest.newContext({ baseURL: shop.origin });
});

test.afterAll(async () => {
  await shopRequest?.dispose();
  await shop?.stop();
});

async function expectAxeClean(page: Page) {
  expect(await blockingViolations(page)).toEqual([]);
}

async function staffPage(browser: Browser, viewport: { width: number; height: number } | null, state: StaffState) {
  const context = await browser.newContext({
    baseURL: shop.origin,
    viewport: viewport ?? undefined,
    storageState: state,
  });
  return context.newPage();
}

test(
  "the home page shows today's figures, the sizes low in stock and the 30 days' chart",
  { tag: '@mobile' },
  async ({ browser, viewport }, testInfo) => {
    const page = await staffPage(browser, viewport, owner);
    await page.goto('/staff');
    const today = page.getByRole('region', { name: /^Today in Kyiv/ });
    await expect(today.getByText('Orders', { exact: true })).toBeVisible();
    await expect(today.getByText('Returns waiting')).toBeVisible();
    await expect(page.getByRole('img', { name: /^Orders and revenue of the last 30 days/ })).toBeVisible();
    // uPlot has drawn its canvas.
    await expect(page.getByRole('img', { name: /^Orders and revenue/ }).locator('canvas')).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Sizes low in stock' })).toBeVisible();
    await expectAxeClean(page);
    await page.screenshot({ path: testInfo.outputPath(`home-${viewport?.width}.png`), fullPage: true });
    // The home page asks for its figures every minute: closed, so it does not go on beside the next journey.
    await page.context().close();
  },
);

test(
  'the owner finds a shopper by e-mail, exports her data and deletes her account',
  { tag: '@mobile' },
  async ({ browser, viewport }, testInfo) => {
    const shopper = await registeredShopper(shopRequest, shop.origin);
    const page = await staffPage(browser, viewport, owner);
    await page.goto('/staff');
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Customers' }).click();
    await page.getByLabel('Search').fill(shopper.email);
    await page.getByRole('link', { name: `${shopper.firstName} ${shopper.lastName}` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${shopper.firstName} ${shopper.lastName}`);
    await expect(page.getByText('No saved card')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Orders (0)' })).toBeVisible();
    await expectAxeClean(page);
    await page.screenshot({ path: testInfo.outputPath(`customer-${viewport?.width}.png`), fullPage: true });
    const id = new URL(page.url()).pathname.split('/').pop();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export her data (JSON)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`vesna-customer-${id}.json`);
    const data = JSON.parse(await readFile(await download.path(), 'utf8'));
    expect(data.customer).toMatchObject({ id, email: shopper.email });

    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: `Delete ${shopper.firstName} ${shopper.lastName}'s account?` });
    await expect(dialog.getByRole('button', { name: 'Delete the account' })).toBeDisabled();
    await expectAxeClean(page);
    await dialog.getByLabel(`Type ${shopper.email} to confirm`).fill(shopper.email);
    await dialog.getByRole('button', { name: 'Delete the account' }).click();
    await expect(page.getByText(/^The account was deleted\. 0 paid order\(s\) stay/)).toBeVisible();
    await expectAxeClean(page);

    await page.getByRole('link', { name: 'Back to customers' }).click();
    await page.getByLabel('Search').fill(shopper.email);
    await expect(page.getByText(`No customer's name or email contains "${shopper.email}".`)).toBeVisible();
    // She cannot log in any more.
    const login = await shopRequest.post('/api/customers/login', {
      data: { loginOrEmail: shopper.email, password: shopper.password },
      headers: { origin: shop.origin },
    });
    expect(login.status()).toBe(401);
  },
);

test(
  'fulfilment reads a customer but neither exports nor deletes',
  { tag: '@mobile' },
  async ({ browser, viewport }) => {
    const shopper = await registeredShopper(shopRequest, shop.origin);
    const page = await staffPage(browser, viewport, fulfilment);
    await page.goto(`/staff/customers?q=${encodeURIComponent(shopper.email)}`);
    await page.getByRole('link', { name: `${shopper.firstName} ${shopper.lastName}` }).click();
    await expect(page.getByText('No saved card')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete account' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Export/ })).toHaveCount(0);
    await expectAxeClean(page);
  },
);
