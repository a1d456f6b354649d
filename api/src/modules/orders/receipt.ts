import { SHOP_EMAIL, SHOP_PHONE, sizeLabel, formatMoney, parsePhotoPath, type Order } from 'contracts';
import { mailPhotoTag } from '../mail/mail-photo';
import type { MailMessage } from '../mail/mailer';
import type { PhotoFacts } from '../photos/queries';

const money = (cents: number) => formatMoney(cents / 100);
const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The mail queue's purpose for a receipt: once it is sent, orders.receipt_sent_at is set (markReceiptSent). */
export const RECEIPT_PURPOSE = 'receipt';

/** Where the receipt's photos come from: the shop's origin, and the photos its lines' image paths name. */
export interface ReceiptPhotos {
  origin: string;
  byHash: Map<string, PhotoFacts>;
}

/**
 * The receipt e-mail of a paid order: number, lines (each with its photo, when it is one), totals and the
 * delivery address. Never card data.
 */
export function receiptMail(order: Order, photos: ReceiptPhotos): MailMessage {
  const a = order.shippingAddress;
  const addressLines = [
    `${a.firstName} ${a.lastName}`,
    a.company,
    [a.addressLine1, a.addressLine2].filter(Boolean).join(', '),
    `${a.zip} ${a.city}`,
    a.country,
    a.phone,
  ].filter((line): line is string => Boolean(line));
  const lines = order.lines.map(
    (l) =>
      `${l.name}, ${l.color}, size ${sizeLabel(l.size)}: ${l.quantity} × ${money(l.unitPriceCents)} = ${money(l.lineTotalCents)}`,
  );
  const totals = [
    `Subtotal: ${money(order.subtotalCents)}`,
    ...(order.discount ? [`${order.discount.label}: -${money(order.discount.amountCents)}`] : []),
    `Tax: ${money(order.taxCents)}`,
    `Shipping: ${order.shippingCents === 0 ? 'Free' : money(order.shippingCents)}`,
    `Total: ${money(order.totalCents)}`,
  ];
  const text = [
    `Thank you for your order!`,
    '',
    `Order number: ${order.number}`,
    '',
    ...lines,
    '',
    ...totals,
    '',
    'Delivery address:',
    ...addressLines,
    '',
    `Questions? Write to ${SHOP_EMAIL} or call ${SHOP_PHONE}.`,
    'Vesna',
  ].join('\n');
  const html = [
    '<h1>Thank you for your order!</h1>',
    `<p>Order number: <strong>${escape(order.number)}</strong></p>`,
    `<ul>${lines.map((l, i) => `<li>${linePhoto(order.lines[i]!, photos)}${escape(l)}</li>`).join('')}</ul>`,
    `<p>${totals.map(escape).join('<br>')}</p>`,
    `<p>Delivery address:<br>${addressLines.map(escape).join('<br>')}</p>`,
    `<p>Questions? Write to ${escape(SHOP_EMAIL)} or call ${escape(SHOP_PHONE)}.</p>`,
    '<p>Vesna</p>',
  ].join('\n');
  return { to: order.email, subject: `Your Vesna order ${order.number}`, text, html };
}

/** A line's photo above its text, or nothing for a drawing (mail clients show no SVG) or a deleted photo. */
function linePhoto(line: Order['lines'][number], { origin, byHash }: ReceiptPhotos): string {
  const photo = byHash.get(parsePhotoPath(line.image)?.hash ?? '');
  return photo ? mailPhotoTag(photo, origin, `${line.name} in ${line.color}`) : '';
}
