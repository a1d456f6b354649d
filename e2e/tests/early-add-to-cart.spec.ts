import { lineWithMostStock } from './checkout';
import { test, expect, holdRequests, remoteOrigins } from './fixtures';

// ADR 2 (docs/adr/0002-holding-early-clicks.md): a click on the server's page before it has hydrated is held by
// the hydration gate, shows at once that it was taken, and is not lost when the shopper moves on at once.

test(
  'an Add to Cart clicked before the page hydrated, then the bag opened at once: the line is in the bag',
  { tag: '@mobile' },
  async ({ page, request }) => {
    const line = await lineWithMostStock(request);
    const [id, color, size] = line.key.split('/');
    // The product remote's files wait until both clicks are made (a slow phone's network).
    const letThrough = await holdRequests(page, `${remoteOrigins.product}/**`);
    await page.goto(`/${id}?color=${color}&size=${size}`, { waitUntil: 'domcontentloaded' });
    const add = page.getByRole('button', { name: /^Add to Cart/ });
    await add.click();
    // Taken at once, while the code to answer it is still on its way.
    await expect(add).toHaveAttribute('aria-busy', 'true');
    await page.getByRole('button', { name: /^Shopping bag, / }).click();
    letThrough();
    const miniBag = page.getByRole('dialog', { name: 'Shopping Bag' });
    await expect(miniBag).toBeVisible();
    await expect(miniBag.getByText(line.name).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Shopping bag, 1 item' })).toBeVisible();
  },
);
