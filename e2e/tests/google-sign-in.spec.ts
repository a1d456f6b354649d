import { randomBytes } from 'node:crypto';
import { test, expect } from './fixtures';

// Without Google credentials `npm start` runs the development identity provider (http://localhost:3006)
// beside the API, so "Continue with Google" goes through a real OpenID Connect flow on this machine.
const uniqueEmail = () => `google-e2e-${Date.now()}-${randomBytes(3).toString('hex')}@example.com`;

test('@local "Continue with Google" signs a new customer in through the development provider', async ({ page }) => {
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

test('@local cancelling at the development provider returns to the login page with an error', async ({ page }) => {
  await page.goto('/auth/google');
  await expect(page.getByRole('heading', { name: 'Development sign-in' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/login\?error=google$/);
  // Still a guest: the session check answers 200 with no user (not an error status).
  const session = await page.evaluate(async () => {
    const response = await fetch('/api/cookies');
    return { status: response.status, body: await response.json() };
  });
  expect(session).toEqual({ status: 200, body: { user: null } });
});

test(
  '@local a customer who signed up with Google sets a password without a current one, then logs in with it',
  {
    tag: '@mobile',
  },
  async ({ page }) => {
    const email = uniqueEmail();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await page.getByLabel('Name').fill('Lesya Ukrainka');
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);

    await page.goto('/userProfile/password');
    const form = page.getByRole('form', { name: 'Set password' });
    await expect(form).toBeVisible();
    await expect(page.getByLabel('Current Password')).toHaveCount(0);
    await form.getByLabel('New Password', { exact: true }).fill('forest-song-1911');
    await form.getByLabel('Confirm New Password').fill('forest-song-1911');
    await form.getByRole('button', { name: 'Set Password' }).click();
    await expect(page.getByText('Password updated successfully!')).toBeVisible();
    // Now she has one: the tab asks for it before any further change.
    await expect(page.getByRole('form', { name: 'Change password' }).getByLabel('Current Password')).toBeVisible();

    // Logged out, the e-mail and the new password log her in.
    await page.request.post('/api/customers/logout', { headers: { origin: new URL(page.url()).origin } });
    await page.goto('/login');
    await page.getByRole('main').getByLabel('Email').fill(email);
    await page.getByRole('main').getByLabel('Password', { exact: true }).fill('forest-song-1911');
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
    const session = await page.evaluate(async () => (await (await fetch('/api/cookies')).json()) as { user: unknown });
    expect(session.user).toMatchObject({ email, hasPassword: true });
  },
);
