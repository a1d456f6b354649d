import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { newShopper } from './accounts';
import { blockingViolations } from './axe';

// /contactUs at 1280 px (the full "Write Us" form) and, tagged @mobile, at 390 px (the subject
// accordion below the large breakpoint, 900 px).
const SUCCESS = 'Your message was sent successfully. We will contact you within 1-2 business days';
const FAILURE = 'Failed to send your message. Please try again later.';
const LARGE_BREAKPOINT = 900;
// contracts' SHOP_EMAIL (the e2e package does not depend on contracts).
const SHOP_EMAIL = 'hello@vesna.com.ua';

const isWide = (page: Page) => (page.viewportSize()?.width ?? 0) >= LARGE_BREAKPOINT;

/** The form of this layout: the full one on wide screens, the "Support" subject's on narrow ones. */
async function openForm(page: Page): Promise<Locator> {
  await page.goto('/contactUs');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  const subjects = ['General Inquiry', 'Support', 'Feedback'];
  if (isWide(page)) {
    for (const subject of subjects) await expect(page.getByRole('button', { name: subject })).toBeHidden();
    return page.getByRole('form', { name: 'Write Us' });
  }
  await expect(page.getByRole('form', { name: 'Write Us' })).toBeHidden();
  for (const subject of subjects) {
    await expect(page.getByRole('button', { name: subject })).toHaveAttribute('aria-expanded', 'false');
  }
  await page.getByRole('button', { name: 'Support' }).click();
  return page.getByRole('form', { name: 'Write Us: Support' });
}

/** The newest mail to the shop's inbox that mentions `text` (the outbox is shared by every test). */
async function shopMailMentioning(page: Page, text: string) {
  let found: { subject: string; text: string } | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(SHOP_EMAIL)}`);
      const mails = (await response.json()) as Array<{ subject: string; text: string }>;
      found = mails.find((mail) => mail.text.includes(text));
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

test('@local @mobile a shopper writes to the shop: messages, "Sending...", success notice for 4 s, form reset', async ({
  page,
}, testInfo) => {
  const form = await openForm(page);
  await expect(form).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);

  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('First Name is required')).toBeVisible();
  await expect(form.getByText('Email is required')).toBeVisible();
  await expect(form.getByText('Message is required')).toBeVisible();
  await expect(form.getByText('You have to submit our Privacy and Policy')).toBeVisible();
  await form.getByLabel('Email', { exact: true }).fill('olena@');
  await form.getByLabel('Full Name', { exact: true }).fill('Olena 2');
  await form.getByLabel('Message', { exact: true }).focus();
  await expect(form.getByText('Invalid email address')).toBeVisible();
  await expect(form.getByText('Name must contain only letters')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('contact-errors.png'), fullPage: true });

  const { email } = newShopper();
  await form.getByLabel('Full Name', { exact: true }).fill('Olena Kovalenko');
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Order Number (optional)').fill('100042');
  await form.getByLabel('Message', { exact: true }).fill('The linen dress runs long. Can I exchange it?');
  await form.getByRole('checkbox', { name: /I agree with the Privacy Policy/ }).check();
  await expect(form.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/policy');

  // Hold the answer back a moment so the sending state can be seen.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/contacts', async (route) => {
    await held;
    await route.continue();
  });
  await form.getByRole('button', { name: 'Send Message' }).click();
  const sending = form.getByRole('button', { name: 'Sending...' });
  await expect(sending).toBeVisible();
  await expect(sending).toBeDisabled();
  release();

  const notice = page.getByRole('status').filter({ hasText: SUCCESS });
  await expect(notice).toBeVisible();
  const shownAt = Date.now();
  await page.screenshot({ path: testInfo.outputPath('contact-success.png'), fullPage: false });
  await expect(form.getByLabel('Full Name', { exact: true })).toHaveValue('');
  await expect(form.getByLabel('Message', { exact: true })).toHaveValue('');
  await expect(form.getByRole('checkbox')).not.toBeChecked();
  await expect(notice).toBeHidden({ timeout: 6_000 });
  expect(Date.now() - shownAt).toBeGreaterThan(3_000);

  // The shop's inbox has it, with the subject chosen on narrow screens.
  const mail = await shopMailMentioning(page, email);
  expect(mail.subject).toMatch(
    isWide(page) ? /: Contact form from Olena Kovalenko$/ : /: Support from Olena Kovalenko$/,
  );
  expect(mail.text).toContain('Order number: 100042');
});

test('@local @mobile a failed send shows "Failed to send your message. Please try again later." and keeps the text', async ({
  page,
}) => {
  const form = await openForm(page);
  await page.route('**/api/contacts', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"down"}' }),
  );
  await form.getByLabel('Full Name', { exact: true }).fill('Olena Kovalenko');
  await form.getByLabel('Email', { exact: true }).fill('olena@example.com');
  await form.getByLabel('Message', { exact: true }).fill('Hello');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('alert').filter({ hasText: FAILURE })).toBeVisible();
  await expect(form.getByLabel('Message', { exact: true })).toHaveValue('Hello');
  await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
});
