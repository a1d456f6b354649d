import nodemailer from 'nodemailer';
import { DEFAULT_MAIL_FROM, type MailMessage, type Mailer } from './mailer';

/**
 * Timeouts well inside the mail worker's lease (2 min, see mail-worker.ts): a send that hangs must give
 * up before another process may claim the mail again, or the mail could go out twice.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

/** Delivers through SMTP_URL (e.g. smtps://user:pass@smtp.example.com:465). */
export function createSmtpMailer(smtpUrl: string, from: string = DEFAULT_MAIL_FROM): Mailer {
  const transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  return {
    kind: 'smtp',
    async send({ to, subject, text, html, replyTo, headers }: MailMessage) {
      await transport.sendMail({ from, to, subject, text, html, replyTo, headers });
    },
    close() {
      transport.close();
    },
  };
}
