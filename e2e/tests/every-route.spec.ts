import type { Page } from '@playwright/test';
import { blockingViolations } from './axe';
import { everyRoute, settle } from './every-route';
import { remoteOrigins, test, expect } from './fixtures';

/** The page's own heading inside the header and footer: no remote's "unavailable" fallback, no not-found page. */
async function expectOwnPageInLayout(page: Page, heading: RegExp) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(heading);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByText(/unavailable/i)).toHaveCount(0);
  // The not-found routes of the walk expect that page; every other one must not show it.
  if (!heading.test('Page Not Found')) await expect(page.getByText('Page Not Found')).toHaveCount(0);
}

/**
 * One walk of every route of the route table (contracts/src/routes/route-table.ts), at 1280 px and at 390 px,
 * each page in the state a shopper sees it in (the checkout steps with a bag, the profile logged in). Each page is
 * loaded once and checked for all that holds of every page:
 * - it is its own page, inside the common layout: its heading, the header and footer, no "unavailable"
 *   fallback of a remote that failed to load, no not-found page;
 * - the shop's Content-Security-Policy (api/src/security/content-security-policy.ts) is on the document, and
 *   the page loads with no violation in the console (the fixture fails any test on one);
 * - axe finds no serious or critical accessibility violation once the page has settled.
 */
// Each page on its own (a page, a context, a shopper of its own): both workers share the walk.
test.describe.configure({ mode: 'parallel' });

for (const { path, heading, ready, setup, arrive, tags = [] } of everyRoute) {
  test(
    `${path} renders inside the common layout, under the shop's Content-Security-Policy, with no serious accessibility violation`,
    // The guest's pages are the smoke walk of a deployed shop (the topology); a logged-in set-up is not.
    { tag: ['@mobile', ...(setup ? [] : ['@smoke']), ...tags] },
    async ({ page, request, baseURL }) => {
      // A shopper set up through the API (registration and login hash passwords with scrypt), then the
      // walk to the page: on a loaded 2-core machine that alone can take most of the default 45 s.
      if (setup) test.slow();
      await setup?.(page, request, baseURL);
      const documentAnswer = arrive
        ? undefined
        : page.waitForResponse((response) => response.request().isNavigationRequest());
      if (arrive) await arrive(page);
      else await page.goto(path);
      await expect(ready(page).first()).toBeVisible();

      await expectOwnPageInLayout(page, heading);

      if (documentAnswer) {
        const policy = (await documentAnswer).headers()['content-security-policy'] ?? '';
        expect(policy).toContain("frame-ancestors 'none'");
        // The shop, one inline script by its hash (the hydration gate, index.html's first script), the remotes.
        expect(policy).toMatch(new RegExp(`script-src 'self' 'sha256-[A-Za-z0-9+/]+=*' ${remoteOrigins.catalog} `));
        expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      }

      await settle(page);
      expect(await blockingViolations(page)).toEqual([]);
    },
  );
}

// The pages a guest meets where a shopper with a bag or a session sees another state (walked above): the
// checkout steps without a bag, and the profile, which sends a guest to the login page.
const guestStates: Array<{ path: string; heading: RegExp }> = [
  { path: '/cart', heading: /shopping bag/i },
  { path: '/info', heading: /shipping info/i },
  { path: '/payment', heading: /payment/i },
  { path: '/userProfile', heading: /^log in$/i },
];

for (const { path, heading } of guestStates) {
  test(`${path} shows a guest its page inside the common layout`, { tag: '@smoke' }, async ({ page }) => {
    await page.goto(path);
    await expectOwnPageInLayout(page, heading);
  });
}
