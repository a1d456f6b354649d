import type { Queryable } from '../../db/database';
import type { Mailer } from './mailer';
import { createOutboxMailer } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';

/** SMTP when SMTP_URL is set, else the outbox table. MAIL_FROM sets the sender. */
export function createMailer(db: Queryable, env: NodeJS.ProcessEnv = process.env): Mailer {
  const from = env.MAIL_FROM || undefined;
  return env.SMTP_URL ? createSmtpMailer(env.SMTP_URL, from) : createOutboxMailer(db, from);
}
