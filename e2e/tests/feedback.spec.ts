import type { Page, PlaywrightWorkerArgs } from '@playwright/test';
import { test, expect } from './fixtures';
import { answerStatus, registeredShopper, submitLoginForm, type Shopper } from './accounts';

// The feedback journeys of issue 7 on one seeded product, at 1280 px and (tagged @mobile) at 390 px.
const PRODUCT = '/100001';

const feedbackSection = (page: Page) => page.getByTestId('product-feedback');

/** Product page -> the prompt's Log In -> the login form -> back on the product, logged in. */
async function logInFromProductPage(page: Page, shopper: Shopper) {
  await page.goto(PRODUCT);
  const section = feedbackSection(page);
  await expect(section.getByText('Please log in to leave feedback.')).toBeVisible();
  await section.getByRole('link', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/login\?returnTo=%2F100001$/);
  expect(await submitLoginForm(page, shopper)).toBe(200);
  await expect(page).toHaveURL(/localhost:\d+\/100001$/);
}

test('@mobile a guest sees the login prompt and no feedback form; the list is readable', async ({ page }) => {
  await page.goto(PRODUCT);
  const section = feedbackSection(page);
  await expect(section.getByRole('heading', { name: 'Feedback' })).toBeVisible();
  await expect(section.getByText('Please log in to leave feedback.')).toBeVisible();
  await expect(section.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login?returnTo=%2F100001');
  await expect(section.getByRole('button', { name: /Leave Feedback|Edit Your Feedback/ })).toHaveCount(0);
  // The list (or its empty state) has loaded for the guest too.
  await expect(
    section.getByText('No feedback yet.').or(section.getByRole('list', { name: 'Feedbacks' })),
  ).toBeVisible();
});

test('@mobile a shopper logs in from the prompt, comes back to the product, leaves feedback and sees it as text', async ({
  page,
  request,
  baseURL,
}) => {
  const shopper = await registeredShopper(request, baseURL);
  await logInFromProductPage(page, shopper);

  const section = feedbackSection(page);
  // The count before hers (none yet: "No feedback yet."), to see the summary follow without a reload.
  await expect(section.getByText(/^Based on \d+ feedbacks?$|^No feedback yet\.$/)).toBeVisible();
  const countBefore = Number(/Based on (\d+)/.exec((await section.textContent()) ?? '')?.[1] ?? 0);
  await section.getByRole('button', { name: 'Leave Feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave Feedback' });
  await expect(dialog).toBeVisible();

  // Sent empty: the schema's messages, and nothing is sent.
  await dialog.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(dialog.getByText(/^Please rate .+/)).toBeVisible();
  await expect(dialog.getByText('Describe your experience with the Vesna product')).toBeVisible();

  // Rated from the keyboard: focus the first star, then the arrows choose.
  await dialog.getByRole('radio', { name: '1 star' }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('radio', { name: '4 stars' })).toBeChecked();

  const text = `Soft linen, true to size. <script>window.hacked = true</script> ${shopper.email}`;
  await dialog.getByLabel('Your feedback').fill(text);
  const status = await answerStatus(page, 'POST', '/api/comments', () =>
    dialog.getByRole('button', { name: 'Submit Feedback' }).click(),
  );
  expect(status).toBe(201);

  await expect(page.getByText('Thank you for your feedback!')).toBeVisible();
  await expect(dialog).toBeHidden();
  // The refetched list shows the entry, its markup as characters, and it ran nothing.
  const entry = section.getByRole('listitem').filter({ hasText: shopper.email });
  await expect(entry).toContainText(text);
  await expect(entry).toContainText('Olena K.');
  expect(await page.evaluate(() => (window as { hacked?: boolean }).hacked)).toBeUndefined();
  await expect(section.getByRole('button', { name: 'Edit Your Feedback' })).toBeVisible();
  await expect(section).toContainText(new RegExp(`Based on ${countBefore + 1} feedbacks?`));

  // Sending again edits her entry: still one entry of hers, with the new text.
  await section.getByRole('button', { name: 'Edit Your Feedback' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Your Feedback' });
  await expect(edit.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await edit.getByLabel('Your feedback').fill(`Edited: runs a little large. ${shopper.email}`);
  const editStatus = await answerStatus(page, 'POST', '/api/comments', () =>
    edit.getByRole('button', { name: 'Submit Feedback' }).click(),
  );
  expect(editStatus).toBe(200);
  await expect(section.getByRole('listitem').filter({ hasText: shopper.email })).toHaveCount(1);
  await expect(section.getByRole('listitem').filter({ hasText: shopper.email })).toContainText(
    'Edited: runs a little large.',
  );

  // The notice goes after 4 s.
  await expect(page.getByText('Thank you for your feedback!')).toHaveCount(0, { timeout: 6_000 });
});

/** `count` new shoppers each leave one entry on `productId`, through the API as the dialog sends it. */
async function feedbackFromNewShoppers(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string | undefined,
  productId: string,
  count: number,
) {
  for (let index = 0; index < count; index += 1) {
    const shopper = await playwright.request.newContext({ baseURL });
    await registeredShopper(shopper, baseURL);
    const saved = await shopper.post('/api/comments', {
      data: { productId, rate: 5, content: `Entry ${index + 1}: lovely fabric, true to size.` },
      headers: { origin: baseURL ?? 'http://localhost:3000' },
    });
    expect(saved.status()).toBe(201);
    await shopper.dispose();
  }
}

test('@mobile "See all N feedbacks" shows only when the box hides entries, and then lists them all', async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  // Seven shoppers register before the page is opened: room for that on a loaded machine.
  test.slow();
  // A product per project, so the desktop and phone runs never count each other's entries.
  const [fewId, manyId] = testInfo.project.name === 'mobile' ? ['100045', '100046'] : ['100047', '100048'];
  await feedbackFromNewShoppers(playwright, baseURL, fewId, 2);
  await feedbackFromNewShoppers(playwright, baseURL, manyId, 5);

  // Two entries: all in sight, no button that would do nothing.
  await page.goto(`/${fewId}`);
  const few = feedbackSection(page);
  await expect(few.getByRole('list', { name: 'Feedbacks' }).getByRole('listitem')).toHaveCount(2);
  await expect(few.getByRole('button', { name: /See all/ })).toHaveCount(0);

  // Five: the button names the count, is reachable by keyboard and expands the list to every entry.
  await page.goto(`/${manyId}`);
  const many = feedbackSection(page);
  const seeAll = many.getByRole('button', { name: 'See all 5 feedbacks' });
  await expect(seeAll).toHaveAttribute('aria-expanded', 'false');
  await seeAll.focus();
  await page.keyboard.press('Enter');
  await expect(many.getByRole('button', { name: 'Show Fewer Feedbacks' })).toHaveAttribute('aria-expanded', 'true');
  const entries = many.getByRole('list', { name: 'Feedbacks' }).getByRole('listitem');
  await expect(entries).toHaveCount(5);
  await entries.last().scrollIntoViewIfNeeded();
  await expect(entries.last()).toBeInViewport();
  await page.screenshot({ path: testInfo.outputPath('all-feedbacks.png'), fullPage: false });
});
