import type { Page } from '@playwright/test';
import { blockingViolations } from './axe';
import { test, expect, productCards } from './fixtures';
import {
  answerStatus,
  latestMail,
  logInThroughForm,
  newShopper,
  registeredShopper,
  submitLoginForm,
  type Shopper,
} from './accounts';
import { PROCESSOR_ORIGIN, cardFrame } from './checkout';
import { settle } from './every-route';

// Every journey has a shopper of its own: both workers share the file.
test.describe.configure({ mode: 'parallel' });

async function registerThroughForm(page: Page, shopper: Shopper) {
  await page.goto('/registration');
  await page.getByRole('main').getByLabel('First Name').fill(shopper.firstName);
  await page.getByRole('main').getByLabel('Last Name').fill(shopper.lastName);
  await page.getByRole('main').getByLabel('Email').fill(shopper.email);
  await page.getByRole('main').getByLabel('Password', { exact: true }).fill(shopper.password);
  // Registration hashes the password (scrypt): wait for the API's answer, then for the dialog.
  const status = await answerStatus(page, 'POST', '/api/customers', () =>
    page.getByRole('button', { name: 'Register Now' }).click(),
  );
  expect(status).toBe(201);
  await expect(page.getByRole('dialog', { name: 'Verify Your Email' })).toBeVisible();
}

async function logOutFromProfile(page: Page) {
  await page.goto('/userProfile/logout');
  await page.getByRole('button', { name: 'Log Out' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
}

test('@local register, verify the e-mail from the development mailbox, log out and log in again', async ({
  page,
  request,
}) => {
  // Registration, verification, logout and login: four password hashes and five pages, the longest journey here.
  test.slow();
  const shopper = newShopper();
  await registerThroughForm(page, shopper);
  await page.getByRole('dialog').getByRole('button', { name: 'Continue shopping' }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);

  // The mail went to the development outbox; its page shows it with the link a shopper would click.
  await page.goto('/dev/mailbox');
  await expect(page.getByText(shopper.email).first()).toBeVisible();
  const mail = await latestMail(request, shopper.email);
  const link = mail.text.match(/https?:\/\/\S+verify-email\?token=[\w-]+/)?.[0];
  expect(link, 'verification link in the mail').toBeTruthy();
  await page.goto(link!);
  await expect(page.getByText('Your e-mail address is verified. Thank you!')).toBeVisible();

  await page.goto('/userProfile');
  await expect(page.getByText('Email verified')).toBeVisible();

  // The link is single use.
  await page.goto(link!);
  await expect(page.getByText(/invalid or has expired/)).toBeVisible();

  await logOutFromProfile(page);
  await page.goto('/userProfile');
  await expect(page).toHaveURL(/\/login$/);

  await logInThroughForm(page, shopper);
  await page.goto('/userProfile');
  await expect(page.getByRole('main').getByLabel('Email')).toHaveValue(shopper.email);
});

test('a wrong password shows the login toast', { tag: '@smoke' }, async ({ page }) => {
  await page.goto('/login');
  expect(await submitLoginForm(page, { email: 'nobody@example.com', password: 'wrong-password-1' })).toBe(401);
  await expect(page.getByText('Login unsuccessful. Please try again.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('/userProfile without a session goes to the login page', async ({ page }) => {
  await page.goto('/userProfile/address');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
});

/** A new shopper, registered through the form and back in the shop with their session. */
async function signedUpShopper(page: Page): Promise<Shopper> {
  const shopper = newShopper();
  await registerThroughForm(page, shopper);
  await page.getByRole('dialog').getByRole('button', { name: 'Continue shopping' }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  return shopper;
}

// One account per tab: as a single journey the seven tabs (eight password hashings and some twenty page
// loads) outgrew the test timeout on a loaded machine and failed at their last step.
test.describe('every profile tab changes something that survives a reload', () => {
  test('User Profile: names, birth date and phone', async ({ page }) => {
    await signedUpShopper(page);
    await page.goto('/userProfile');
    await page.getByRole('main').getByLabel('First Name').fill('Oksana');
    await page.getByRole('main').getByLabel('Birth Date').fill('1990-04-12');
    await page.getByRole('main').getByLabel('Phone Number').fill('0441234567');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your personal information has been successfully updated')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('main').getByLabel('First Name')).toHaveValue('Oksana');
    await expect(page.getByRole('main').getByLabel('Birth Date')).toHaveValue('1990-04-12');
    await expect(page.getByRole('main').getByLabel('Phone Number')).toHaveValue('0441234567');
  });

  test('Address: a new address', async ({ page }) => {
    const shopper = await signedUpShopper(page);
    await page.goto('/userProfile/address');
    await expect(page.getByText('No address added yet')).toBeVisible();
    await page.getByRole('button', { name: 'Add a new address' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('First Name').fill('Oksana');
    await dialog.getByLabel('Last Name').fill('Kovalenko');
    await dialog.getByLabel('Email').fill(shopper.email);
    await dialog.getByLabel('Phone').fill('0441234567');
    await dialog.getByLabel('Country').fill('Ukraine');
    await dialog.getByLabel('City').fill('Kyiv');
    await dialog.getByLabel('Street').fill('Yaroslaviv Val 25');
    await dialog.getByLabel('Apartment').fill('12');
    await dialog.getByLabel('Postal Code').fill('01-034');
    await dialog.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByText('You have successfully added a new address.')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Current Address', { exact: true })).toBeVisible();
    await expect(page.getByText(/Yaroslaviv Val 25/)).toBeVisible();
  });

  test('@local Payment Card: the card goes to the processor only; brand, last four and expiry come back, Delete removes it', async ({
    page,
  }) => {
    await signedUpShopper(page);
    // Every request body the page sends anywhere but the processor: the card number is never among them.
    const sentToShop: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== PROCESSOR_ORIGIN) sentToShop.push(request.postData() ?? '');
    });
    await page.goto('/userProfile/paymentCard');
    const frame = cardFrame(page);
    await frame.getByLabel('Card number').fill('4242424242424242');
    await expect(frame.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
    await frame.getByLabel('Expiration date MM / YY').fill('1230');
    await expect(frame.getByLabel('Expiration date MM / YY')).toHaveValue('12/30');
    await frame.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Save Card' }).click();
    await expect(page.getByRole('main').getByLabel('Card ending in 4242')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('main').getByLabel('Card ending in 4242')).toBeVisible();
    await expect(page.getByText('Expires 12/30')).toBeVisible();
    const storage = await page.evaluate(
      () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie,
    );
    expect(storage).not.toContain('4242424242424242');
    expect(storage).not.toContain('4242 4242 4242 4242');
    expect(sentToShop.join('\n')).not.toMatch(/4242 ?4242 ?4242 ?4242/);
    expect(sentToShop.join('\n')).toContain('"paymentMethodId":"pm_');
    await page.getByRole('button', { name: 'Delete Card' }).click();
    await expect(page.getByText('Card was successfully deleted')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Save Card' })).toBeVisible();
  });

  test('Password and Logout: the new password is the one that logs in again', async ({ page }) => {
    // Five scrypt hashings (sign-up, the current and the new password, a refused and an accepted login): on a
    // busy two-core CI machine beside the topology's start the journey took 48 s, past the suite's 45 s.
    test.slow();
    const shopper = await signedUpShopper(page);
    await page.goto('/userProfile/password');
    await page.getByRole('main').getByLabel('Current Password').fill(shopper.password);
    await page.getByRole('main').getByLabel('New Password', { exact: true }).fill('winter-wool-2026');
    await page.getByRole('main').getByLabel('Confirm New Password').fill('winter-wool-2026');
    // Checking the current password and hashing the new one both take scrypt's time.
    const status = await answerStatus(page, 'PUT', '/api/customers/password', () =>
      page.getByRole('button', { name: 'Update Password' }).click(),
    );
    expect(status).toBe(200);
    await expect(page.getByText('Password updated successfully!')).toBeVisible();

    // Logout: cancelling keeps the shopper; confirming ends the session.
    await page.goto('/userProfile/logout');
    await page.getByRole('button', { name: 'Log Out' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Thank you for staying with us')).toBeVisible();
    await logOutFromProfile(page);

    await page.goto('/login');
    expect(await submitLoginForm(page, shopper)).toBe(401);
    await expect(page.getByText('Login unsuccessful. Please try again.')).toBeVisible();
    await logInThroughForm(page, { email: shopper.email, password: 'winter-wool-2026' });
    await page.goto('/userProfile');
    await expect(page.getByRole('main').getByLabel('Email')).toHaveValue(shopper.email);
  });

  test('Delete Account: the account is gone and its password no longer logs in', async ({ page }) => {
    const shopper = await signedUpShopper(page);
    await page.goto('/userProfile/delete');
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete Account' }).click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await page.goto('/userProfile');
    await expect(page).toHaveURL(/\/login$/);
    expect(await submitLoginForm(page, shopper)).toBe(401);
    await expect(page.getByText('Login unsuccessful. Please try again.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test('a guest wish list survives a reload and merges into the account at login', async ({ page, browser }) => {
  const shopper = newShopper();
  // The account already holds one favourite, saved from another browser.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto('/registration');
  await registerThroughForm(otherPage, shopper);
  await otherPage.getByRole('dialog').getByRole('button', { name: 'Continue shopping' }).click();
  await otherPage.goto('/collection?category=tops');
  await productCards(otherPage)
    .first()
    .getByRole('button', { name: /add .* to wish list/i })
    .click();
  await expect(otherPage.getByRole('link', { name: /wish list, 1 item/i })).toBeVisible();
  await other.close();

  // As a guest, two dresses.
  await page.goto('/collection?category=dresses');
  await productCards(page)
    .nth(0)
    .getByRole('button', { name: /add .* to wish list/i })
    .click();
  await productCards(page)
    .nth(1)
    .getByRole('button', { name: /add .* to wish list/i })
    .click();
  await expect(page.getByRole('link', { name: /wish list, 2 items/i })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: /wish list, 2 items/i })).toBeVisible();

  await logInThroughForm(page, shopper);
  await expect(page.getByRole('link', { name: /wish list, 3 items/i })).toBeVisible();
  await page.goto('/wishList');
  await expect(page.getByText('3 item(s)')).toBeVisible();
  await page.reload();
  await expect(page.getByText('3 item(s)')).toBeVisible();
});

for (const path of ['/login', '/registration', '/wishList']) {
  test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('main').locator('form, a[href="/collection"]').first()).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });
}

// One test per tab, each with its own account, so four axe runs never share one test's time budget.
for (const tab of ['', '/address', '/paymentCard', '/password']) {
  test(`the profile tab /userProfile${tab} has no serious or critical accessibility violation`, async ({ page }) => {
    await signedUpShopper(page);
    await page.goto(`/userProfile${tab}`);
    await expect(page.getByRole('navigation', { name: 'Account sections' })).toBeVisible();
    // The card tab is ready when the processor's card frame shows its fields.
    if (tab === '/paymentCard') await expect(cardFrame(page).getByLabel('Card number')).toBeVisible();
    await settle(page);
    expect(await blockingViolations(page)).toEqual([]);
  });
}

test(
  'a logged-in shopper who opens /login or /registration is sent on to /',
  { tag: '@mobile' },
  async ({ page, request, baseURL }) => {
    const shopper = await registeredShopper(request, baseURL);
    await logInThroughForm(page, shopper);
    for (const path of ['/login', '/registration']) {
      await page.goto(path);
      await expect(page).toHaveURL(/localhost:\d+\/$/);
      await expect(page.getByRole('heading', { level: 1, name: /quiet colours/i })).toBeVisible();
    }
  },
);

test(
  "a guest's start-up asks the API nothing and downloads no API client; a shopper's start-up asks for her session",
  {
    tag: '@mobile',
  },
  async ({ page, baseURL }) => {
    const asked: string[] = [];
    const scripts: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      // Pictures (drawings and product photos) are files, not API calls.
      if (pathname.startsWith('/api/') && !/^\/api\/(images|photos)\//.test(pathname)) asked.push(pathname);
      if (request.resourceType() === 'script') scripts.push(pathname);
    });
    await page.goto('/');
    // Hydrated: the header's search opens its panel (the start-up session step runs right after hydration).
    await page.getByRole('button', { name: 'Open search' }).click();
    await expect(page.getByRole('search', { name: 'Search products' }).getByRole('searchbox')).toBeVisible();
    expect(asked).toEqual([]);
    expect(scripts.filter((path) => path.includes('api-client'))).toEqual([]);

    // The same browser once she is registered (the API sets the session cookie and the signed-in hint).
    await registeredShopper(page.request, baseURL);
    const [check] = await Promise.all([
      page.waitForResponse((response) => new URL(response.url()).pathname === '/api/cookies'),
      page.goto('/'),
    ]);
    expect(check.status()).toBe(200);
    expect(((await check.json()) as { user: unknown }).user).not.toBeNull();
    await expect(page.getByRole('link', { name: 'User Profile' })).toBeVisible();
  },
);

test("@local @mobile the Payment Card tab holds the card frame's place with a loading state until the frame is ready", async ({
  page,
  baseURL,
}) => {
  await registeredShopper(page.request, baseURL);
  // The processor's frame arrives late, as on a slow connection.
  await page.route('http://localhost:3007/**', async (route) => {
    if (route.request().resourceType() === 'document') await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue();
  });
  await page.goto('/userProfile/paymentCard');
  const loading = page.getByRole('status').filter({ hasText: 'Loading the secure card form…' });
  await expect(loading).toBeVisible();
  await expect(loading).toHaveCount(0, { timeout: 15_000 });
  await expect(page.frameLocator('iframe').first().getByLabel('Card number')).toBeVisible();
});
