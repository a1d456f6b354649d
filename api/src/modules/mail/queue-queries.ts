import type { Queryable } from '../../db/database';
import type { MailMessage } from './mailer';

/** The states a queued mail goes through: queued (waiting or between tries), then sent or failed. */
export type MailState = 'queued' | 'sent' | 'failed';

/** Pairs a mail with the row it is about, so that its module can record the sending (see mail-worker.ts). */
export interface MailPurpose {
  purpose: string;
  ref: string;
}

/** The channel that wakes the mail workers of every API process when a mail is committed. */
export const MAIL_QUEUE_CHANNEL = 'vesna_mail_queue';

/**
 * Writes a mail to the queue, on the caller's transaction: it exists exactly when the change that
 * causes it is committed. The NOTIFY in the same statement is delivered at commit only (and not at
 * all on rollback), so the workers wake up as soon as the mail may be sent.
 */
export async function enqueueMail(tx: Queryable, message: MailMessage, about?: MailPurpose): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `WITH queued AS (
       INSERT INTO mail_queue ("to", subject, text, html, reply_to, headers, purpose, ref)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8) RETURNING id
     )
     SELECT id::int AS id, pg_notify($9, '') FROM queued`,
    [
      message.to,
      message.subject,
      message.text,
      message.html,
      message.replyTo ?? null,
      JSON.stringify(message.headers ?? {}),
      about?.purpose ?? null,
      about?.ref ?? null,
      MAIL_QUEUE_CHANNEL,
    ],
  );
  return rows[0]!.id;
}

export interface ClaimedMail extends MailMessage {
  id: number;
  purpose: string | null;
  ref: string | null;
  /** Tries so far, this one included. */
  tries: number;
}

/**
 * Claims up to `limit` due mails for this process for `leaseMs`. FOR UPDATE SKIP LOCKED lets several
 * processes claim at once without waiting for each other or taking the same row; the lease
 * (locked_until) then keeps the row theirs while they send, outside any transaction, and gives it
 * back to the queue if the process dies. A try counts when it is claimed. `at` (tests) replaces now().
 */
export async function claimDueMails(
  db: Queryable,
  { limit, leaseMs, at }: { limit: number; leaseMs: number; at?: Date },
): Promise<ClaimedMail[]> {
  const { rows } = await db.query<ClaimedMail & { replyTo: string | null }>(
    `UPDATE mail_queue AS m
        SET tries = m.tries + 1,
            locked_until = COALESCE($1::timestamptz, now()) + $2::double precision * interval '1 millisecond'
      WHERE m.id IN (
        SELECT id FROM mail_queue
         WHERE state = 'queued'
           AND next_attempt_at <= COALESCE($1::timestamptz, now())
           AND (locked_until IS NULL OR locked_until <= COALESCE($1::timestamptz, now()))
         ORDER BY next_attempt_at, id
         LIMIT $3
         FOR UPDATE SKIP LOCKED)
      RETURNING m.id::int AS id, m."to", m.subject, m.text, m.html, m.reply_to AS "replyTo", m.headers,
                m.purpose, m.ref, m.tries`,
    [at ?? null, leaseMs, limit],
  );
  return rows.map(({ replyTo, ...mail }) => ({ ...mail, ...(replyTo ? { replyTo } : {}) })).sort((a, b) => a.id - b.id);
}

/** Sent: the lease ends; `body` replaces the stored text and html (production keeps no link tokens). */
export async function markMailSent(tx: Queryable, id: number, body?: { text: string; html: string }): Promise<boolean> {
  const { rows } = await tx.query(
    `UPDATE mail_queue
        SET state = 'sent', sent_at = now(), locked_until = NULL, last_error = NULL,
            text = COALESCE($2, text), html = COALESCE($3, html)
      WHERE id = $1 AND state = 'queued' RETURNING id`,
    [id, body?.text ?? null, body?.html ?? null],
  );
  return rows.length === 1;
}

/*
 * The updates below name the claim by its try (`tries` as claimed): when this process's lease ran out
 * and another process claimed the mail again, they change nothing, so they cannot end the other's lease.
 */

/** Refused, tries left: back in the queue, due again after `delayMs`. */
export async function scheduleMailRetry(
  db: Queryable,
  claim: { id: number; tries: number },
  { error, delayMs, at }: { error: string; delayMs: number; at?: Date },
): Promise<void> {
  await db.query(
    `UPDATE mail_queue
        SET locked_until = NULL, last_error = $3,
            next_attempt_at = COALESCE($4::timestamptz, now()) + $5::double precision * interval '1 millisecond'
      WHERE id = $1 AND tries = $2 AND state = 'queued'`,
    [claim.id, claim.tries, error, at ?? null, delayMs],
  );
}

/** Refused at the last try: failed for good (an operator can set it back to queued). */
export async function markMailFailed(
  db: Queryable,
  claim: { id: number; tries: number },
  error: string,
): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE mail_queue SET state = 'failed', failed_at = now(), locked_until = NULL, last_error = $3
      WHERE id = $1 AND tries = $2 AND state = 'queued' RETURNING id`,
    [claim.id, claim.tries, error],
  );
  return rows.length === 1;
}

/** A claim this process will not use (it is stopping): the mail is due again at once, the try not counted. */
export async function releaseMailClaim(db: Queryable, claim: { id: number; tries: number }): Promise<void> {
  await db.query(
    `UPDATE mail_queue SET locked_until = NULL, tries = tries - 1 WHERE id = $1 AND tries = $2 AND state = 'queued'`,
    [claim.id, claim.tries],
  );
}

export interface QueuedMailView {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  state: MailState;
  tries: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

const isoUtc = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The development mailbox: every mail, newest first, with its state; `to` filters by recipient (any case). */
export async function selectQueuedMails(db: Queryable, to?: string, limit = 200): Promise<QueuedMailView[]> {
  const { rows } = await db.query<QueuedMailView>(
    `SELECT id::int AS id, "to", subject, text, html, state, tries, last_error AS "lastError",
            ${isoUtc('created_at')} AS "createdAt", ${isoUtc('sent_at')} AS "sentAt"
       FROM mail_queue WHERE $1::text IS NULL OR lower("to") = lower($1::text)
      ORDER BY id DESC LIMIT $2`,
    [to ?? null, limit],
  );
  return rows;
}

/** For the metrics: how many mails are in each state, over all processes. */
export async function countMailsByState(db: Queryable): Promise<{ state: MailState; count: number }[]> {
  const { rows } = await db.query<{ state: MailState; count: number }>(
    'SELECT state, count(*)::int AS count FROM mail_queue GROUP BY state',
  );
  return rows;
}

/** Account deletion: queued and sent mail to the customer is personal data too. */
export async function deleteQueuedMailsFor(db: Queryable, email: string): Promise<void> {
  await db.query('DELETE FROM mail_queue WHERE lower("to") = lower($1)', [email]);
}
