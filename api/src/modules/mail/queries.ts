import type { Queryable } from '../../db/database';
import type { MailMessage } from './mailer';

export interface OutboxMail extends MailMessage {
  id: number;
  createdAt: string;
}

export async function insertOutboxMail(db: Queryable, mail: MailMessage): Promise<void> {
  await db.query('INSERT INTO outbox ("to", subject, text, html) VALUES ($1, $2, $3, $4)', [
    mail.to,
    mail.subject,
    mail.text,
    mail.html,
  ]);
}

/** Newest first; `to` filters by recipient (any letter case). */
export async function selectOutbox(db: Queryable, to?: string, limit = 200): Promise<OutboxMail[]> {
  const { rows } = await db.query<OutboxMail>(
    `SELECT id, "to", subject, text, html, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"
       FROM outbox WHERE $1::text IS NULL OR lower("to") = lower($1::text)
      ORDER BY id DESC LIMIT $2`,
    [to ?? null, limit],
  );
  return rows;
}

/** Account deletion: mail addressed to the customer is personal data too. */
export async function deleteOutboxFor(db: Queryable, email: string): Promise<void> {
  await db.query('DELETE FROM outbox WHERE lower("to") = lower($1)', [email]);
}
