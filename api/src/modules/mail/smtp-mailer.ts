import nodemailer from 'nodemailer';
import { DEFAULT_MAIL_FROM, type MailMessage, type Mailer } from './mailer';

/** Delivers through SMTP_URL (e.g. smtps://user:pass@smtp.example.com:465). */
export function createSmtpMailer(smtpUrl: string, from: string = DEFAULT_MAIL_FROM): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
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
