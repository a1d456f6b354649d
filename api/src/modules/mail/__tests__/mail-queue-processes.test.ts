import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../app';
import type { Database } from '../../../db/database';
import { migrate } from '../../../db/migrate';
import { openPostgresDatabase } from '../../../db/postgres-database';
import { createScratchDatabase, type ScratchDatabase } from '../../../test-support/api-processes';
import { eventually } from '../../../test-support/payments';
import { describeWhenServices } from '../../../test-support/services';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test-support/smtp-server';
import { TEST_APP_DEFAULTS } from '../../../test-support/test-app';
import type { Mailer } from '../mailer';
import { createSmtpMailer } from '../smtp-mailer';

/**
 * Issue 17: two API processes (two apps, each with its own connection pool and mail worker, as in
 * production: woken by NOTIFY at every commit and polling) send one queue on one PostgreSQL. Each mail
 * reaches the SMTP server exactly once, and both processes take part. PostgreSQL only: PGlite serves
 * one process.
 */
describeWhenServices({ postgres: true })('two processes, one mail queue on PostgreSQL', () => {
  let scratch: ScratchDatabase | undefined;
  const databases: Database[] = [];
  const apps: FastifyInstance[] = [];
  const sentBy: Record<string, number> = { first: 0, second: 0 };
  let server: TestSmtpServer;
  // Recipient and subject name each mail: the acknowledgements share a subject, the shop's copies a recipient.
  const received = () =>
    server.received.map((mail) => `${mail.to.join(',')} ${/^Subject: (.*)$/m.exec(mail.raw)?.[1]?.trim() ?? '?'}`);

  beforeAll(async () => {
    // A little time per mail, as a real server takes: the two workers' sends overlap.
    server = await startTestSmtpServer({ delayMs: 5 });

    scratch = await createScratchDatabase('vesna_mail');
    for (const name of ['first', 'second'] as const) {
      const db = openPostgresDatabase({ connectionString: scratch.url, max: 4 });
      databases.push(db);
      if (name === 'first') await migrate(db);
      const smtp = createSmtpMailer(server.url);
      const counted: Mailer = {
        kind: 'smtp',
        async send(message) {
          await smtp.send(message);
          sentBy[name] += 1;
        },
        close: () => smtp.close(),
      };
      const app = await buildApp({
        ...TEST_APP_DEFAULTS,
        db,
        shellDist: false,
        mailer: counted,
        mailQueue: { autoSend: true, pollIntervalMs: 200, batchSize: 3 },
      });
      await app.ready();
      apps.push(app);
    }
  }, 120_000);

  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const db of databases) await db.close();
    await scratch?.drop();
    await server.close();
  }, 60_000);

  it('30 contact messages posted to both processes at once: 60 mails, each sent once', async () => {
    const posts = Array.from({ length: 30 }, (_, i) =>
      apps[i % 2]!.inject({
        method: 'POST',
        url: '/api/contacts',
        payload: {
          fullName: 'Olena Kovalenko',
          email: `writer${i}@example.com`,
          message: `Message number ${i}`,
          privacyPolicy: true,
        },
        remoteAddress: `10.7.0.${i + 1}`,
      }),
    );
    expect((await Promise.all(posts)).map((res) => res.statusCode)).toEqual(Array(30).fill(201));

    await eventually(async () => expect(received()).toHaveLength(60), 30_000);
    // Many poll intervals later nothing more arrives: no mail was sent twice.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(received()).toHaveLength(60);
    expect(new Set(received()).size).toBe(60);
    const { rows } = await databases[0]!.query<{ state: string; tries: number; n: number }>(
      'SELECT state, tries, count(*)::int AS n FROM mail_queue GROUP BY state, tries',
    );
    expect(rows).toEqual([{ state: 'sent', tries: 1, n: 60 }]);
    expect(sentBy.first + sentBy.second).toBe(60);
    expect(sentBy.first).toBeGreaterThan(0);
    expect(sentBy.second).toBeGreaterThan(0);
    console.log(`[mail] 60 mails sent by two processes: ${sentBy.first} + ${sentBy.second}`);
  }, 60_000);
});
