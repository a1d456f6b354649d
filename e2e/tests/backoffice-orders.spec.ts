import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from '@playwright/test';
import { latestMail, registeredShopper, type Shopper } from './accounts';
import { blockingViolations } from './axe';
import { TEST_CARDS, continueFromInfo, payWithNewCard, saveDefaultAddress, successfulOrderNumber } from './checkout';
import { expect, test } from './fixtures';
import { fillBag, fourSizes } from './fulfilment';
import { setUpStaffMember, staffToken } from './staff';

/**
 * Issue 34, the back office's orders, end to end: the fulfilment member finds an order from the shopper's
 * e-mail, ships two of its three lines with a tracking number, then the third; the shopper sees both parcels;
 * she asks to exchange one line for another size; the member receives it and ships the replacement; another
 * order is partly refunded and the shopper's order shows the refund. @local: it needs the development mailbox,
 * the test processor and the staff command. @mobile: at 1280 and 390 px.
 */
test.describe.configure({ timeout: 240_000 });

const repoRoot = resolve(__dirname, '../..');
const run = promisify(execFile);
const stamp = Date.now().toString(36);

/** `npm run shop -- --api <shop> ...` as `token`'s member (none: the data folder's first-owner token). */
async function command(baseURL: string, token: string | undefined, argv: string[]) {
  const { stdout } = await run('npm', ['run', '--silent', 'shop', '--', '--api', baseURL, ...argv], {
    cwd: repoRoot,
    timeout: 120_000,
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, SHOP_STAFF_TOKEN: token ?? '' },
  });
  return stdout.trim();
}

/** A fulfilment member invited by the e2e owner, set up through the mailed link, logged in in a browser of her own. */
async function fulfilmentMember(browser: Browser, origin: string, viewport: { width: number; height: number }) {
  const owner = await staffToken(origin, (...argv) => command(origin, undefined, argv));
  const context = await browser.newContext({ baseURL: origin, viewport, extraHTTPHeaders: { origin } });
  const page = await context.newPage();
  const email = `fulfilment.${stamp}.${viewport.width}@vesna.test`;
  const invited = await page.request.post('/api/staff/members', {
    data: { email, name: 'Iryna', role: 'fulfilment' },
    headers: { authorization: `Bearer ${owner}` },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const link = /\/staff\/setup\?token=(\S+)/.exec((await latestMail(page.request, email)).text)?.[1];
  expect(link).toBeTruthy();
  await setUpStaffMember(page.request, link!, email);
  return page;
}

const timeline = (member: Page) => member.getByRole('region', { name: 'Timeline' });

async function pay(page: Page, shopper: Shopper, baseURL: string, keys: string[]) {
  await fillBag(page, baseURL, keys);
  await page.goto('/info');
  await continueFromInfo(page);
  await payWithNewCard(page, TEST_CARDS.succeeds);
  return successfulOrderNumber(page);
}

test('@mobile @local the fulfilment member ships an order in two parcels, exchanges a size and refunds part of another order', async ({
  page,
  request,
  browser,
  baseURL,
}, testInfo) => {
  const origin = baseURL ?? 'http://localhost:3000';
  const viewport = page.viewportSize() ?? { width: 1280, height: 800 };
  const shopper = await registeredShopper(request, baseURL);
  expect(
    (
      await page.request.post('/api/customers/login', {
        data: { loginOrEmail: shopper.email, password: shopper.password },
        headers: { origin },
      })
    ).status(),
  ).toBe(200);
  await saveDefaultAddress(page, shopper, baseURL);
  const product = await fourSizes(request);
  const [a, b, c, swap] = product.sizes as [string, string, string, string];
  const orderNumber = await pay(
    page,
    shopper,
    origin,
    [a, b, c].map((s) => `${product.id}/${product.color}/${s}/1`),
  );

  // The member finds it from the shopper's e-mail.
  const member = await fulfilmentMember(browser, origin, viewport);
  await member.goto('/staff/orders');
  await member.getByRole('searchbox', { name: 'Search' }).fill(shopper.email);
  const found = member.getByRole('link', { name: orderNumber });
  await expect(found).toBeVisible();
  await member.screenshot({ path: testInfo.outputPath(`orders-list-${viewport.width}.png`), fullPage: true });
  expect(await blockingViolations(member)).toEqual([]);
  await found.click();
  await expect(member.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();

  // Two of three lines with a tracking number, then the third.
  let ship = member.getByRole('form', { name: 'Ship lines' });
  await ship.getByRole('checkbox', { name: /^3\. / }).uncheck();
  await ship.getByLabel('Tracking number').fill(`20450${stamp}1`);
  await ship.getByRole('button', { name: 'Ship 2 line(s)' }).click();
  await expect(timeline(member)).toContainText('Shipped lines 1, 2 with Nova Poshta');
  ship = member.getByRole('form', { name: 'Ship lines' });
  await ship.getByLabel('Carrier').selectOption('Meest');
  await ship.getByLabel('Tracking number').fill(`MEEST-${stamp}`);
  await ship.getByRole('button', { name: 'Ship every line' }).click();
  await expect(timeline(member)).toContainText('Shipped line 3 with Meest');
  await member.screenshot({ path: testInfo.outputPath(`order-page-${viewport.width}.png`), fullPage: true });
  expect(await blockingViolations(member)).toEqual([]);
  await member.getByRole('button', { name: 'Mark delivered' }).click();
  await expect(timeline(member)).toContainText('Marked delivered');
  expect((await latestMail(request, shopper.email)).subject).toBe(`Your Vesna order ${orderNumber} was delivered`);

  // The shopper sees both parcels, and asks to exchange the first line for another size.
  await page.goto(`/userProfile/orders/${orderNumber}`);
  const steps = page.getByTestId('order-step');
  await expect(steps.filter({ hasText: /^Shipment 1 of 2 on .*Nova Poshta/ })).toHaveCount(1);
  await expect(steps.filter({ hasText: /^Shipment 2 of 2 on .*Meest/ })).toHaveCount(1);
  await page.getByRole('button', { name: 'Exchange an item' }).click();
  const exchange = page.getByRole('form', { name: 'Exchange an item' });
  await exchange.getByRole('combobox', { name: 'Item' }).selectOption({ index: 1 });
  await exchange.getByRole('combobox', { name: 'New size or colour' }).selectOption(`${product.color}/${swap}`);
  await exchange.getByRole('combobox', { name: 'Reason' }).selectOption('Too small');
  await exchange.getByRole('button', { name: 'Send exchange request' }).click();
  const asked = steps.filter({ hasText: /^Exchange R\d+ requested on/ });
  await expect(asked).toHaveCount(1);
  const exchangeNumber = /Exchange (R\d+)/.exec(await asked.innerText())![1]!;

  // The member receives the original and ships the replacement.
  await member.goto('/staff/returns');
  const row = member.getByRole('row', { name: new RegExp(exchangeNumber) });
  await row.getByRole('button', { name: /^Receive/ }).click();
  const replacement = member.getByRole('form', { name: `Ship the replacement of ${exchangeNumber}` });
  await replacement.getByLabel('Tracking number').fill(`SWAP-${stamp}`);
  await replacement.getByRole('button', { name: 'Ship the replacement' }).click();
  await expect(member.getByRole('row', { name: new RegExp(exchangeNumber) })).toHaveCount(0);
  expect((await latestMail(request, shopper.email)).subject).toBe(`Your exchange ${exchangeNumber} is on its way`);
  await page.reload();
  await expect(steps.filter({ hasText: new RegExp(`^Exchange ${exchangeNumber}: replacement shipped`) })).toHaveCount(
    1,
  );

  // Another order, partly refunded: the shopper's order shows the refund.
  const second = await pay(page, shopper, origin, [`${product.id}/${product.color}/${a}/1`]);
  await member.goto(`/staff/orders/${second}`);
  const refund = member.getByRole('form', { name: 'Refund part of the order' });
  await refund.getByRole('radio', { name: 'An amount' }).check();
  await refund.getByLabel('Amount (USD)').fill('5.00');
  await refund.getByRole('button', { name: 'Refund' }).click();
  await expect(refund.getByText('Refunded. $5.00 refunded on this order so far.')).toBeVisible();
  await page.goto(`/userProfile/orders/${second}`);
  await expect(page.getByRole('region', { name: 'Totals' })).toContainText('Refunded$5.00');
  await expect(steps.filter({ hasText: /^Refunded on .*\$5\.00 to your card$/ })).toHaveCount(1);
  await page.screenshot({ path: testInfo.outputPath(`shopper-refund-${viewport.width}.png`), fullPage: true });
  await member.context().close();
});
