import { test, expect } from './fixtures';

// Phone-only journeys (the mobile project, 390 px): below tablet width the header's links live in a menu.
test.describe('the phone header', { tag: '@mobile' }, () => {
  test('the menu button opens the menu, a link navigates and closes it', async ({ page }) => {
    await page.goto('/');
    const openMenu = page.getByRole('button', { name: 'Open menu' });
    await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeHidden();
    await expect(openMenu).toHaveAttribute('aria-expanded', 'false');

    await openMenu.tap();
    const menu = page.getByRole('navigation', { name: 'Menu', exact: true });
    await expect(menu).toBeVisible();
    await expect(openMenu).toHaveAttribute('aria-expanded', 'true');
    for (const name of [
      'Collection',
      'New In',
      'Modiweek',
      'Plus Size',
      'Sustainability',
      'Log In',
      'Create Account',
    ]) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }

    await menu.getByRole('link', { name: 'New In', exact: true }).tap();
    await expect(page).toHaveURL(/\/newIn$/);
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(/new in/i);
    await expect(menu).toHaveCount(0);
    await expect(openMenu).toHaveAttribute('aria-expanded', 'false');
  });

  test('the menu closes with its close button and with a tap beside it', async ({ page }) => {
    await page.goto('/collection');
    const menu = page.getByRole('navigation', { name: 'Menu', exact: true });
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await menu.getByRole('button', { name: 'Close menu' }).tap();
    await expect(menu).toHaveCount(0);

    await page.getByRole('button', { name: 'Open menu' }).tap();
    await expect(menu).toBeVisible();
    // The menu is at most 340 px wide: the right edge of the screen is the dimmed page.
    await page.touchscreen.tap(page.viewportSize()!.width - 10, 400);
    await expect(menu).toHaveCount(0);
    await expect(page).toHaveURL(/\/collection/);
  });
});
