import { useTestApp } from '../../../test-support/test-app';
import { registerCustomer, sessionCookieOf, SAME_ORIGIN, uniqueEmail } from '../../../test-support/accounts';

/** NODE_ENV=production: no development mailbox, Secure session cookies, links on PUBLIC_ORIGIN. */
const sent: { to: string; text: string }[] = [];
const ctx = useTestApp({
  app: {
    nodeEnv: 'production',
    publicOrigin: 'https://shop.example',
    mailer: { kind: 'smtp', send: async (m) => void sent.push(m), close: () => undefined },
  },
});

describe('production mode', () => {
  it('has no development mailbox: /dev/mailbox and /api/dev/outbox answer 404', async () => {
    expect((await ctx.app.inject({ url: '/dev/mailbox' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/api/dev/outbox' })).statusCode).toBe(404);
  });

  it('sets the session cookie Secure', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers',
      headers: SAME_ORIGIN,
      payload: { firstName: 'Olena', lastName: 'Kovalenko', email: uniqueEmail(), password: 'correct-horse-1' },
    });
    expect(res.statusCode).toBe(201);
    expect(sessionCookieOf(res)).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
  });

  it('builds verification links on PUBLIC_ORIGIN, whatever Host the request named', async () => {
    const customer = await registerCustomer(ctx.app);
    await ctx.app.mailWorker.drain();
    const mail = sent.find((m) => m.to === customer.email)!;
    expect(mail.text).toMatch(/https:\/\/shop\.example\/api\/customers\/verify-email\?token=[A-Za-z0-9_-]{43}/);
    // Once sent, the queue's copy keeps no working link: nobody may read one out of the database.
    const { rows } = await ctx.database.db.query<{ state: string; text: string; html: string }>(
      'SELECT state, text, html FROM mail_queue WHERE "to" = $1',
      [customer.email],
    );
    expect(rows).toEqual([expect.objectContaining({ state: 'sent' })]);
    expect(rows[0]!.text).toContain('https://shop.example/api/customers/verify-email?token=[redacted]');
    expect(`${rows[0]!.text}${rows[0]!.html}`).not.toMatch(/token=(?!\[redacted\])/);
  });

  it('accepts Origin equal to PUBLIC_ORIGIN for cookie requests (behind a proxy)', async () => {
    const customer = await registerCustomer(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers/wishlist',
      headers: { origin: 'https://shop.example' },
      cookies: { vesna_session: customer.token },
      payload: { productId: '100001' },
    });
    expect(res.statusCode).toBe(200);
  });
});
