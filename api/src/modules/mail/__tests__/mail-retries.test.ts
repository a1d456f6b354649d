import { eventually } from '../../../test-support/eventually';
import { captureLogLines } from '../../../test-support/log-lines';
import { useTestApp } from '../../../test-support/test-app';
import type { Mailer, MailMessage } from '../mailer';
import { createMailWorker, retryDelayMs } from '../mail-worker';
import { enqueueMail } from '../queue-queries';

/**
 * Backoff and the last try: a refused mail waits backoffMs, then twice that, ...; after maxTries it is
 * failed for good, logged at error level and counted, and never tried again. A claim is a lease: a
 * process that dies mid-send does not lose the mail.
 */
const refusedFor = new Set<string>();
const delivered: MailMessage[] = [];
const mailer: Mailer = {
  kind: 'smtp',
  async send(message) {
    if (refusedFor.has(message.to)) throw new Error('550 5.1.1 Mailbox unavailable');
    delivered.push(message);
  },
  close: () => undefined,
};
const log = captureLogLines();
const ctx = useTestApp({
  app: { logger: log.logger, mailer, mailQueue: { autoSend: false, maxTries: 3, backoffMs: 1000, leaseMs: 60_000 } },
});

const rowOf = async (id: number) =>
  (
    await ctx.database.db.query<{ state: string; tries: number; last_error: string | null; due_in_ms: number }>(
      `SELECT state, tries, last_error,
              (extract(epoch FROM next_attempt_at) * 1000)::float8 AS due_in_ms FROM mail_queue WHERE id = $1`,
      [id],
    )
  ).rows[0]!;
const at = (start: number, ms: number) => new Date(start + ms);

describe('the mail worker: backoff, last try, lease', () => {
  it('doubles the wait after each refusal, up to the longest wait', () => {
    expect([1, 2, 3, 4, 5].map((tries) => retryDelayMs(tries, 1000, 5000))).toEqual([1000, 2000, 4000, 5000, 5000]);
  });

  it('tries again after 1 s, then 2 s; after the third try it is failed, logged at error level and counted', async () => {
    refusedFor.add('gone@example.com');
    const id = await enqueueMail(ctx.database.db, {
      to: 'gone@example.com',
      subject: 'Your Vesna order 100777',
      text: 'Thank you',
      html: '<p>Thank you</p>',
    });
    const start = Date.now() + 1; // due: the row's microsecond stamp is within Date.now()'s millisecond
    const drain = (ms: number) => ctx.app.mailWorker.drain({ at: at(start, ms) });

    expect(await drain(0)).toBe(1);
    expect(await rowOf(id)).toMatchObject({ state: 'queued', tries: 1, last_error: '550 5.1.1 Mailbox unavailable' });
    expect((await rowOf(id)).due_in_ms).toBeCloseTo(start + 1000, -1);
    expect(await drain(999)).toBe(0); // not due yet
    expect(await drain(1000)).toBe(1);
    expect(await rowOf(id)).toMatchObject({ state: 'queued', tries: 2 });
    expect((await rowOf(id)).due_in_ms).toBeCloseTo(start + 1000 + 2000, -1);
    expect(await drain(2999)).toBe(0);
    expect(await drain(3000)).toBe(1);
    expect(await rowOf(id)).toMatchObject({ state: 'failed', tries: 3, last_error: '550 5.1.1 Mailbox unavailable' });
    expect(await drain(24 * 60 * 60 * 1000)).toBe(0); // never tried again

    const errors = log.lines.map((line) => JSON.parse(line)).filter((entry) => entry.level === 50);
    expect(errors).toEqual([
      expect.objectContaining({
        msg: 'mail failed after its last try: it will not be sent',
        mailId: id,
        tries: 3,
        err: expect.objectContaining({ message: '550 5.1.1 Mailbox unavailable' }),
      }),
    ]);
    // The refused tries before were warnings; no line names the recipient or carries the mail's text.
    expect(log.lines.filter((line) => line.includes('mail refused, tried again later'))).toHaveLength(2);
    expect(log.lines.join('')).not.toMatch(/gone@example\.com|Thank you/);
    const metrics = await ctx.app.inject({ url: '/api/metrics', remoteAddress: '127.0.0.1' });
    expect(metrics.body).toMatch(/vesna_mails_total\{state="failed"\} 1/);
    expect(metrics.body).toMatch(/vesna_mail_queue\{state="failed"\} 1/);
  });

  it('a process that dies mid-send leaves a lease: another sends the mail once the lease has run out', async () => {
    const id = await enqueueMail(ctx.database.db, {
      to: 'lease@example.com',
      subject: 'Lease',
      text: 'x',
      html: '<p>x</p>',
    });
    let abandon!: (error: Error) => void;
    const hanging: Mailer = {
      kind: 'smtp',
      send: () => new Promise((_resolve, reject) => (abandon = reject)),
      close: () => undefined,
    };
    const start = Date.now() + 1; // due: the row's microsecond stamp is within Date.now()'s millisecond
    // This "process" claims the mail, then hangs in its send (it died, as far as the others know).
    const dying = createMailWorker(
      { db: ctx.database.db, transport: hanging, log: ctx.app.log },
      { autoSend: false, leaseMs: 60_000 },
    );
    const dyingDrain = dying.drain({ at: at(start, 0) });
    // Mid-send once its transport has the mail (a fixed wait was too short beside CI's other lanes).
    await eventually(async () => expect(abandon).toBeDefined());
    expect(await rowOf(id)).toMatchObject({ state: 'queued', tries: 1 });

    expect(await ctx.app.mailWorker.drain({ at: at(start, 59_000) })).toBe(0); // still leased
    expect(await ctx.app.mailWorker.drain({ at: at(start, 60_000) })).toBe(1);
    expect(await rowOf(id)).toMatchObject({ state: 'sent', tries: 2 });
    expect(delivered.filter((m) => m.subject === 'Lease')).toHaveLength(1);

    // The first process's late failure changes nothing: the mail stays sent.
    abandon(new Error('connection reset'));
    await dyingDrain;
    await dying.stop();
    expect(await rowOf(id)).toMatchObject({ state: 'sent', tries: 2 });
  });
});
