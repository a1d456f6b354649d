import { PROCESSING_TIME, SHOP_EMAIL } from 'contracts';
import { contactSchema } from 'contracts/schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../http-errors';
import { objectBody, validateWith } from '../../validation';
import type { MailMessage, Mailer } from '../mail/mailer';
import { escapeHtml } from '../subscribers/newsletter-mail';
import { insertContactMessage, markContactMessageForwarded, type ContactMessageRow } from './queries';

export interface ContactDeps {
  db: Queryable;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

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
 * Validates with contracts' contactSchema, stores the message, then mails the shop's inbox and the
 * sender. The message is kept even when the shop's mail fails (forwarded_at stays NULL for a retry);
 * a failed acknowledgement is only logged: the shop has the message either way.
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
  const id = await insertContactMessage(deps.db, row);
  try {
    await deps.mailer.send(shopInboxMail(id, row));
    await markContactMessageForwarded(deps.db, id);
  } catch (error) {
    deps.log.error({ err: error, contactMessageId: id }, 'contact message not forwarded to the shop');
    throw new HttpError(503, 'Your message was saved, but we could not confirm it by mail. Please try again later.');
  }
  try {
    await deps.mailer.send(acknowledgementMail(row));
  } catch (error) {
    deps.log.warn({ err: error, contactMessageId: id }, 'contact acknowledgement not sent');
  }
}
