import type { APIRequestContext, Page } from '@playwright/test';
import { registeredShopper } from './accounts';
import { cardFrame, shopperWithBag } from './checkout';
import { expect } from './fixtures';

export type Setup = (page: Page, request: APIRequestContext, baseURL: string | undefined) => Promise<void>;

/** A registered shopper whose session is in the page's browser context (through the API, no form). */
const loggedIn: Setup = async (page, request, baseURL) => {
  const shopper = await registeredShopper(request, baseURL);
  const login = await page.request.post('/api/customers/login', {
    data: { loginOrEmail: shopper.email, password: shopper.password },
    headers: { origin: baseURL ?? 'http://localhost:3000' },
  });
  expect(login.status()).toBe(200);
};

/** A logged-in shopper with a line in the bag and a saved address, as checkout starts. */
const withBag: Setup = async (page, request, baseURL) => {
  await shopperWithBag(page, request, baseURL, { withAddress: true });
};

/**
 * Every route of the shell's route table (contracts/src/routes/route-table.ts), each in the state a shopper
 * sees it in: the checkout steps with a bag, the profile logged in. `ready` is what must be on the page
 * before axe looks (the page's own content, not its skeleton).
 */
export const everyRoute: Array<{
  path: string;
  /** The page's first h1 as the shopper sees it there (the page's own, never the not-found page's). */
  heading: RegExp;
  ready: (page: Page) => ReturnType<Page['locator']>;
  setup?: Setup;
  /** How a shopper reaches the page when it is not by typing its address. */
  arrive?: (page: Page) => Promise<void>;
  /** The page needs a local stand-in (the test processor's card frame): its journeys carry @local. */
  tags?: string[];
}> = [
  {
    path: '/',
    heading: /quiet colours for long light days/i,
    ready: (page) => page.getByRole('heading', { level: 1, name: /quiet colours/i }),
  },
  { path: '/collection', heading: /^collection$/i, ready: (page) => page.getByTestId('product-card').first() },
  {
    path: '/collection?category=dresses&color=red',
    heading: /^collection$/i,
    ready: (page) => page.getByTestId('product-card').first(),
  },
  { path: '/newIn', heading: /new in/i, ready: (page) => page.getByTestId('product-card').first() },
  { path: '/plusSize', heading: /plus size/i, ready: (page) => page.getByTestId('product-card').first() },
  { path: '/modiweek', heading: /modiweek/i, ready: (page) => page.getByRole('heading', { name: 'Shop The Look' }) },
  {
    path: '/modiweek/monday',
    heading: /modiweek/i,
    ready: (page) => page.getByRole('heading', { name: 'Shop The Look' }),
  },
  {
    path: '/100001',
    heading: /^Cotton Slip Dress$/,
    ready: (page) => page.getByRole('heading', { level: 1, name: 'Cotton Slip Dress' }),
  },
  { path: '/cart', heading: /shopping bag/i, setup: withBag, ready: (page) => page.getByRole('heading', { level: 1 }) },
  {
    path: '/info',
    heading: /shipping info/i,
    setup: withBag,
    ready: (page) => page.getByRole('form', { name: 'Shipping information' }),
  },
  {
    path: '/payment',
    heading: /payment/i,
    setup: withBag,
    // /payment follows the shipping step, which the saved address fills.
    arrive: async (page) => {
      await page.goto('/info');
      await page.getByRole('button', { name: 'Continue Shipping' }).click();
      await expect(page).toHaveURL(/\/payment$/);
    },
    // Ready when the processor's card frame shows its fields, as a shopper sees the step.
    ready: (page) => cardFrame(page).getByLabel('Card number'),
    tags: ['@local'],
  },
  { path: '/success', heading: /payment successful/i, ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/failed', heading: /sorry, payment failed/i, ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/login', heading: /log in/i, ready: (page) => page.getByRole('main').locator('form').first() },
  {
    path: '/registration',
    heading: /create account/i,
    ready: (page) => page.getByRole('main').locator('form').first(),
  },
  {
    path: '/userProfile',
    heading: /^my account$/i,
    setup: loggedIn,
    ready: (page) => page.getByRole('navigation', { name: 'Account sections' }),
  },
  { path: '/wishList', heading: /my wish list/i, ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/sustainability', heading: /sustainab/i, ready: (page) => page.getByRole('heading', { level: 1 }) },
  {
    path: '/sustainability/materials',
    heading: /materials/i,
    ready: (page) => page.getByRole('heading', { level: 1 }),
  },
  { path: '/termsConditions', heading: /terms/i, ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/policy', heading: /privacy/i, ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/orderShipping', heading: /order|shipping/i, ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/returnsRefunds', heading: /returns/i, ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/contactUs', heading: /contact us/i, ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/careers', heading: /careers/i, ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/visitUs', heading: /visit us/i, ready: (page) => page.getByRole('heading', { level: 1 }) },
  // Anything else, and a path that looks like a route but is not one.
  {
    path: '/nowhere',
    heading: /^page not found$/i,
    ready: (page) => page.getByRole('heading', { level: 1, name: 'Page Not Found' }),
  },
  {
    path: '/modiweek/someday',
    heading: /^page not found$/i,
    ready: (page) => page.getByRole('heading', { level: 1, name: 'Page Not Found' }),
  },
];

/**
 * Waits until what a shopper sees has arrived: the document's load event (its images, scripts and frames) and
 * its web fonts, so an audit or a screenshot looks at the finished page. Not "network idle": a page with the
 * processor's card frame or a long-polling request may never be idle (twice the cause of CI hangs), and a
 * test's own readiness condition (a heading, a card) comes first anyway.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForFunction(() => document.fonts.status === 'loaded');
}
