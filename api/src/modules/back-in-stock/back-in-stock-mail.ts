import { API_BASE_URL, SHOP_EMAIL, sizeLabel } from 'contracts';
import { BACK_IN_STOCK_PATHS } from 'contracts/schemas';
import type { MailMessage } from '../mail/mailer';
import { mailPhotoTag } from '../mail/mail-photo';
import { escapeHtml } from '../subscribers/newsletter-mail';
import type { DueRequest } from './queries';

/**
 * The one mail a waiting shopper gets: the product's link (colour and size chosen), the colour's photo when it has
 * one, and a one-click unsubscribe.
 */
export function backInStockMail(request: DueRequest, origin: string, unsubscribeToken: string): MailMessage {
  const size = sizeLabel(request.size);
  const link = `${origin}/${request.productId}?color=${request.color}&size=${request.size}`;
  const unsubscribe = `${origin}${API_BASE_URL}${BACK_IN_STOCK_PATHS.unsubscribe}?token=${encodeURIComponent(unsubscribeToken)}`;
  const subject = `Back in stock: ${request.name} in ${request.color}, size ${size}`;
  const lead = `Good news: ${request.name} in ${request.color}, size ${size}, is back in stock. Sizes sell out fast.`;
  const text = [
    lead,
    `Shop it now: ${link}`,
    'Vesna',
    '--',
    `You asked to be told once when this size is back; we will not write about it again. Stop every back-in-stock mail you are waiting for (no login needed): ${unsubscribe}`,
  ].join('\n\n');
  const photo = request.photo
    ? [
        `<p><a href="${escapeHtml(link)}">${mailPhotoTag(request.photo, origin, `${request.name} in ${request.color}`)}</a></p>`,
      ]
    : [];
  const html = [
    `<p>${escapeHtml(lead)}</p>`,
    ...photo,
    `<p><a href="${escapeHtml(link)}">Shop it now</a></p>`,
    '<p>Vesna</p>',
    `<hr><p style="font-size:12px;color:#666">You asked to be told once when this size is back. <a href="${escapeHtml(unsubscribe)}">Stop every back-in-stock mail</a> (no login needed). Questions: ${escapeHtml(SHOP_EMAIL)}</p>`,
  ].join('\n');
  return {
    to: request.email,
    subject,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
