import nodemailer from 'nodemailer';
import type { Queryable } from '../../db/database';
import { DEFAULT_MAIL_FROM, type MailMessage, type Mailer } from './mailer';
import { redactLinkTokens } from '../../security/redact-secrets';
import { insertOutboxMail } from './queries';

/**
 * No SMTP server configured (or MAIL_TRANSPORT=outbox): nodemailer renders the message (jsonTransport, so addresses and bodies
 * are normalised exactly as for SMTP) and it is stored in `outbox`, which /dev/mailbox shows. Without
 * `keepLinkTokens` (production) the links' tokens are replaced by [redacted] before it is stored.
 */
export function createOutboxMailer(
  db: Queryable,
  from: string = DEFAULT_MAIL_FROM,
  { keepLinkTokens = true }: { keepLinkTokens?: boolean } = {},
): Mailer {
  const transport = nodemailer.createTransport({ jsonTransport: true });
  const kept = (body: string) => (keepLinkTokens ? body : redactLinkTokens(body));
  return {
    kind: 'outbox',
    async send(message: MailMessage) {
      const info = await transport.sendMail({ from, ...message });
      const rendered = JSON.parse(String(info.message)) as { subject?: string; text?: string; html?: string };
      await insertOutboxMail(db, {
        to: message.to,
        subject: rendered.subject ?? message.subject,
        text: kept(rendered.text ?? message.text),
        html: kept(rendered.html ?? message.html),
      });
    },
    close() {
      transport.close();
    },
  };
}
