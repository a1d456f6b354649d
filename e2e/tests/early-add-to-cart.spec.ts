import { lineWithMostStock } from './checkout';
import { test, expect, holdRequests, openBeforeHydration, remoteOrigins } from './fixtures';

// ADR 2 (docs/adr/0002-holding-early-clicks.md): a guest's Add to Cart on the server's page before it has hydrated
// is done by the hydration gate at once (shared-ui/src/hydration/early-add.ts): it says so, and the line is in the
// bag when the shopper moves on at once.

test(
  'an Add to Cart clicked before the page hydrated, then the bag opened at once: the line is in the bag',
  { tag: '@mobile' },
  async ({ page, request }) => {
    const line = await lineWithMostStock(request);
    const [id, color, size] = line.key.split('/');
    // The product remote's files wait until both clicks are made (a slow phone's network).
    const letThrough = await holdRequests(page, `${remoteOrigins.product}/**`);
    await openBeforeHydration(page, `/${id}?color=${color}&size=${size}`);
    const add = page.getByRole('button', { name: /^Add to Cart/ });
    await add.click();
    // Done at once, while the code to answer it is still on its way.
    await expect(page.getByRole('status').filter({ hasText: `${line.name} was added to your bag.` })).toBeVisible();
    await page.getByRole('button', { name: /^Shopping bag, / }).click();
    letThrough();
    const miniBag = page.getByRole('dialog', { name: 'Shopping Bag' });
    await expect(miniBag).toBeVisible();
    await expect(miniBag.getByText(line.name).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Shopping bag, 1 item' })).toBeVisible();
    // Added once: the page, hydrated, finds the line in the bag.
    await expect(page.getByRole('button', { name: 'Added to Cart' })).toBeDisabled();
  },
);

test('an Add to Cart clicked before the page hydrated, then /cart opened at once: the line is there', async ({
  page,
  request,
}) => {
  const line = await lineWithMostStock(request);
  const [id, color, size] = line.key.split('/');
  // The product remote does not arrive on this page: only the gate can take the click.
  await holdRequests(page, `${remoteOrigins.product}/**`);
  await openBeforeHydration(page, `/${id}?color=${color}&size=${size}`);
  await page.getByRole('button', { name: /^Add to Cart/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'was added to your bag.' })).toBeVisible();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.goto('/cart');
  await expect(page.getByRole('main').getByText(line.name).first()).toBeVisible();
});

test(
  "an Add to Cart tapped before any of the shop's code has arrived is taken: the gate is the page's first script",
  { tag: '@mobile' },
  async ({ page, request }) => {
    const line = await lineWithMostStock(request);
    const [id, color, size] = line.key.split('/');
    // main.js (the shell's entry, Module Federation and all that follows) is on its way; only index.html's head
    // script (shared-ui/src/hydration/head-script.ts) is on the page.
    const letThrough = await holdRequests(page, /\/main\.js$/);
    await page.goto(`/${id}?color=${color}&size=${size}`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: /^Add to Cart/ }).click();
    await expect(page.getByRole('status').filter({ hasText: `${line.name} was added to your bag.` })).toBeVisible();
    // The bag at once: held (shown as taken) until the header can open it.
    const bag = page.getByRole('button', { name: /^Shopping bag/ });
    await bag.click();
    await expect(bag).toHaveAttribute('aria-busy', 'true');
    letThrough();
    await expect(page.getByRole('dialog', { name: 'Shopping Bag' }).getByText(line.name).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Shopping bag, 1 item' })).toBeVisible();
  },
);
