import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { request as playwrightRequest, type Page } from '@playwright/test';
import { blockingViolations } from './axe';
import { TEST_CARDS, continueFromInfo, payWithNewCard, shopperWithBag, successfulOrderNumber } from './checkout';
import { expect, test } from './fixtures';
import { STAFF_PASSWORD, kyivLocal, setUpStaffMember, staffToken } from './staff';

// Issue 34, point 4, end to end: a catalogue member creates a discount code in the back office; a shopper adds it
// in the bag ("Add discount code"), sees it in the server's quote by name and amount, pays with 4242, and finds it
// on the success page and in her Orders tab. @local: the staff command, the development mailbox, the processor.
test.describe.configure({ timeout: 180_000 });

const repoRoot = resolve(__dirname, '../..');
const run = promisify(execFile);

/** `npm run shop -- --api <shop> ...` with the data folder's first-owner token (staffToken's first step). */
async function command(baseURL: string, argv: string[]) {
  const { stdout } = await run('npm', ['run', '--silent', 'shop', '--', '--api', baseURL, ...argv], {
    cwd: repoRoot,
    timeout: 120_000,
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, SHOP_STAFF_TOKEN: '' },
  });
  return stdout.trim();
}

/** A catalogue member invited by the e2e owner (its API token) and set up: her e-mail and a recovery code. */
async function catalogueMember(origin: string): Promise<{ email: string; code: string }> {
  const token = await staffToken(origin, (...argv) => command(origin, argv));
  const email = `codes.${Date.now().toString(36)}@vesna.test`;
  const api = await playwrightRequest.newContext({ baseURL: origin, extraHTTPHeaders: { origin } });
  try {
    const invited = await api.post('/api/staff/members', {
      data: { email, name: 'Iryna', role: 'catalogue' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(invited.status(), await invited.text()).toBe(201);
    const outbox = await api.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
    const link = /\/staff\/setup\?token=([^"\s\\<&]+)/.exec(await outbox.text())?.[1];
    expect(link).toBeDefined();
    const codes = await setUpStaffMember(api, link!, email);
    return { email, code: codes[0]! };
  } finally {
    await api.dispose();
  }
}

async function staffLogIn(page: Page, email: string, code: string) {
  await page.goto('/staff/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: /^Hello, / })).toBeVisible();
}

test('@mobile @local a catalogue member creates a code; a shopper adds it in the bag, pays less, and sees it after', async ({
  browser,
  page,
  request,
  baseURL,
  viewport,
}) => {
  const origin = baseURL ?? 'http://localhost:3000';
  const code = `E2E${Date.now().toString(36).toUpperCase()}${viewport?.width ?? ''}`;

  // The member creates a 10 % code on the whole bag, from an hour ago (Kyiv time) for a week, one use each.
  const member = await catalogueMember(origin);
  const staff = await (await browser.newContext({ baseURL: origin, viewport: viewport ?? undefined })).newPage();
  await staffLogIn(staff, member.email, member.code);
  await staff.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Discount codes' }).click();
  await staff.getByRole('link', { name: 'New discount code' }).click();
  await staff.getByLabel(/^Code/).fill(code.toLowerCase());
  await staff.getByLabel(/^Percentage/).fill('10');
  await staff.getByLabel(/^Start/).fill(kyivLocal(-3_600_000));
  await staff.getByLabel(/^End/).fill(kyivLocal(7 * 24 * 3_600_000));
  await staff.getByLabel(/^Uses per customer/).fill('1');
  expect(await blockingViolations(staff)).toEqual([]);
  await staff.getByRole('button', { name: 'Create code' }).click();
  await expect(staff.getByRole('heading', { name: code })).toBeVisible();
  await staff.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Discount codes' }).click();
  await expect(staff.getByRole('row', { name: new RegExp(code) })).toContainText('10 %');

  // The shopper adds it in the bag: the server's quote shows it by name and amount.
  await shopperWithBag(page, request, baseURL, { withAddress: true });
  await page.goto('/cart');
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary.getByText('Total', { exact: true })).toBeVisible();
  await summary.getByRole('button', { name: 'Add discount code' }).click();
  await summary.getByRole('textbox', { name: 'Discount code' }).fill(code.toLowerCase());
  await summary.getByRole('button', { name: 'Apply' }).click();
  await expect(summary.getByRole('status')).toContainText(`Code ${code} (10 %): $`);
  await expect(summary).toContainText(`Code ${code} (10 %)`);
  expect(await blockingViolations(page)).toEqual([]);

  // It goes on with her to /payment, and she pays the discounted total.
  await page.getByRole('link', { name: 'Next' }).click();
  await continueFromInfo(page);
  await expect(page.getByRole('region', { name: 'Order Summary' })).toContainText(`Code ${code} (10 %)`);
  await payWithNewCard(page, TEST_CARDS.succeeds);
  const orderNumber = await successfulOrderNumber(page);
  await expect(page.getByTestId('order-discount')).toContainText(`Code ${code} (10 %): −$`);

  // Her Orders tab shows it.
  await expect(async () => {
    await page.goto(`/userProfile/orders/${orderNumber}`);
    await expect(page.getByRole('region', { name: 'Totals' })).toContainText(`Code ${code} (10 %)`, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });

  // The back office counts the use.
  await expect(async () => {
    await staff.reload();
    await expect(staff.getByRole('row', { name: new RegExp(code) })).toContainText('1 of unlimited', {
      timeout: 3_000,
    });
  }).toPass({ timeout: 30_000 });
});
