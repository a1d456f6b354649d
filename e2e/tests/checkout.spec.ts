import type { APIRequestContext, Page } from '@playwright/test';
import { latestMail, registeredShopper, submitLoginForm } from './accounts';
import { blockingViolations } from './axe';
import {
  DELIVERY,
  TEST_CARDS,
  answerChallenge,
  cardFrame,
  continueFromInfo,
  expectOrderStatus,
  lineWithMostStock,
  payWithNewCard,
  paymentForm,
  shippingForm,
  shopperWithBag,
  successfulOrderNumber,
  typeCard,
} from './checkout';
import { test, expect } from './fixtures';

// Card payments through @stripe/react-stripe-js and the local test processor (its own origin, Stripe's
// test cards), orders and stock on the API, the receipt in the development mailbox, the Orders tab.
// Payments take a few round trips between three origins: give each journey room.
test.describe.configure({ timeout: 90_000, mode: 'parallel' });

/** A shopper with a bag and a default address pays with the declined card and lands on /failed. */
async function declinedAtFailed(page: Page, request: APIRequestContext, baseURL: string | undefined) {
  await shopperWithBag(page, request, baseURL, { withAddress: true });
  await page.goto('/info');
  await expect(shippingForm(page).getByLabel('City')).toHaveValue(DELIVERY.city);
  await page.getByRole('button', { name: 'Continue Shipping' }).click();
  await payWithNewCard(page, TEST_CARDS.declined);
  await expectFailedPage(page);
}

async function expectFailedPage(page: Page) {
  await expect(page).toHaveURL(/\/failed$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sorry, Payment failed' })).toBeVisible();
}

test(
  '@local a shopper pays her bag with 4242: /info → /payment ("Default") → /success, receipt mailed, order in the Orders tab, bag empty',
  { tag: '@mobile' },
  async ({ page, request, baseURL }) => {
    const { shopper, line } = await shopperWithBag(page, request, baseURL);
    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 3, name: line.name })).toBeVisible();
    await page.getByRole('link', { name: 'Next' }).click();

    // /info: prefilled from the profile, the spec's messages on bad input.
    await expect(page).toHaveURL(/\/info$/);
    const form = shippingForm(page);
    await expect(form.getByLabel('Email', { exact: true })).toHaveValue(shopper.email);
    await expect(form.getByLabel('First Name')).toHaveValue(shopper.firstName);
    await expect(form.getByLabel('Last Name')).toHaveValue(shopper.lastName);
    await form.getByLabel('Postal Code').fill('79000');
    await form.getByLabel('Phone').fill('12345');
    await form.getByLabel('Country').fill('Ukra1ne');
    await page.getByRole('button', { name: 'Continue Shipping' }).click();
    await expect(form.getByText('Postal Code must be in the format **-***')).toBeVisible();
    await expect(form.getByText('Phone number must be exactly 10 digits')).toBeVisible();
    await expect(form.getByText('Country cannot contain numbers or special symbols')).toBeVisible();
    await expect(form.getByText('Address is required')).toBeVisible();
    await expect(page).toHaveURL(/\/info$/);
    await form.getByRole('checkbox', { name: 'Save this information for next time' }).check();
    await continueFromInfo(page);

    // /payment: "Default" fills the billing form from the profile and the address just saved.
    const billing = paymentForm(page);
    await billing.getByRole('checkbox', { name: 'Default' }).check();
    await expect(billing.getByLabel('Name')).toHaveValue(`${shopper.firstName} ${shopper.lastName}`);
    await expect(billing.getByLabel('City')).toHaveValue(DELIVERY.city);
    await expect(billing.getByLabel('ZIP')).toHaveValue(DELIVERY.zip);
    await billing.getByRole('checkbox', { name: 'Default' }).uncheck();
    await expect(billing.getByLabel('City')).toHaveValue('');
    await payWithNewCard(page, TEST_CARDS.succeeds);

    const orderNumber = await successfulOrderNumber(page);
    await expect(page.getByRole('main')).toContainText(shopper.email);
    const receipt = await latestMail(request, shopper.email);
    expect(receipt.subject).toBe(`Your Vesna order ${orderNumber}`);
    expect(receipt.text).toContain(line.name);
    expect(receipt.text).not.toMatch(/4242/);

    await expectOrderStatus(page, orderNumber, 'paid');
    await page.goto('/userProfile/orders');
    const orderLink = page.getByRole('link', { name: new RegExp(`^Order ${orderNumber}`) });
    await expect(orderLink).toContainText('Paid');
    await orderLink.click();
    await expect(page.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Items' })).toContainText(line.name);
    await expect(page.getByRole('region', { name: 'Shipping address' })).toContainText(DELIVERY.addressLine1);

    await expect(page.getByRole('button', { name: 'Shopping bag, 0 items' })).toBeVisible();
    const bag = await page.request.get('/api/customers/customer');
    expect(((await bag.json()) as { cart: string[] }).cart).toEqual([]);

    // The next checkout: "Save this information for next time" was ticked, so /info comes prefilled with
    // that address, and /payment's "Default" fills the billing form from it.
    const next = await lineWithMostStock(request);
    const added = await page.request.post('/api/customers/cart', {
      data: { productId: next.key },
      headers: { origin: baseURL ?? 'http://localhost:3000' },
    });
    expect(added.status()).toBe(200);
    await page.goto('/info');
    const again = shippingForm(page);
    await expect(again.getByLabel('Address', { exact: true })).toHaveValue(DELIVERY.addressLine1);
    await expect(again.getByLabel('City')).toHaveValue(DELIVERY.city);
    await expect(again.getByLabel('Postal Code')).toHaveValue(DELIVERY.zip);
    await expect(again.getByLabel('Phone')).toHaveValue(DELIVERY.phone);
    await page.getByRole('button', { name: 'Continue Shipping' }).click();
    const billingAgain = paymentForm(page);
    await billingAgain.getByRole('checkbox', { name: 'Default' }).check();
    await expect(billingAgain.getByLabel('City')).toHaveValue(DELIVERY.city);
    await expect(billingAgain.getByLabel('ZIP')).toHaveValue(DELIVERY.zip);
  },
);

test('@local a declined card goes to /failed; Retry pays the same order with 4242', async ({
  page,
  request,
  baseURL,
}) => {
  await declinedAtFailed(page, request, baseURL);
  await expect(page.getByText('Unfortunately. your order Cannot Be Completed.')).toBeVisible();
  const { orders: before } = (await (await page.request.get('/api/orders')).json()) as {
    orders: { number: string; status: string }[];
  };
  expect(before).toHaveLength(1);

  await page.getByRole('link', { name: 'Retry' }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await payWithNewCard(page, TEST_CARDS.succeeds);
  const orderNumber = await successfulOrderNumber(page);
  expect(orderNumber).toBe(before[0].number);
  await expectOrderStatus(page, orderNumber, 'paid');
  const { orders } = (await (await page.request.get('/api/orders')).json()) as { orders: unknown[] };
  expect(orders).toHaveLength(1);
});

test(
  '@local Retry from /failed after a reload goes to /payment with the shipping details kept for the tab',
  { tag: '@mobile' },
  async ({ page, request, baseURL }) => {
    await declinedAtFailed(page, request, baseURL);

    await page.reload();
    await page.getByRole('link', { name: 'Retry' }).click();
    await expect(page).toHaveURL(/\/payment$/);
    await expect(paymentForm(page)).toBeVisible();
    // Only the shipping details are kept, never card data.
    const kept = await page.evaluate(() => JSON.stringify(sessionStorage));
    expect(kept).toContain(DELIVERY.city);
    expect(kept).not.toMatch(/4000|4242|cvc/i);

    await payWithNewCard(page, TEST_CARDS.succeeds);
    await successfulOrderNumber(page);
    // Paid: nothing is kept for the tab any more.
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('vesna:checkout-shipping'))).toBeNull();
  },
);

test('@local insufficient funds goes to /failed and the order is not paid', async ({ page, request, baseURL }) => {
  await shopperWithBag(page, request, baseURL, { withAddress: true });
  await page.goto('/info');
  await page.getByRole('button', { name: 'Continue Shipping' }).click();
  await payWithNewCard(page, TEST_CARDS.insufficientFunds);
  await expectFailedPage(page);
  const { orders } = (await (await page.request.get('/api/orders')).json()) as { orders: { number: string }[] };
  await expectOrderStatus(page, orders[0].number, 'failed');
});

test('@local a card that asks for authentication: Complete pays, Fail goes to /failed', async ({
  page,
  request,
  baseURL,
}) => {
  await shopperWithBag(page, request, baseURL, { withAddress: true });
  await page.goto('/info');
  await page.getByRole('button', { name: 'Continue Shipping' }).click();
  await payWithNewCard(page, TEST_CARDS.authentication);
  await answerChallenge(page, 'Fail');
  await expectFailedPage(page);

  await page.getByRole('link', { name: 'Retry' }).click();
  await payWithNewCard(page, TEST_CARDS.authentication);
  await answerChallenge(page, 'Complete');
  const orderNumber = await successfulOrderNumber(page);
  await expectOrderStatus(page, orderNumber, 'paid');
});

test('@local a guest at /info is asked to log in and comes back to /info', async ({ page, request, baseURL }) => {
  const shopper = await registeredShopper(request, baseURL);
  const purchases: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/purchase') purchases.push(r.url());
  });
  // A guest's bag, kept in the browser as shared-ui stores it; it joins the account's at login.
  const line = await lineWithMostStock(request);
  await page.goto('/');
  await page.evaluate((key) => localStorage.setItem('vesna:bag', JSON.stringify([key])), line.key);
  await page.goto('/info');
  await expect(page.getByRole('heading', { name: 'Not logged in' })).toBeVisible();
  await expect(shippingForm(page)).toHaveCount(0);
  await page.getByRole('main').getByRole('link', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/login\?returnTo=%2Finfo|\/login\?returnTo=\/info/);
  expect(await submitLoginForm(page, shopper)).toBe(200);
  await expect(page).toHaveURL(/\/info$/);
  await expect(shippingForm(page).getByLabel('Email', { exact: true })).toHaveValue(shopper.email);
  expect(purchases).toEqual([]);
});

test('@local the saved card from the Payment Card tab pays on /payment', async ({ page, request, baseURL }) => {
  await shopperWithBag(page, request, baseURL, { withAddress: true });
  await page.goto('/userProfile/paymentCard');
  await expect(page.getByRole('heading', { name: 'Add a new card' })).toBeVisible();
  await typeCard(page, TEST_CARDS.succeeds, { expiry: '11/33' });
  await page.getByRole('button', { name: 'Save Card' }).click();
  await expect(page.getByText('•••• •••• •••• 4242')).toBeVisible();
  await expect(page.getByText('Expires 11/33')).toBeVisible();

  await page.goto('/info');
  await page.getByRole('button', { name: 'Continue Shipping' }).click();
  await paymentForm(page).getByRole('checkbox', { name: 'Default' }).check();
  const saved = page.getByRole('radio', { name: /Saved card •••• 4242, expires 11\/33/ });
  await expect(saved).toBeChecked();
  await expect(cardFrame(page).getByLabel('Card number')).toHaveCount(0);
  await page.getByRole('button', { name: /^Pay / }).click();
  const orderNumber = await successfulOrderNumber(page);
  await expectOrderStatus(page, orderNumber, 'paid');
});

test('@local the whole checkout by keyboard alone', async ({ page, request, baseURL }) => {
  await shopperWithBag(page, request, baseURL, { withAddress: true });
  await page.goto('/cart');
  await expect(page.getByRole('link', { name: 'Next' })).toBeVisible();

  /** Presses Tab until `done` says the right thing has focus (a real keyboard user's path through the page). */
  async function tabUntil(done: () => Promise<boolean>, what: string) {
    for (let presses = 0; presses < 60; presses += 1) {
      await page.keyboard.press('Tab');
      if (await done()) return;
    }
    throw new Error(`Tab never reached ${what}`);
  }
  const focusedName = () =>
    page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      return `${element?.tagName}:${element?.getAttribute('aria-label') ?? element?.textContent ?? ''}`.trim();
    });

  await tabUntil(async () => (await focusedName()) === 'A:Next', 'Next');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/info$/);
  await expect(shippingForm(page).getByLabel('City')).toHaveValue(DELIVERY.city);
  await tabUntil(async () => (await focusedName()) === 'BUTTON:Continue Shipping', 'Continue Shipping');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/payment$/);

  const useDefault = paymentForm(page).getByRole('checkbox', { name: 'Default' });
  await tabUntil(() => useDefault.evaluate((box) => box === document.activeElement), 'Default');
  await page.keyboard.press('Space');
  await expect(paymentForm(page).getByLabel('City')).toHaveValue(DELIVERY.city);
  const number = cardFrame(page).getByLabel('Card number');
  await tabUntil(() => number.evaluate((input) => input === document.activeElement), 'the card number');
  await page.keyboard.type(TEST_CARDS.succeeds);
  await page.keyboard.press('Tab');
  await page.keyboard.type('1234');
  await page.keyboard.press('Tab');
  await page.keyboard.type('123');
  await tabUntil(async () => (await focusedName()).startsWith('BUTTON:Pay '), 'Pay');
  await page.keyboard.press('Enter');
  await successfulOrderNumber(page);
});

test('@local /info and /payment have no serious or critical accessibility violation', async ({
  page,
  request,
  baseURL,
}) => {
  await shopperWithBag(page, request, baseURL, { withAddress: true });
  await page.goto('/info');
  await expect(shippingForm(page).getByLabel('City')).toHaveValue(DELIVERY.city);
  expect(await blockingViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Continue Shipping' }).click();
  await expect(cardFrame(page).getByLabel('Card number')).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
});
