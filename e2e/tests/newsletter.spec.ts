import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { latestMail, newShopper } from './accounts';
import { blockingViolations } from './axe';

// The footer's newsletter with double opt-in: subscribe, confirm through the development mailbox,
// the link works once, and the unsubscribe link in the same mail works without a login. A link only opens
// the page; its button acts (a mail scanner following links changes nothing).
const linkIn = (text: string, route: 'confirm' | 'unsubscribe') => {
  const link = new RegExp(`https?://\\S+/api/subscribers/${route}\\?token=\\S+`).exec(text)?.[0];
  expect(link, `${route} link in the mail`).toBeTruthy();
  return link!;
};

async function subscribeInFooter(page: Page, email: string) {
  await page.goto('/termsConditions');
  const form = page.getByRole('form', { name: 'Newsletter' });
  await form.scrollIntoViewIfNeeded();
  await form.getByLabel('Email').fill(email);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText(/please check your inbox: we sent you a link to confirm/i)).toBeVisible();
  await expect(form).toBeHidden();
}

test('@local @mobile a shopper subscribes in the footer and confirms through the mailed link, which works once', async ({
  page,
  request,
}, testInfo) => {
  const { email } = newShopper();
  await subscribeInFooter(page, email);
  await page.screenshot({ path: testInfo.outputPath('newsletter-answer.png') });

  const mail = await latestMail(request, email);
  expect(mail.subject).toBe('Confirm your subscription to the Vesna newsletter');
  const confirm = linkIn(mail.text, 'confirm');
  linkIn(mail.text, 'unsubscribe');

  // Opening the link (as a mail scanner would) only asks; the button confirms.
  await page.goto(confirm);
  await expect(page).toHaveURL(/\/newsletter\?action=confirm&token=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('newsletter-confirm-prompt.png') });
  await page.getByRole('button', { name: 'Confirm My Subscription' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your subscription is confirmed' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('newsletter-confirmed.png') });
  expect(await blockingViolations(page)).toEqual([]);

  await page.goto(confirm);
  await page.getByRole('button', { name: 'Confirm My Subscription' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'This link is invalid or has expired' })).toBeVisible();
});

test('@local following the mailed links without pressing the button changes nothing', async ({ page, request }) => {
  const { email } = newShopper();
  await subscribeInFooter(page, email);
  const mail = await latestMail(request, email);
  // A mail scanner opens every link of the mail.
  for (const link of [linkIn(mail.text, 'unsubscribe'), linkIn(mail.text, 'confirm')]) {
    await page.goto(link);
    await expect(page.getByRole('button', { name: /Confirm My Subscription|Unsubscribe/ })).toBeVisible();
  }
  // The confirmation link still works: nothing was used up.
  await page.goto(linkIn(mail.text, 'confirm'));
  await page.getByRole('button', { name: 'Confirm My Subscription' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your subscription is confirmed' })).toBeVisible();
});

test('@local @mobile the unsubscribe link works without a login, once', async ({ page, request }, testInfo) => {
  const { email } = newShopper();
  await subscribeInFooter(page, email);
  const unsubscribe = linkIn((await latestMail(request, email)).text, 'unsubscribe');

  await page.goto(unsubscribe);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('newsletter-unsubscribed.png') });
  await page.goto(unsubscribe);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'This link is invalid or has expired' })).toBeVisible();
});

test('@local the answer is the same for an address already on the list', async ({ page }) => {
  const { email } = newShopper();
  await subscribeInFooter(page, email);
  // A second time, from a fresh page: the same text, nothing tells that the address is known.
  await subscribeInFooter(page, email);
});
