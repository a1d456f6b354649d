import { SHOP_EMAIL, SHOP_PHONE, SIZES, formatMoney, type Order } from 'contracts';
import type { MailMessage } from '../mail/mailer';

const sizeLabel = (size: string) => SIZES.find((s) => s.value === size)?.label ?? size;
const money = (cents: number) => formatMoney(cents / 100);
const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The mail queue's purpose for a receipt: once it is sent, orders.receipt_sent_at is set (markReceiptSent). */
export const RECEIPT_PURPOSE = 'receipt';

/** The receipt e-mail of a paid order: number, lines, totals and the delivery address. Never card data. */
export function receiptMail(order: Order): MailMessage {
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
    `<ul>${lines.map((l) => `<li>${escape(l)}</li>`).join('')}</ul>`,
    `<p>${totals.map(escape).join('<br>')}</p>`,
    `<p>Delivery address:<br>${addressLines.map(escape).join('<br>')}</p>`,
    `<p>Questions? Write to ${escape(SHOP_EMAIL)} or call ${escape(SHOP_PHONE)}.</p>`,
    '<p>Vesna</p>',
  ].join('\n');
  return { to: order.email, subject: `Your Vesna order ${order.number}`, text, html };
}
