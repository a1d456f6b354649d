import type { Queryable } from '../../db/database';
import type { Mailer } from './mailer';
import { createOutboxMailer } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';

/**
 * SMTP when SMTP_URL is set, else (or with MAIL_TRANSPORT=outbox) the outbox table. MAIL_FROM sets the
 * sender. In production the outbox keeps mail without its links' tokens: nobody may read a working
 * verification or newsletter link out of the database (buildApp checks the settings first).
 */
export function createMailer(db: Queryable, env: NodeJS.ProcessEnv = process.env): Mailer {
  const from = env.MAIL_FROM || undefined;
  if (env.SMTP_URL && env.MAIL_TRANSPORT !== 'outbox') return createSmtpMailer(env.SMTP_URL, from);
  return createOutboxMailer(db, from, { keepLinkTokens: env.NODE_ENV !== 'production' });
}
