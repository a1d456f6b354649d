import type { Queryable } from '../../db/database';
import { markEmailVerified } from '../customers/queries';
import { enqueueMail } from '../mail/queue-queries';
import { hashToken, newToken } from '../sessions';
import { insertVerificationToken, useVerificationToken } from './queries';

export const VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;
export const VERIFY_EMAIL_PATH = '/api/customers/verify-email';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function verificationMail(firstName: string, link: string): { subject: string; text: string; html: string } {
  const subject = 'Verify your email address for Vesna';
  const text = [
    `Hello ${firstName},`,
    '',
    'Please confirm your email address by opening this link (it works once, within 24 hours):',
    link,
    '',
    'If you did not create an account at Vesna, you can ignore this mail.',
    '',
    'Vesna',
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(firstName)},</p>
<p>Please confirm your email address by opening this link (it works once, within 24 hours):</p>
<p><a href="${escapeHtml(link)}">Verify my email address</a></p>
<p>If you did not create an account at Vesna, you can ignore this mail.</p>
<p>Vesna</p>`;
  return { subject, text, html };
}

/**
 * Stores a new single-use token (hashed, 24 h) for the customer's current e-mail and queues the mail with
 * the link, on the caller's transaction (the one that creates the account or changes its address): the
 * mail worker sends it, trying again while the SMTP server refuses.
 */
export async function queueVerificationMail(
  tx: Queryable,
  customer: { id: string; email: string; firstName: string },
  origin: string,
): Promise<void> {
  const token = newToken();
  await insertVerificationToken(
    tx,
    hashToken(token),
    customer.id,
    customer.email,
    new Date(Date.now() + VERIFICATION_TTL_MS),
  );
  const link = `${origin}${VERIFY_EMAIL_PATH}?token=${encodeURIComponent(token)}`;
  await enqueueMail(tx, { to: customer.email, ...verificationMail(customer.firstName, link) });
}

/** Uses the token; true when it verified the address it was issued for. */
export async function verifyEmailToken(db: Queryable, token: string): Promise<boolean> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return false;
  const used = await useVerificationToken(db, hashToken(token));
  if (!used) return false;
  // The e-mail may have changed since the mail was sent: then this link verifies nothing.
  return markEmailVerified(db, used.customerId, used.email);
}
