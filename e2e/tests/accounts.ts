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

/** A new shopper registered through the API in its own request context, so the page stays a guest. */
export async function registeredShopper(request: APIRequestContext, baseURL: string | undefined): Promise<Shopper> {
  const shopper = newShopper();
  const response = await request.post('/api/customers', {
    data: {
      firstName: shopper.firstName,
      lastName: shopper.lastName,
      email: shopper.email,
      password: shopper.password,
    },
    // The API accepts unsafe methods only from its own origin, as the shop's pages send them.
    headers: { origin: baseURL ?? 'http://localhost:3000' },
  });
  expect(response.status()).toBe(201);
  return shopper;
}

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

/** The newest mail to an address with this subject, once the development outbox holds it (queued or sent). */
export async function mailWithSubject(request: APIRequestContext, to: string, subject: string) {
  let mail: { subject: string; text: string; html: string } | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
      const mails: Array<{ subject: string; text: string; html: string }> = response.ok() ? await response.json() : [];
      mail = mails.find((m) => m.subject === subject);
      return mails.map((m) => m.subject);
    })
    .toContain(subject);
  return mail!;
}

/** Waits for the API's answer to `method path` while `act` runs; resolves with its status. */
export async function answerStatus(page: Page, method: string, path: string, act: () => Promise<void>) {
  const [answer] = await Promise.all([
    page.waitForResponse(
      (response) => response.request().method() === method && new URL(response.url()).pathname === path,
    ),
    act(),
  ]);
  return answer.status();
}

/**
 * Fills the login form already on the page, presses Log In and waits for the API's answer, whose status
 * it returns. The answer takes a deliberate password hashing (scrypt, also for an unknown e-mail), which
 * on a loaded machine can take longer than an expectation's timeout: wait for it, then for the page.
 */
export async function submitLoginForm(page: Page, { email, password }: Pick<Shopper, 'email' | 'password'>) {
  await page.getByRole('main').getByLabel('Email').fill(email);
  await page.getByRole('main').getByLabel('Password', { exact: true }).fill(password);
  return answerStatus(page, 'POST', '/api/customers/login', () =>
    page.getByRole('button', { name: 'Log In', exact: true }).click(),
  );
}

/** Logs in through the login form and waits for the shop to go home. */
export async function logInThroughForm(page: Page, shopper: Pick<Shopper, 'email' | 'password'>) {
  await page.goto('/login');
  expect(await submitLoginForm(page, shopper)).toBe(200);
  await expect(page).toHaveURL(/localhost:\d+\/$/);
}
