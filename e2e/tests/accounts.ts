import { expect, type APIRequestContext, type Page } from '@playwright/test';

let counter = 0;
/** A fresh shopper per test, so suites can run in any order against one database. */
export function newShopper() {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${counter}`;
  return {
    firstName: 'Olena',
    lastName: 'Kovalenko',
    email: `olena.${stamp}@example.com`,
    password: 'linen-summer-42',
  };
}

export type Shopper = ReturnType<typeof newShopper>;

/** The newest mail the development outbox holds for an address (the dev mailbox's JSON twin). */
export async function latestMail(request: APIRequestContext, to: string) {
  let mails: Array<{ subject: string; text: string; html: string }> = [];
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
      mails = response.ok() ? await response.json() : [];
      return mails.length;
    })
    .toBeGreaterThan(0);
  return mails[0];
}

/** Logs in through the login form and waits for the shop to go home. */
export async function logInThroughForm(page: Page, shopper: Pick<Shopper, 'email' | 'password'>) {
  await page.goto('/login');
  await page.getByRole('main').getByLabel('Email').fill(shopper.email);
  await page.getByRole('main').getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
}
