/** One e-mail. `text` is the plain part; `html` the same content as HTML. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where a reply goes (the contact form's sender, for mail to the shop's inbox). */
  replyTo?: string;
  /** Further header fields, e.g. the newsletter's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
}

/**
 * How the mail worker (mail-worker.ts) delivers a queued mail; the shop's modules never call it: they
 * queue mail with enqueueMail (queue-queries.ts) in their own transaction. SmtpMailer (SMTP_URL set)
 * delivers through an SMTP server; OutboxMailer (the default) stores the rendered message in the `outbox`
 * table. Both render through nodemailer, so what the outbox shows is what SMTP would send.
 */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export const DEFAULT_MAIL_FROM = 'Vesna <no-reply@vesna.shop>';
