import { randomBytes } from 'node:crypto';
import { test, expect } from './fixtures';

// Without Google credentials `npm start` runs the development identity provider (http://localhost:3006)
// beside the API, so "Continue with Google" goes through a real OpenID Connect flow on this machine.
const uniqueEmail = () => `google-e2e-${Date.now()}-${randomBytes(3).toString('hex')}@example.com`;

test('"Continue with Google" signs a new customer in through the development provider', async ({ page }) => {
  const email = uniqueEmail();
  await page.goto('/login');
  await page.getByRole('link', { name: 'Continue with Google' }).click();

  await expect(page.getByRole('heading', { name: 'Development sign-in' })).toBeVisible();
  await expect(page.getByText('This is not Google.')).toBeVisible();
  await page.getByLabel('Name').fill('Ada Lovelace');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await expect(page.getByLabel('E-mail verified')).toBeChecked();
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
  const session = await page.evaluate(async () => {
    const response = await fetch('/api/cookies', { credentials: 'same-origin' });
    return { status: response.status, body: await response.json() };
  });
  expect(session.status).toBe(200);
  expect(session.body.user).toMatchObject({
    email,
    firstName: 'Ada',
    lastName: 'Lovelace',
    emailVerified: true,
    hasPassword: false,
  });
});

test('cancelling at the development provider returns to the login page with an error', async ({ page }) => {
  await page.goto('/auth/google');
  await expect(page.getByRole('heading', { name: 'Development sign-in' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/login\?error=google$/);
  const status = await page.evaluate(async () => (await fetch('/api/cookies')).status);
  expect(status).toBe(401);
});
