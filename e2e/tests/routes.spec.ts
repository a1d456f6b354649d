import { test, expect } from './fixtures';

// Every route of the shell's route table, with the heading a shopper sees there. A route that fails to
// load its remote, throws in the browser, or shows the wrong page fails here.
const routes: Array<{ path: string; heading: RegExp }> = [
  // The seed's hero headline: it replaces the wordmark placeholder once the banner has loaded.
  { path: '/', heading: /quiet colours for long light days/i },
  { path: '/collection', heading: /collection/i },
  { path: '/newIn', heading: /new in/i },
  { path: '/plusSize', heading: /plus size/i },
  { path: '/modiweek', heading: /modiweek/i },
  { path: '/modiweek/monday', heading: /modiweek/i },
  // The first product of the seed catalogue (api/seed/catalogue.ts, fixed seed).
  { path: '/100001', heading: /^Cotton Slip Dress$/ },
  { path: '/cart', heading: /shopping bag/i },
  { path: '/info', heading: /shipping info/i },
  { path: '/payment', heading: /payment/i },
  { path: '/success', heading: /payment successful/i },
  { path: '/failed', heading: /sorry, payment failed/i },
  { path: '/login', heading: /log in/i },
  { path: '/registration', heading: /create account/i },
  // A guest: the profile sends them to the login page.
  { path: '/userProfile', heading: /^log in$/i },
  { path: '/wishList', heading: /my wish list/i },
  { path: '/sustainability', heading: /sustainab/i },
  { path: '/sustainability/materials', heading: /materials/i },
  { path: '/termsConditions', heading: /terms/i },
  { path: '/policy', heading: /privacy/i },
  { path: '/orderShipping', heading: /order|shipping/i },
  { path: '/returnsRefunds', heading: /returns/i },
  { path: '/contactUs', heading: /contact us/i },
  { path: '/careers', heading: /careers/i },
  { path: '/visitUs', heading: /visit us/i },
  // Without a status from a mail link it says the link is invalid.
  { path: '/newsletter', heading: /link is invalid/i },
];

for (const { path, heading } of routes) {
  test(`${path} renders its page inside the common layout`, { tag: '@smoke' }, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(heading);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByText(/unavailable/i)).toHaveCount(0);
    await expect(page.getByText('Page Not Found')).toHaveCount(0);
  });
}
