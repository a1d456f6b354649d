import { expect, type APIRequestContext, type FrameLocator, type Page } from '@playwright/test';
import { registeredShopper, type Shopper } from './accounts';
import { currentTarget } from './target';

/** The local test processor that `npm start` runs without Stripe keys (TEST_PAYMENTS_PORT), or the target's. */
export const PROCESSOR_ORIGIN = currentTarget().processorOrigin ?? 'http://localhost:3007';

/** Stripe's test cards, as the local test processor answers them. */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  authentication: '4000002500003155',
} as const;

export const DELIVERY = {
  country: 'Ukraine',
  city: 'Lviv',
  addressLine1: 'Rynok Square 1',
  addressLine2: '4',
  zip: '79-000',
  phone: '0501234567',
};

/** The products the journeys buy from: each purchase takes stock, so every test picks the fullest size. */
const PRODUCT_IDS = ['100001', '100002', '100003', '100004', '100005', '100006'];

/** The catalogue's colour and size with the most units left, as a bag key of one unit. */
export async function lineWithMostStock(request: APIRequestContext) {
  let best: { key: string; name: string; quantity: number } | null = null;
  for (const id of PRODUCT_IDS) {
    const response = await request.get(`/api/products?id=${id}`);
    if (!response.ok()) continue;
    const [product] = (await response.json()) as {
      name: string;
      products: { color: string; sizes: { size: string; quantity: number }[] }[];
    }[];
    for (const variant of product.products) {
      for (const { size, quantity } of variant.sizes) {
        if (!best || quantity > best.quantity)
          best = { key: `${id}/${variant.color}/${size}/1`, name: product.name, quantity };
      }
    }
  }
  if (!best || best.quantity < 1) throw new Error('No product of the seed catalogue has stock left');
  return best;
}

const originHeader = (baseURL: string | undefined) => ({ origin: baseURL ?? 'http://localhost:3000' });

/**
 * A registered shopper, logged in in the page's browser context (the API's session cookie), with one
 * line in the account's bag and, when asked, a default address. Everything through the API, so each
 * journey starts where checkout starts.
 */
export async function shopperWithBag(
  page: Page,
  request: APIRequestContext,
  baseURL: string | undefined,
  { withAddress = false }: { withAddress?: boolean } = {},
): Promise<{ shopper: Shopper; line: { key: string; name: string } }> {
  const shopper = await registeredShopper(request, baseURL);
  const headers = originHeader(baseURL);
  const login = await page.request.post('/api/customers/login', {
    data: { loginOrEmail: shopper.email, password: shopper.password },
    headers,
  });
  expect(login.status()).toBe(200);
  const line = await lineWithMostStock(request);
  expect((await page.request.post('/api/customers/cart', { data: { productId: line.key }, headers })).status()).toBe(
    200,
  );
  if (withAddress) await saveDefaultAddress(page, shopper, baseURL);
  return { shopper, line };
}

/** DELIVERY saved as the logged-in shopper's default address, which /payment's "Default" fills the billing form from. */
export async function saveDefaultAddress(page: Page, shopper: Shopper, baseURL: string | undefined) {
  const saved = await page.request.post('/api/address', {
    data: {
      ...DELIVERY,
      email: shopper.email,
      firstName: shopper.firstName,
      lastName: shopper.lastName,
      default: true,
    },
    headers: originHeader(baseURL),
  });
  expect(saved.ok()).toBe(true);
}

export const shippingForm = (page: Page) => page.getByRole('form', { name: 'Shipping information' });
export const paymentForm = (page: Page) => page.getByRole('form', { name: 'Payment' });

/** The processor's card field: an iframe from its own origin, as Stripe's is. */
export const cardFrame = (page: Page): FrameLocator =>
  page.frameLocator('iframe[title="Secure card payment input frame"]');

export async function typeCard(page: Page, number: string, { expiry = '12/34', cvc = '123' } = {}) {
  const frame = cardFrame(page);
  await frame.getByLabel('Card number').fill(number);
  await frame.getByLabel('Expiration date MM / YY').fill(expiry);
  await frame.getByLabel('CVC').fill(cvc);
}

/** /info filled with the delivery address (the profile already gives e-mail and names), then on to /payment. */
export async function continueFromInfo(page: Page) {
  const form = shippingForm(page);
  await form.getByLabel('Address', { exact: true }).fill(DELIVERY.addressLine1);
  await form.getByLabel('Apartment').fill(DELIVERY.addressLine2);
  await form.getByLabel('City').fill(DELIVERY.city);
  await form.getByLabel('Country').fill(DELIVERY.country);
  await form.getByLabel('Postal Code').fill(DELIVERY.zip);
  await form.getByLabel('Phone').fill(DELIVERY.phone);
  await page.getByRole('button', { name: 'Continue Shipping' }).click();
  await expect(page).toHaveURL(/\/payment$/);
}

/** On /payment: the billing form from the profile and address ("Default"), a new card, Pay. */
export async function payWithNewCard(page: Page, number: string) {
  const form = paymentForm(page);
  const useDefault = form.getByRole('checkbox', { name: 'Default' });
  if (!(await useDefault.isChecked())) await useDefault.check();
  await expect(form.getByLabel('Name')).not.toHaveValue('');
  const newCard = page.getByRole('radio', { name: 'New card' });
  if ((await newCard.count()) > 0) await newCard.check();
  await typeCard(page, number);
  await page.getByRole('button', { name: /^Pay / }).click();
}

/** The processor's 3-D Secure challenge, shown over the page in a dialog. */
export async function answerChallenge(page: Page, choice: 'Complete' | 'Fail') {
  const dialog = page.getByRole('dialog', { name: /Card authentication/ });
  await expect(dialog).toBeVisible();
  await page
    .frameLocator('iframe[title="Card authentication challenge"]')
    .getByRole('button', { name: choice })
    .click();
  await expect(dialog).toBeHidden();
}

/** The order number /success shows. */
export async function successfulOrderNumber(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/success$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeVisible();
  const number = (await page.getByTestId('order-number').innerText()).trim();
  expect(number).toMatch(/^\d{6,}$/);
  return number;
}

/** The order as the API answers it to the shopper, once the processor's webhook has marked it. */
export async function expectOrderStatus(page: Page, orderNumber: string, status: string) {
  await expect
    .poll(async () => {
      const response = await page.request.get('/api/orders');
      const { orders } = (await response.json()) as { orders: { number: string; status: string }[] };
      return orders.find((order) => order.number === orderNumber)?.status;
    })
    .toBe(status);
}
