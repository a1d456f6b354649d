import { blockingViolations } from './axe';
import { everyRoute, settle } from './every-route';
import { test, expect } from './fixtures';

// @mobile: every route at 390 px as well as at 1280 px.
for (const { path, ready, setup, arrive, tags = [] } of everyRoute) {
  test(
    `${path} has no serious or critical accessibility violation`,
    { tag: ['@mobile', ...tags] },
    async ({ page, request, baseURL }) => {
      // A shopper set up through the API (registration and login hash passwords with scrypt), then the
      // walk to the page: on a loaded 2-core machine that alone can take most of the default 45 s.
      if (setup) test.slow();
      await setup?.(page, request, baseURL);
      if (arrive) await arrive(page);
      else await page.goto(path);
      await expect(ready(page).first()).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await settle(page);
      expect(await blockingViolations(page)).toEqual([]);
    },
  );
}
