import AxeBuilder from '@axe-core/playwright';
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
    const { violations } = await new AxeBuilder({ page }).analyze();
    const blocking = violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id}: ${violation.help} (${violation.nodes
            .map((node) => node.target.join(' '))
            .slice(0, 3)
            .join(', ')})`,
      );
    expect(blocking).toEqual([]);
  });
}
