import {
  PROCESSING_TIME,
  REFUND_PROCESSING_TIME,
  SHOP_EMAIL,
  SHOP_PHONE,
  formatMoney,
  trackingUrl,
  type Order,
} from 'contracts';
import type { MailMessage } from '../mail/mailer';

const money = (cents: number) => formatMoney(cents / 100);
const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The mail of one step of an order's life after payment; every step tells the shopper what happened. */
export type OrderStep =
  | { kind: 'shipped'; carrier: string; trackingNumber: string; lines: string[]; complete: boolean }
  | { kind: 'delivered' }
  | { kind: 'cancelled'; refundCents: number }
  | { kind: 'return-requested'; returnNumber: string }
  | { kind: 'return-received'; returnNumber: string; refundCents: number }
  | { kind: 'refunded'; returnNumber: string; refundCents: number }
  | { kind: 'partly-refunded'; refundCents: number }
  | { kind: 'exchange-requested'; returnNumber: string; item: string }
  | { kind: 'exchange-received'; returnNumber: string }
  | { kind: 'exchange-shipped'; returnNumber: string; carrier: string; trackingNumber: string };

/** A mail's words: its paragraphs, and the parcel's tracking page for a shipment (a link in the HTML part). */
interface StepContent {
  subject: string;
  paragraphs: string[];
  tracking?: { carrier: string; url: string };
}

const trackingOf = (carrier: string, trackingNumber: string) => ({
  carrier,
  url: trackingUrl(carrier, trackingNumber),
});

function content(order: Order, step: OrderStep): StepContent {
  const n = order.number;
  switch (step.kind) {
    case 'shipped':
      return {
        subject: step.complete ? `Your Vesna order ${n} is on its way` : `Part of your Vesna order ${n} is on its way`,
        paragraphs: [
          step.complete
            ? `Your order ${n} has left us with ${step.carrier}: ${step.lines.join(', ')}.`
            : `Part of your order ${n} has left us with ${step.carrier}: ${step.lines.join(', ')}. The rest follows in another parcel.`,
          `Tracking number: ${step.trackingNumber}`,
        ],
        tracking: trackingOf(step.carrier, step.trackingNumber),
      };
    case 'partly-refunded':
      return {
        subject: `Refund of ${money(step.refundCents)} for your Vesna order ${n}`,
        paragraphs: [
          `We refunded ${money(step.refundCents)} of your order ${n} to your card.`,
          `Banks take up to ${REFUND_PROCESSING_TIME} to show it.`,
        ],
      };
    case 'exchange-requested':
      return {
        subject: `Exchange ${step.returnNumber} for your Vesna order ${n}`,
        paragraphs: [
          `We have your exchange request ${step.returnNumber} for order ${n}: ${step.item}. We have put the new one aside for you.`,
          'Please send the item back with the exchange number inside; we send the new one when it arrives.',
        ],
      };
    case 'exchange-received':
      return {
        subject: `We received your exchange ${step.returnNumber}`,
        paragraphs: [
          `We received the item of exchange ${step.returnNumber} (order ${n}).`,
          'Its replacement leaves us soon; we will write when it does.',
        ],
      };
    case 'exchange-shipped':
      return {
        subject: `Your exchange ${step.returnNumber} is on its way`,
        paragraphs: [
          `The replacement of exchange ${step.returnNumber} (order ${n}) has left us with ${step.carrier}.`,
          `Tracking number: ${step.trackingNumber}`,
        ],
        tracking: trackingOf(step.carrier, step.trackingNumber),
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

/**
 * The mail of a step. A shipment's carries the carrier's tracking page: as the address in the text part (which
 * some mail apps show alone), as a link in the HTML part.
 */
export function orderStepMail(order: Order, step: OrderStep): MailMessage {
  const { subject, paragraphs, tracking } = content(order, step);
  const closing = `Questions? Write to ${SHOP_EMAIL} or call ${SHOP_PHONE}.`;
  const para = (text: string) => `<p>${escape(text)}</p>`;
  return {
    to: order.email,
    subject,
    text: [...paragraphs, ...(tracking ? [`Follow your parcel: ${tracking.url}`] : []), '', closing, 'Vesna'].join(
      '\n',
    ),
    html: [
      ...paragraphs.map(para),
      ...(tracking
        ? [`<p><a href="${escape(tracking.url)}">Follow your parcel with ${escape(tracking.carrier)}</a></p>`]
        : []),
      para(closing),
      para('Vesna'),
    ].join('\n'),
  };
}
