import { createHash, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { buildApp } from '../../../app';
import { useTestApp } from '../../../test-support/test-app';
import { devIdpOf, startDevServicesProcess, type DevServicesProcess } from '../../../test-support/dev-services';
import { TestBrowser, type Hop } from './test-browser';
import { GOOGLE_ISSUER } from '../provider-settings';
import { signInWithProviderIdentity } from '../service';

// The real flow: the API on a random port, the development identity provider (a real oidc-provider) in
// its own dev-services process on another, reached over HTTP as Google is, and a cookie-keeping fetch
// client playing the browser.
const ctx = useTestApp();
let devServices: DevServicesProcess;
let idp: { issuer: string; port: number };
let origin: string;

/** The provider's subject for an address (dev-services' dev-accounts.ts): stable per address, any case. */
const devSubjectFor = (email: string) =>
  `dev-${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32)}`;
const savedEnv = { ...process.env };

beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  const port = (ctx.app.server.address() as AddressInfo).port;
  devServices = await startDevServicesProcess({ apiPort: port, devIdp: true });
  idp = devIdpOf(devServices);
  delete process.env.GOOGLE_CLIENT_ID;
  delete process.env.GOOGLE_CLIENT_SECRET;
  delete process.env.PUBLIC_ORIGIN;
  delete process.env.DEV_IDP;
  process.env.DEV_IDP_PORT = String(idp.port);
}, 60_000);

afterAll(async () => {
  process.env = savedEnv;
  await devServices?.stop();
});

const uniqueEmail = (name: string) => `${name}-${randomBytes(4).toString('hex')}@example.com`;
const isCallback = (url: string) => url.startsWith(`${origin}/auth/google/callback`);

interface Person {
  name: string;
  email: string;
  verified?: boolean;
}

/** From "Continue with Google" to the provider's redirect back to the shop (not yet followed). */
async function throughProvider(browser: TestBrowser, person: Person, startPath = '/auth/google'): Promise<Hop> {
  const start = await browser.request(`${origin}${startPath}`);
  expect(start.status).toBe(302);
  expect(start.location).toMatch(new RegExp(`^${idp.issuer}/auth\\?`));
  const page = await browser.navigate(start.location as string);
  expect(page.status).toBe(200);
  const html = await page.response.text();
  expect(html).toContain('Development sign-in');
  expect(html).toContain('This is not Google.');
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  expect(action).toBeDefined();
  const form = new URLSearchParams({ name: person.name, email: person.email, action: 'sign-in' });
  if (person.verified ?? true) form.set('email_verified', 'true');
  const back = await browser.navigate(
    new URL(action as string, idp.issuer).href,
    { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString() },
    isCallback,
  );
  expect(back.location && isCallback(back.location)).toBe(true);
  return back;
}

/** The whole sign-in; returns where the shop sent the browser in the end. */
async function signIn(browser: TestBrowser, person: Person, startPath?: string): Promise<string | null> {
  const back = await throughProvider(browser, person, startPath);
  const callback = await browser.request(back.location as string);
  expect(callback.status).toBe(302);
  return callback.location;
}

async function sessionUser(browser: TestBrowser) {
  const hop = await browser.request(`${origin}/api/cookies`);
  return {
    status: hop.status,
    body: (await hop.response.json()) as { user?: Record<string, unknown>; error?: string },
  };
}

async function customerRow(email: string) {
  const { rows } = await ctx.database.db.query<{
    id: string;
    first_name: string;
    last_name: string;
    password_hash: string | null;
    email_verified: boolean;
  }>('SELECT id, first_name, last_name, password_hash, email_verified FROM customers WHERE lower(email) = lower($1)', [
    email,
  ]);
  return rows;
}

async function identities(customerId: string) {
  const { rows } = await ctx.database.db.query<{ issuer: string; subject: string; email: string }>(
    'SELECT issuer, subject, email FROM customer_identities WHERE customer_id = $1',
    [customerId],
  );
  return rows;
}

describe('Google sign-in against the development identity provider', () => {
  it('creates a customer without a password and starts a session that GET /api/cookies accepts', async () => {
    const browser = new TestBrowser();
    const email = uniqueEmail('ada');
    expect(await signIn(browser, { name: 'Ada King Lovelace', email })).toBe(`${origin}/`);
    expect(browser.cookie('vesna_session')).toBeDefined();
    // The attempt's cookie is single-use.
    expect(browser.cookie('vesna_google_flow')).toBeUndefined();

    const { status, body } = await sessionUser(browser);
    expect(status).toBe(200);
    expect(body.user).toMatchObject({
      firstName: 'Ada King',
      lastName: 'Lovelace',
      email,
      emailVerified: true,
      hasPassword: false,
    });

    const [row] = await customerRow(email);
    expect(row.password_hash).toBeNull();
    expect(await identities(row.id)).toEqual([{ issuer: idp.issuer, subject: devSubjectFor(email), email }]);
  });

  it('returns to the page that sent the shopper to log in (?returnTo=), and never off the shop', async () => {
    const back = await signIn(
      new TestBrowser(),
      { name: 'Mary Somerville', email: uniqueEmail('mary') },
      '/auth/google?returnTo=%2F100001%3Fcolor%3Dgreen',
    );
    expect(back).toBe(`${origin}/100001?color=green`);
    for (const elsewhere of ['https%3A%2F%2Fevil.example%2F', '%2F%2Fevil.example', '%2Flogin']) {
      const email = uniqueEmail('mary');
      expect(
        await signIn(new TestBrowser(), { name: 'Mary Somerville', email }, `/auth/google?returnTo=${elsewhere}`),
      ).toBe(`${origin}/`);
    }
  });

  it('signs the same person in to the same customer the second time', async () => {
    const email = uniqueEmail('grace');
    expect(await signIn(new TestBrowser(), { name: 'Grace Hopper', email })).toBe(`${origin}/`);
    const second = new TestBrowser();
    expect(await signIn(second, { name: 'Grace B. Hopper', email: email.toUpperCase() })).toBe(`${origin}/`);

    const rows = await customerRow(email);
    expect(rows).toHaveLength(1);
    expect((await sessionUser(second)).body.user).toMatchObject({ id: rows[0].id, email });
    expect(await identities(rows[0].id)).toHaveLength(1);
  });

  it('creates an unverified customer when the provider has not verified the address', async () => {
    const email = uniqueEmail('unverified');
    expect(await signIn(new TestBrowser(), { name: 'Una Verified', email, verified: false })).toBe(`${origin}/`);
    const [row] = await customerRow(email);
    expect(row.email_verified).toBe(false);
  });

  it('never signs a development identity in to an existing password account, even with "E-mail verified"', async () => {
    const email = uniqueEmail('existing');
    const { rows } = await ctx.database.db.query<{ id: string }>(
      `INSERT INTO customers (first_name, last_name, email, password_hash, email_verified)
       VALUES ('Ex', 'Isting', $1, 'scrypt$test-only', true) RETURNING id`,
      [email],
    );
    const customerId = rows[0].id;

    for (const verified of [false, true]) {
      const refused = new TestBrowser();
      expect(await signIn(refused, { name: 'Someone Else', email, verified })).toBe(`${origin}/login?error=google`);
      expect(refused.cookie('vesna_session')).toBeUndefined();
      expect((await sessionUser(refused)).body).toEqual({ user: null });
    }
    expect(await identities(customerId)).toEqual([]);
    // The account is as it was.
    expect(await customerRow(email)).toEqual([
      {
        id: customerId,
        first_name: 'Ex',
        last_name: 'Isting',
        password_hash: 'scrypt$test-only',
        email_verified: true,
      },
    ]);
  });

  it('never links a development identity to an account from another provider either', async () => {
    const email = uniqueEmail('google-made');
    const made = await signInWithProviderIdentity(
      ctx.database.db,
      GOOGLE_ISSUER,
      { subject: 'google-sub-1', email, emailVerified: true, givenName: 'Go', familyName: 'Ogle', name: null },
      { linkByEmail: true },
    );
    expect(await signIn(new TestBrowser(), { name: 'Someone Else', email })).toBe(`${origin}/login?error=google`);
    expect(await identities(made.customerId)).toHaveLength(1);
  });

  it('refuses a development identity linked to an account that has a password (an older link, or a password set since)', async () => {
    const email = uniqueEmail('since');
    const browser = new TestBrowser();
    expect(await signIn(browser, { name: 'Pat Since', email })).toBe(`${origin}/`);
    await ctx.database.db.query(
      `UPDATE customers SET password_hash = 'scrypt$test-only' WHERE lower(email) = lower($1)`,
      [email],
    );
    expect(await signIn(new TestBrowser(), { name: 'Pat Since', email })).toBe(`${origin}/login?error=google`);
  });

  it('refuses a callback whose state was tampered with', async () => {
    const browser = new TestBrowser();
    const email = uniqueEmail('tamper');
    const back = await throughProvider(browser, { name: 'Mallory Tamper', email });
    const tampered = new URL(back.location as string);
    tampered.searchParams.set('state', 'forged-state');
    const callback = await browser.request(tampered.href);
    expect(callback.status).toBe(302);
    expect(callback.location).toBe(`${origin}/login?error=google`);
    expect(browser.cookie('vesna_session')).toBeUndefined();
    expect(await customerRow(email)).toEqual([]);
  });

  it('refuses a callback without the sign-in attempt cookie (another browser)', async () => {
    const back = await throughProvider(new TestBrowser(), { name: 'Eve Elsewhere', email: uniqueEmail('eve') });
    const other = new TestBrowser();
    const callback = await other.request(back.location as string);
    expect(callback.location).toBe(`${origin}/login?error=google`);
    expect(other.cookie('vesna_session')).toBeUndefined();
  });

  it('refuses a callback whose attempt cookie was edited', async () => {
    const browser = new TestBrowser();
    const back = await throughProvider(browser, { name: 'Ed Itor', email: uniqueEmail('edit') });
    const cookie = browser.cookie('vesna_google_flow') as string;
    const [payload, mac] = cookie.split('.');
    const flow = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const edited = Buffer.from(JSON.stringify({ ...flow, expiresAt: flow.expiresAt + 1 })).toString('base64url');
    const callback = await new TestBrowser().request(back.location as string, {
      headers: { cookie: `vesna_google_flow=${edited}.${mac}` },
    });
    expect(callback.location).toBe(`${origin}/login?error=google`);
  });

  it('returns to /login?error=google when the tester cancels at the provider', async () => {
    const browser = new TestBrowser();
    const start = await browser.request(`${origin}/auth/google`);
    const page = await browser.navigate(start.location as string);
    const action = /<form method="post" action="([^"]+)"/.exec(await page.response.text())?.[1] as string;
    const back = await browser.navigate(
      new URL(action, idp.issuer).href,
      { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'action=cancel' },
      isCallback,
    );
    expect(new URL(back.location as string).searchParams.get('error')).toBe('access_denied');
    const callback = await browser.request(back.location as string);
    expect(callback.location).toBe(`${origin}/login?error=google`);
  });

  it('shows the form again with a message when the e-mail address is not one', async () => {
    const browser = new TestBrowser();
    const start = await browser.request(`${origin}/auth/google`);
    const page = await browser.navigate(start.location as string);
    const action = /<form method="post" action="([^"]+)"/.exec(await page.response.text())?.[1] as string;
    const again = await browser.request(new URL(action, idp.issuer).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=Nobody&email=not-an-address&action=sign-in',
    });
    expect(again.status).toBe(400);
    const html = await again.response.text();
    expect(html).toContain('Type an e-mail address such as ada@example.com.');
    expect(html).toContain('value="not-an-address"');
  });

  it('sends the browser to /login?error=google when the provider cannot be reached', async () => {
    process.env.DEV_IDP_PORT = '1';
    try {
      const hop = await new TestBrowser().request(`${origin}/auth/google`);
      expect(hop.location).toBe(`${origin}/login?error=google`);
    } finally {
      process.env.DEV_IDP_PORT = String(idp.port);
    }
  });

  it('logs why a callback failed, never the authorization code', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildApp({ db: ctx.database.db, shellDist: false, logger: { level: 'info', stream } });
    try {
      const response = await app.inject({ url: '/auth/google/callback?code=SECRET-CODE-123&state=abc' });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/login?error=google');
      const log = lines.join('');
      expect(log).toContain('Google sign-in failed');
      expect(log).toContain('code=[redacted]');
      expect(log).not.toContain('SECRET-CODE-123');
    } finally {
      await app.close();
    }
  });
});
