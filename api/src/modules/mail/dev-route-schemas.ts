import { answers, contentOf, isoTime, json, listOf, shape, text, textOrNull, whole } from '../../openapi/shapes';

const queuedMail = shape({
  id: whole(),
  to: text(),
  subject: text(),
  text: text(),
  html: text(),
  state: { type: 'string', enum: ['queued', 'sent', 'failed'] },
  tries: whole(),
  lastError: textOrNull,
  createdAt: isoTime,
  sentAt: { anyOf: [isoTime, { type: 'null' }] },
});

/** The development mailbox (never in production; OpenAPI contract). */
export const devMailSchemas = {
  mailbox: {
    summary: 'Development only: every mail with its state and links',
    response: answers({ 200: contentOf('the mailbox page', ['text/html']) }),
  },
  outbox: {
    summary: 'Development only: every mail, newest first',
    querystring: {
      type: 'object',
      properties: { to: text({ description: 'only the mail to this address (any case)' }) },
    },
    response: answers({ 200: json('the mails', listOf(queuedMail)) }),
  },
};
