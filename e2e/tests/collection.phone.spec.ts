import { test, expect, productCards } from './fixtures';

type ListedProduct = { name: string; fabric: string };

// Phone-only journey (the mobile project, 390 px): below the large breakpoint the filters are not
// beside the grid but behind a "Filter" button, in a full-screen dialog.
test.describe('the phone collection', { tag: '@mobile' }, () => {
  test('the filter dialog applies a fabric: the grid, the button and the chips follow', async ({ page }) => {
    await page.goto('/collection');
    await expect(productCards(page)).toHaveCount(6);
    await expect(page.getByRole('complementary', { name: 'Filters' })).toBeHidden();

    await page.getByRole('button', { name: 'Filter', exact: true }).tap();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await expect(dialog).toBeVisible();

    // The grid asks the API for linen only; wait for that answer to compare the grid with it.
    const linenAnswer = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/products/filter' &&
        new URL(response.url()).searchParams.get('fabric') === 'linen',
    );
    // A tap, then a wait for the checked state: the box is controlled by the address, so it shows the
    // tick once the router has committed the new address (check() reads the state too early).
    const linenBox = dialog.getByRole('checkbox', { name: 'Linen' });
    await linenBox.tap();
    await expect(linenBox).toBeChecked();
    await expect(page).toHaveURL(/fabric=linen/);
    const linen = (await (await linenAnswer).json()) as ListedProduct[];
    expect(linen.length).toBeGreaterThan(0);
    expect(linen.map((product) => product.fabric)).toEqual(linen.map(() => 'linen'));

    await dialog.getByRole('button', { name: 'Apply filters' }).tap();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filter (1)' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove filter Linen' })).toBeVisible();
    await expect(productCards(page).locator('h3, h2')).toHaveText(linen.map((product) => product.name));

    // Removing the chip brings the unfiltered grid back.
    await page.getByRole('button', { name: 'Remove filter Linen' }).tap();
    await expect(page).not.toHaveURL(/fabric=/);
    await expect(page.getByRole('button', { name: 'Filter', exact: true })).toBeVisible();
  });
});
