import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../../db/database';
import { redactLinkTokens } from '../../security/redact-secrets';
import type { Mailer } from './mailer';
import { createQueueRunner } from '../jobs/queue-runner';
import {
  MAIL_QUEUE_CHANNEL,
  claimDueMails,
  markMailFailed,
  markMailSent,
  releaseMailClaim,
  scheduleMailRetry,
  type ClaimedMail,
} from './queue-queries';

/**
 * Sends the mail_queue (see queue-queries.ts). Why no queue library: FOR UPDATE SKIP LOCKED with a lease
 * is all that several API processes need to send each mail once, it runs unchanged on PGlite (the
 * default database, one process) and on PostgreSQL, and the mail is written in the shop's own
 * transaction; pg-boss and graphile-worker need a PostgreSQL server and their own schema and connections.
 */
export interface MailWorkerOptions {
  /**
   * Send on its own: at start, on every committed mail (LISTEN) and every `pollIntervalMs`. Default true;
   * tests turn it off and call drain().
   */
  autoSend?: boolean;
  /** How often due mail (retries, or a wake-up that was missed) is looked for. Default 5 s. */
  pollIntervalMs?: number;
  /** Tries before a mail is failed for good. Default 8 (the last one about an hour after the first). */
  maxTries?: number;
  /** Wait after the first refusal, doubled after each further one. Default 30 s. */
  backoffMs?: number;
  /** Longest wait between tries. Default 1 h. */
  maxBackoffMs?: number;
  /** How long a claimed mail stays this process's: longer than the transport's own timeouts. Default 2 min. */
  leaseMs?: number;
  /** Mails claimed at once. Default 10. */
  batchSize?: number;
  /** Production: once sent, the stored copy keeps no link token (nobody may read a working link from the database). */
  redactSentLinks?: boolean;
}

export interface MailWorkerDeps {
  db: Database;
  /** The transport: SMTP, or the outbox table (MAIL_TRANSPORT=outbox / no SMTP_URL). */
  transport: Mailer;
  log: FastifyBaseLogger;
  /** Counted when a mail is sent, and when it failed for good (not at each refused try). */
  count?: (state: 'sent' | 'failed') => void;
  /** By purpose: records that the mail about `ref` was sent, in the transaction that marks it sent. */
  onSent?: Record<string, (tx: Queryable, ref: string) => Promise<void>>;
}

export interface MailWorker {
  /** Starts sending on its own (autoSend); buildApp calls it when the app is ready. */
  start(): Promise<void>;
  /**
   * Sends every mail due now (or at `at`) that this process can claim, one after the other, until none
   * is left; resolves with how many were tried. Calls are serialised within a process.
   */
  drain(options?: { at?: Date }): Promise<number>;
  /** Stops looking for mail and waits for the send in progress; claims not yet used are given back. */
  stop(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The mail queue's worker (tests call `app.mailWorker.drain()`). */
    mailWorker: MailWorker;
  }
}

/** Wait before try `tries + 1`: backoffMs, doubled after each refusal, at most maxBackoffMs. */
export function retryDelayMs(tries: number, backoffMs: number, maxBackoffMs: number): number {
  return Math.min(maxBackoffMs, backoffMs * 2 ** Math.max(0, tries - 1));
}

/** An error's message, short enough to keep; never the message's content. */
function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 500);
}

export function createMailWorker(deps: MailWorkerDeps, options: MailWorkerOptions = {}): MailWorker {
  const {
    autoSend = true,
    pollIntervalMs = 5_000,
    maxTries = 8,
    backoffMs = 30_000,
    maxBackoffMs = 60 * 60 * 1000,
    leaseMs = 120_000,
    batchSize = 10,
    redactSentLinks = false,
  } = options;
  const { db, transport, log } = deps;
  // The runner (below) serialises the drains and wakes them up; drainNow asks it whether the worker is stopping.
  const stopped = () => runner.isStopped();

  async function sendOne(mail: ClaimedMail, at: Date | undefined): Promise<void> {
    const { id, purpose, ref, tries, ...message } = mail;
    try {
      await transport.send(message);
    } catch (error) {
      const reason = describeError(error);
      if (tries >= maxTries) {
        // Not marked: this process's lease ran out and another one holds the mail now.
        if (!(await markMailFailed(db, mail, reason))) return;
        deps.count?.('failed');
        log.error({ err: error, mailId: id, purpose, tries }, 'mail failed after its last try: it will not be sent');
      } else {
        const delayMs = retryDelayMs(tries, backoffMs, maxBackoffMs);
        await scheduleMailRetry(db, mail, { error: reason, delayMs, at });
        log.warn({ err: error, mailId: id, purpose, tries, retryInMs: delayMs }, 'mail refused, tried again later');
      }
      return;
    }
    const body = redactSentLinks
      ? { text: redactLinkTokens(message.text), html: redactLinkTokens(message.html) }
      : undefined;
    await db.transaction(async (tx) => {
      const marked = await markMailSent(tx, id, body);
      const record = purpose && ref ? deps.onSent?.[purpose] : undefined;
      if (marked && record) await record(tx, ref!);
    });
    deps.count?.('sent');
  }

  async function drainNow(at: Date | undefined): Promise<number> {
    let tried = 0;
    while (!stopped()) {
      const claimed = await claimDueMails(db, { limit: batchSize, leaseMs, at });
      if (claimed.length === 0) break;
      for (const [index, mail] of claimed.entries()) {
        if (stopped()) {
          for (const rest of claimed.slice(index)) await releaseMailClaim(db, rest);
          break;
        }
        tried += 1;
        try {
          await sendOne(mail, at);
        } catch (error) {
          // The database failed while recording the outcome: the lease runs out and the mail is tried again.
          log.error({ err: error, mailId: mail.id }, 'mail queue: could not record a try');
        }
      }
    }
    return tried;
  }

  const runner = createQueueRunner(
    { db, channel: MAIL_QUEUE_CHANNEL, log, name: 'mail queue', auto: autoSend, pollIntervalMs },
    drainNow,
  );
  return {
    start: runner.start,
    drain: (options: { at?: Date } = {}) => runner.drain(options.at),
    stop: runner.stop,
  };
}
