import { startTestSmtpServer, type TestSmtpServer } from '../../../test-support/smtp-server';
import { useTestApp } from '../../../test-support/test-app';
import { createMailer } from '../create-mailer';
import { createSmtpMailer } from '../smtp-mailer';
import { selectOutbox } from '../queries';
import { newsletterMail } from '../../subscribers/newsletter-mail';

const ctx = useTestApp();

describe('SmtpMailer', () => {
  let server: TestSmtpServer;
  let received: TestSmtpServer['received'];
  let port: number;

  beforeAll(async () => {
    server = await startTestSmtpServer();
    received = server.received;
    port = Number(new URL(server.url).port);
  });

  afterAll(() => server.close());

  it('delivers through SMTP_URL to a real SMTP server', async () => {
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`);
    await mailer.send({
      to: 'olena@example.com',
      subject: 'Verify your email address for Vesna',
      text: 'Open http://localhost/x',
      html: '<p>Open</p>',
    });
    mailer.close();
    expect(received).toHaveLength(1);
    expect(received[0].from).toBe('no-reply@vesna.shop');
    expect(received[0].to).toEqual(['olena@example.com']);
    expect(received[0].raw).toContain('Subject: Verify your email address for Vesna');
    expect(received[0].raw).toContain('Open http://localhost/x');
  });

  it("delivers a newsletter mail's List-Unsubscribe and List-Unsubscribe-Post headers (RFC 8058)", async () => {
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`);
    await mailer.send(
      newsletterMail(
        'reader@example.com',
        'News',
        ['Hello'],
        'http://localhost:3000/api/subscribers/unsubscribe?token=t1',
      ),
    );
    mailer.close();
    // Long header fields arrive folded (CRLF + space): unfold them as a mail reader does.
    const raw = received[received.length - 1].raw.replace(/\r?\n[ \t]+/g, ' ');
    expect(raw).toContain('List-Unsubscribe: <http://localhost:3000/api/subscribers/unsubscribe?token=t1>');
    expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });

  it('createMailer picks SMTP when SMTP_URL is set, the outbox otherwise', () => {
    const smtp = createMailer(ctx.database.db, { SMTP_URL: `smtp://127.0.0.1:${port}` });
    const outbox = createMailer(ctx.database.db, {});
    expect([smtp.kind, outbox.kind]).toEqual(['smtp', 'outbox']);
    smtp.close();
    outbox.close();
  });
});

describe('OutboxMailer', () => {
  it('stores the rendered mail in the outbox table, newest first by recipient (any letter case)', async () => {
    const mailer = createMailer(ctx.database.db, {});
    await mailer.send({ to: 'Box@Example.com', subject: 'First', text: 'one', html: '<p>one</p>' });
    await mailer.send({
      to: 'box@example.com',
      subject: 'Second',
      text: 'two http://localhost/link',
      html: '<p>two</p>',
    });
    const mails = await selectOutbox(ctx.database.db, 'BOX@example.com');
    expect(mails.map((m) => m.subject)).toEqual(['Second', 'First']);
    expect(mails[0]).toEqual({
      id: expect.any(Number),
      to: 'box@example.com',
      subject: 'Second',
      text: 'two http://localhost/link',
      html: '<p>two</p>',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });
});
