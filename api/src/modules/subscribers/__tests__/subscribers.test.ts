import { SUBSCRIBE_MESSAGE, type NewsletterLinkAnswer } from 'contracts';
import { latestMail, uniqueEmail } from '../../../test-support/accounts';
import { useTestApp } from '../../../test-support/test-app';
import { newsletterMail } from '../newsletter-mail';
import { selectConfirmedSubscriberEmails } from '../queries';

const ctx = useTestApp();

const post = (payload: unknown, url = '/api/subscribers') =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object });

/** The path and query (origin stripped) of the link in the latest mail to `email` that goes to `route`. */
async function linkIn(email: string, route: 'confirm' | 'unsubscribe'): Promise<string> {
  const mail = await latestMail(ctx.app, email);
  const link = new RegExp(`https?://\\S+/api/subscribers/${route}\\?token=[A-Za-z0-9_%-]+`).exec(mail?.text ?? '')?.[0];
  if (!link) throw new Error(`no ${route} link mailed to ${email}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** Following a mailed link (GET), as a shopper's browser or a mail scanner does: it only opens the page. */
const open = (path: string) => ctx.app.inject({ method: 'GET', url: path });

/** The page's button: POSTs the link's token to the link's path and answers the outcome. */
async function use(path: string): Promise<string> {
  const url = new URL(path, 'http://shop.test');
  const res = await ctx.app.inject({
    method: 'POST',
    url: url.pathname,
    payload: { token: url.searchParams.get('token') ?? '' },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return (res.json() as NewsletterLinkAnswer).status;
}
const statusOf = async (email: string) =>
  (
    await ctx.database.db.query<{ status: string }>('SELECT status FROM subscribers WHERE lower(email) = lower($1)', [
      email,
    ])
  ).rows[0]?.status;

describe('POST /api/subscribers (double opt-in)', () => {
  it('answers 202 with the check-your-inbox message and mails a confirmation link with an unsubscribe link', async () => {
    const email = uniqueEmail('olena');
    const res = await post({ email, agreement: true });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: SUBSCRIBE_MESSAGE });
    const mail = await latestMail(ctx.app, email);
    expect(mail.subject).toBe('Confirm your subscription to the Vesna newsletter');
    expect(mail.text).toMatch(/within 7 days/);
    expect(await linkIn(email, 'confirm')).toMatch(/^\/api\/subscribers\/confirm\?token=/);
    expect(await linkIn(email, 'unsubscribe')).toMatch(/^\/api\/subscribers\/unsubscribe\?token=/);
    expect(await statusOf(email)).toBe('pending');
  });

  it('does not count a pending address as subscribed; the confirmation link does, once', async () => {
    const email = uniqueEmail('pending');
    await post({ email, agreement: true });
    expect(await selectConfirmedSubscriberEmails(ctx.database.db)).not.toContain(email);

    const confirm = await linkIn(email, 'confirm');
    // Opening the link (a mail scanner does it too) only shows the page that asks.
    const opened = await open(confirm);
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe(
      `/newsletter?action=confirm&token=${new URL(confirm, 'http://x').searchParams.get('token')}`,
    );
    expect(opened.headers['referrer-policy']).toBe('no-referrer');
    expect(await statusOf(email)).toBe('pending');

    expect(await use(confirm)).toBe('confirmed');
    expect(await selectConfirmedSubscriberEmails(ctx.database.db)).toContain(email);
    expect(await use(confirm)).toBe('invalid-link');
  });

  it('answers the same status and body for a new, a pending and a confirmed address (no enumeration)', async () => {
    const email = uniqueEmail('same');
    const fresh = await post({ email, agreement: true });
    const pending = await post({ email: email.toUpperCase(), agreement: true }, '/api/subscribers/');
    await use(await linkIn(email, 'confirm'));
    const confirmed = await post({ email, agreement: true });
    for (const res of [fresh, pending, confirmed]) {
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ message: SUBSCRIBE_MESSAGE });
    }
    // Only the mailbox's owner learns that the address was already on the list.
    expect((await latestMail(ctx.app, email)).subject).toBe('You are already subscribed to the Vesna newsletter');
    expect(await statusOf(email)).toBe('confirmed');
  });

  it('a new subscribe request replaces the earlier, unused confirmation link', async () => {
    const email = uniqueEmail('twice');
    await post({ email, agreement: true });
    const older = await linkIn(email, 'confirm');
    await post({ email, agreement: true });
    const newer = await linkIn(email, 'confirm');
    expect(await use(older)).toBe('invalid-link');
    expect(await use(newer)).toBe('confirmed');
  });

  it('a confirmation link older than 7 days is refused', async () => {
    const email = uniqueEmail('late');
    await post({ email, agreement: true });
    const confirm = await linkIn(email, 'confirm');
    await ctx.database.db.query(
      `UPDATE subscriber_tokens SET expires_at = now() - interval '1 second'
        WHERE purpose = 'confirm' AND subscriber_id = (SELECT id FROM subscribers WHERE email = $1)`,
      [email],
    );
    expect(await use(confirm)).toBe('invalid-link');
    expect(await statusOf(email)).toBe('pending');
  });

  it('the confirmation link works for 7 days', async () => {
    const email = uniqueEmail('ttl');
    const before = Date.now();
    await post({ email, agreement: true });
    const { rows } = await ctx.database.db.query<{ expiresAt: string }>(
      `SELECT expires_at AS "expiresAt" FROM subscriber_tokens
        WHERE purpose = 'confirm' AND subscriber_id = (SELECT id FROM subscribers WHERE email = $1)`,
      [email],
    );
    const days = (new Date(rows[0]!.expiresAt).getTime() - before) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
  });

  it('refuses a missing, malformed or made-up token with the invalid-link outcome', async () => {
    for (const path of ['/api/subscribers/confirm', '/api/subscribers/confirm?token=short']) {
      const res = await open(path);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/newsletter?status=invalid-link');
      expect(await use(path)).toBe('invalid-link');
    }
    for (const path of [
      `/api/subscribers/confirm?token=${'x'.repeat(43)}`,
      `/api/subscribers/unsubscribe?token=${'y'.repeat(43)}`,
    ])
      expect(await use(path)).toBe('invalid-link');
  });

  it('answers 400 "Invalid email address" for a bad address', async () => {
    const res = await post({ email: 'not-an-email', agreement: true });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Invalid email address', fields: { email: 'Invalid email address' } });
  });

  it('answers 400 "You must agree before submitting" when the agreement is not ticked', async () => {
    const res = await post({ email: 'anna@example.com', agreement: false });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'You must agree before submitting',
      fields: { agreement: 'You must agree before submitting' },
    });
  });

  it('answers 400, not 500, for an empty or malformed body', async () => {
    expect((await post({})).statusCode).toBe(400);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/subscribers',
      headers: { 'content-type': 'application/json' },
      payload: '{email',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Malformed JSON in request body' });
  });

  it('answers 400 for a body that is not a JSON object, 415 for an unsupported content type', async () => {
    const text = await ctx.app.inject({
      method: 'POST',
      url: '/api/subscribers',
      headers: { 'content-type': 'text/plain' },
      payload: 'a@b.co',
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().error).toMatch(/^Send a JSON object/);
    const xml = await ctx.app.inject({
      method: 'POST',
      url: '/api/subscribers',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(typeof xml.json().error).toBe('string');
  });
});

describe('the unsubscribe link', () => {
  it('unsubscribes a confirmed address without a login, once', async () => {
    const email = uniqueEmail('leaving');
    await post({ email, agreement: true });
    await use(await linkIn(email, 'confirm'));
    // The "already subscribed" mail carries a fresh unsubscribe link too, as every newsletter mail does.
    await post({ email, agreement: true });
    const link = await linkIn(email, 'unsubscribe');

    expect((await open(link)).statusCode).toBe(302);
    expect(await statusOf(email)).toBe('confirmed');
    expect(await use(link)).toBe('unsubscribed');
    expect(await statusOf(email)).toBe('unsubscribed');
    expect(await selectConfirmedSubscriberEmails(ctx.database.db)).not.toContain(email);

    expect(await use(link)).toBe('invalid-link');
  });

  it('the unsubscribe link of the confirmation mail voids its confirmation link', async () => {
    const email = uniqueEmail('changed-mind');
    await post({ email, agreement: true });
    const confirm = await linkIn(email, 'confirm');
    expect(await use(await linkIn(email, 'unsubscribe'))).toBe('unsubscribed');
    expect(await use(confirm)).toBe('invalid-link');
    expect(await statusOf(email)).toBe('unsubscribed');
  });

  it("takes a mail provider's one-click POST (RFC 8058) without a login, from another site", async () => {
    const email = uniqueEmail('one-click');
    await post({ email, agreement: true });
    await use(await linkIn(email, 'confirm'));
    await post({ email, agreement: true });
    const link = await linkIn(email, 'unsubscribe');
    const res = await ctx.app.inject({
      method: 'POST',
      url: link,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'unsubscribed' });
    expect(await statusOf(email)).toBe('unsubscribed');
  });

  it('puts List-Unsubscribe and List-Unsubscribe-Post on every newsletter mail', () => {
    const mail = newsletterMail(
      'olena@example.com',
      'News',
      ['Hello'],
      'https://shop.test/api/subscribers/unsubscribe?token=t',
    );
    expect(mail.headers).toEqual({
      'List-Unsubscribe': '<https://shop.test/api/subscribers/unsubscribe?token=t>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('an unsubscribed address can subscribe again, through a new confirmation', async () => {
    const email = uniqueEmail('back');
    await post({ email, agreement: true });
    await use(await linkIn(email, 'unsubscribe'));
    const res = await post({ email, agreement: true });
    expect(res.json()).toEqual({ message: SUBSCRIBE_MESSAGE });
    expect(await statusOf(email)).toBe('pending');
    expect(await use(await linkIn(email, 'confirm'))).toBe('confirmed');
  });
});
