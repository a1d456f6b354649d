import { blockingViolations } from './axe';
import { test, expect } from './fixtures';

// The routes this issue completes, plus the not-found page: no serious or critical axe violation.
const completeRoutes = [
  '/',
  '/collection',
  '/collection?category=dresses',
  '/termsConditions',
  '/policy',
  '/orderShipping',
  '/returnsRefunds',
  '/careers',
  '/success',
  '/failed',
  '/nowhere',
];

for (const path of completeRoutes) {
  test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await blockingViolations(page)).toEqual([]);
  });
}
