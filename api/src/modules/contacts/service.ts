import { PROCESSING_TIME, SHOP_EMAIL } from 'contracts';
import { contactSchema } from 'contracts/schemas';
import type { Database } from '../../db/database';
import { objectBody, validateWith } from '../../validation';
import type { MailMessage } from '../mail/mailer';
import { enqueueMail } from '../mail/queue-queries';
import { escapeHtml } from '../subscribers/newsletter-mail';
import { insertContactMessage, type ContactMessageRow } from './queries';

export interface ContactDeps {
  db: Database;
}

/** The mail queue's purpose for the shop's copy: once it is sent, the message is marked forwarded. */
export const CONTACT_FORWARD_PURPOSE = 'contact-forward';

const htmlOf = (lines: string[]) => lines.map((line) => `<p>${escapeHtml(line).replace(/\n/g, '<br>')}</p>`).join('\n');

/** The message as the shop's inbox receives it; replying answers the sender. */
export function shopInboxMail(id: number, row: ContactMessageRow): MailMessage {
  const lines = [
    `From: ${row.fullName} <${row.email}>`,
    `Subject: ${row.subject ?? 'Contact form'}`,
    `Order number: ${row.orderNumber || 'none given'}`,
    `Message:\n${row.message}`,
  ];
  return {
    to: SHOP_EMAIL,
    replyTo: row.email,
    subject: `Contact message #${id}: ${row.subject ?? 'Contact form'} from ${row.fullName}`,
    text: lines.join('\n\n'),
    html: htmlOf(lines),
  };
}

/** The acknowledgement to the sender, quoting what she wrote. */
export function acknowledgementMail(row: ContactMessageRow): MailMessage {
  const lines = [
    `Hello ${row.fullName},`,
    `Thank you for writing to Vesna. We received your message and will contact you within ${PROCESSING_TIME}.`,
    `Your message:\n${row.message}`,
    'Vesna',
  ];
  return { to: row.email, subject: 'We received your message', text: lines.join('\n\n'), html: htmlOf(lines) };
}

/**
 * Validates with contracts' contactSchema, then stores the message and queues both mails (the shop's
 * copy and the acknowledgement) in one transaction: the mail worker sends them, trying again while the
 * SMTP server refuses. forwarded_at is set when the shop's copy has gone out (see mail-worker.ts onSent).
 */
export async function sendContactMessage(deps: ContactDeps, body: unknown): Promise<void> {
  const input = await validateWith(
    contactSchema,
    objectBody(body, '{"fullName","email","orderNumber"?,"message","privacyPolicy": true,"subject"?}'),
  );
  const row: ContactMessageRow = {
    fullName: input.fullName.trim(),
    email: input.email.trim(),
    orderNumber: input.orderNumber?.trim() || null,
    subject: input.subject ?? null,
    message: input.message.trim(),
  };
  await deps.db.transaction(async (tx) => {
    const id = await insertContactMessage(tx, row);
    await enqueueMail(tx, shopInboxMail(id, row), { purpose: CONTACT_FORWARD_PURPOSE, ref: String(id) });
    await enqueueMail(tx, acknowledgementMail(row));
  });
}
