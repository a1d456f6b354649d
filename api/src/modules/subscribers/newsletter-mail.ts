import { SHOP_EMAIL } from 'contracts';
import type { MailMessage } from '../mail/mailer';

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Every newsletter mail (the confirmation included) is built here, so none goes out without its
 * unsubscribe link: `paragraphs` are plain text, links are given as { text, href }. The same link is the
 * mail's List-Unsubscribe, with List-Unsubscribe-Post for the providers' one-click button (RFC 8058: they
 * POST `List-Unsubscribe=One-Click` to it, which unsubscribes without a login or a page).
 */
export function newsletterMail(
  to: string,
  subject: string,
  paragraphs: Array<string | { text: string; href: string }>,
  unsubscribeLink: string,
): MailMessage {
  const footer = `You receive this mail because this address was entered in the Vesna newsletter form. Unsubscribe (no login needed): ${unsubscribeLink}`;
  const text = [
    ...paragraphs.map((p) => (typeof p === 'string' ? p : `${p.text}: ${p.href}`)),
    'Vesna',
    '--',
    footer,
  ].join('\n\n');
  const html = [
    ...paragraphs.map((p) =>
      typeof p === 'string'
        ? `<p>${escapeHtml(p)}</p>`
        : `<p><a href="${escapeHtml(p.href)}">${escapeHtml(p.text)}</a></p>`,
    ),
    '<p>Vesna</p>',
    `<hr><p style="font-size:12px;color:#666">You receive this mail because this address was entered in the Vesna newsletter form. <a href="${escapeHtml(unsubscribeLink)}">Unsubscribe</a> (no login needed). Questions: ${escapeHtml(SHOP_EMAIL)}</p>`,
  ].join('\n');
  return {
    to,
    subject,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${unsubscribeLink}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
