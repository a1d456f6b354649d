import { useTestApp } from '../../../test-support/test-app';
import type { Mailer, MailMessage } from '../mailer';
import { enqueueMail } from '../queue-queries';

/**
 * The development mailbox lists the mail queue: every mail from the moment it is queued, with its
 * state (queued, sent, failed) and its tries, on the page and in GET /api/dev/outbox.
 */
const refused = new Set<string>();
const delivered: MailMessage[] = [];
const mailer: Mailer = {
  kind: 'outbox',
  async send(message) {
    if (refused.has(message.to)) throw new Error('451 4.3.0 Mailbox temporarily unavailable');
    delivered.push(message);
  },
  close: () => undefined,
};
const ctx = useTestApp({ app: { mailer, mailQueue: { autoSend: false, maxTries: 2, backoffMs: 1000 } } });

const outbox = async (to: string) =>
  (await ctx.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json();
const queue = (to: string, subject: string, text = 'Hello') =>
  enqueueMail(ctx.database.db, { to, subject, text, html: `<p>${text}</p>` });

describe('the development mailbox shows each mail as queued, sent or failed, with its tries', () => {
  it('GET /api/dev/outbox: queued with 0 tries, then sent with 1 try', async () => {
    await queue('states@example.com', 'Waiting', 'Open http://localhost/x');
    expect(await outbox('STATES@example.com')).toEqual([
      {
        id: expect.any(Number),
        to: 'states@example.com',
        subject: 'Waiting',
        text: 'Open http://localhost/x',
        html: '<p>Open http://localhost/x</p>',
        state: 'queued',
        tries: 0,
        lastError: null,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        sentAt: null,
      },
    ]);
    await ctx.app.mailWorker.drain();
    expect(await outbox('states@example.com')).toEqual([
      expect.objectContaining({ state: 'sent', tries: 1, sentAt: expect.stringMatching(/^\d{4}-/) }),
    ]);
    expect(delivered.map((m) => m.subject)).toContain('Waiting');
  });

  it('a refused mail stays queued with the refusal and its tries, then shows failed after the last try', async () => {
    refused.add('refused@example.com');
    await queue('refused@example.com', 'Refused');
    // A millisecond on: PostgreSQL stamps the row in microseconds, and Date.now() of the same millisecond
    // would be earlier than the stamp (the mail not due yet, as seen on the machine's PostgreSQL).
    const start = Date.now() + 1;
    await ctx.app.mailWorker.drain({ at: new Date(start) });
    expect(await outbox('refused@example.com')).toEqual([
      expect.objectContaining({ state: 'queued', tries: 1, lastError: '451 4.3.0 Mailbox temporarily unavailable' }),
    ]);
    await ctx.app.mailWorker.drain({ at: new Date(start + 60_000) });
    expect(await outbox('refused@example.com')).toEqual([
      expect.objectContaining({ state: 'failed', tries: 2, sentAt: null }),
    ]);
  });

  it('GET /dev/mailbox shows state and tries on the page, with clickable links and escaped content', async () => {
    await queue('page@example.com', '<b>Hi</b>', 'Open http://localhost:80/api/customers/verify-email?token=abc');
    refused.add('page-failed@example.com');
    await queue('page-failed@example.com', 'Never delivered');
    const start = Date.now() + 1;
    await ctx.app.mailWorker.drain({ at: new Date(start + 120_000) });
    await ctx.app.mailWorker.drain({ at: new Date(start + 240_000) });
    await queue('page-waiting@example.com', 'Still waiting');

    const res = await ctx.app.inject({ url: '/dev/mailbox' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<h1>Development mailbox</h1>');
    expect(res.body).toContain('<a href="http://localhost:80/api/customers/verify-email?token=abc">');
    expect(res.body).toContain('&lt;b&gt;Hi&lt;/b&gt;');
    const article = (subject: string) => res.body.split('<article>').find((a) => a.includes(subject)) ?? '';
    expect(article('&lt;b&gt;Hi&lt;/b&gt;')).toMatch(/data-state="sent">sent<\/span>, 1 try/);
    expect(article('Never delivered')).toMatch(
      /data-state="failed">failed<\/span>, 2 tries: 451 4\.3\.0 Mailbox temporarily unavailable/,
    );
    expect(article('Still waiting')).toMatch(/data-state="queued">queued<\/span>, 0 tries/);
  });
});
