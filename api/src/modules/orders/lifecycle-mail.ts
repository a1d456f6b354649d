import { PROCESSING_TIME, REFUND_PROCESSING_TIME, SHOP_EMAIL, SHOP_PHONE, formatMoney, type Order } from 'contracts';
import type { MailMessage } from '../mail/mailer';

const money = (cents: number) => formatMoney(cents / 100);
const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The mail of one step of an order's life after payment; every step tells the shopper what happened. */
export type OrderStep =
  | { kind: 'shipped' }
  | { kind: 'delivered' }
  | { kind: 'cancelled'; refundCents: number }
  | { kind: 'return-requested'; returnNumber: string }
  | { kind: 'return-received'; returnNumber: string; refundCents: number }
  | { kind: 'refunded'; returnNumber: string; refundCents: number };

function content(order: Order, step: OrderStep): { subject: string; paragraphs: string[] } {
  const n = order.number;
  switch (step.kind) {
    case 'shipped':
      return {
        subject: `Your Vesna order ${n} is on its way`,
        paragraphs: [
          `Your order ${n} has left us with ${order.shipment?.carrier ?? 'the carrier'}.`,
          `Tracking number: ${order.shipment?.trackingNumber ?? ''}`,
        ],
      };
    case 'delivered':
      return {
        subject: `Your Vesna order ${n} was delivered`,
        paragraphs: [
          `Your order ${n} was delivered. We hope you love it.`,
          'Something not right? You can return items within 30 days from your account (Orders).',
        ],
      };
    case 'cancelled':
      return {
        subject: `Your Vesna order ${n} was cancelled`,
        paragraphs: [
          `Your order ${n} was cancelled before it was shipped.`,
          `We refunded ${money(step.refundCents)} to your card; banks take up to ${REFUND_PROCESSING_TIME} to show it.`,
        ],
      };
    case 'return-requested':
      return {
        subject: `Return ${step.returnNumber} for your Vesna order ${n}`,
        paragraphs: [
          `We have your return request ${step.returnNumber} for order ${n}.`,
          `Please send the items back with the return number inside. We refund within ${REFUND_PROCESSING_TIME} after we receive them (within ${PROCESSING_TIME} of their arrival we confirm it).`,
        ],
      };
    case 'return-received':
      return {
        subject: `We received your return ${step.returnNumber}`,
        paragraphs: [
          `We received the items of return ${step.returnNumber} (order ${n}).`,
          `Your refund of ${money(step.refundCents)} is on its way to your card.`,
        ],
      };
    case 'refunded':
      return {
        subject: `Refund of ${money(step.refundCents)} for your return ${step.returnNumber}`,
        paragraphs: [
          `We refunded ${money(step.refundCents)} for return ${step.returnNumber} (order ${n}) to your card.`,
          `Banks take up to ${REFUND_PROCESSING_TIME} to show it.`,
        ],
      };
  }
}

export function orderStepMail(order: Order, step: OrderStep): MailMessage {
  const { subject, paragraphs } = content(order, step);
  const closing = `Questions? Write to ${SHOP_EMAIL} or call ${SHOP_PHONE}.`;
  return {
    to: order.email,
    subject,
    text: [...paragraphs, '', closing, 'Vesna'].join('\n'),
    html: [...paragraphs, closing, 'Vesna'].map((p) => `<p>${escape(p)}</p>`).join('\n'),
  };
}
