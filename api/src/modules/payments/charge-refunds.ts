import { SHOP_EMAIL, SHOP_PHONE, formatMoney } from 'contracts';
import type { Queryable } from '../../db/database';
import type { MailMessage } from '../mail/mailer';
import { enqueueMail } from '../mail/queue-queries';
import type { PaymentsContext } from './context';
import { claimDueRefunds, markChargeRefunded, scheduleRefundRetry, type ChargeRow } from './charge-queries';
import { processorErrorCode } from './stripe-client';

/** A claimed refund is the claimer's for this long; a process that died mid-way leaves it to the next sweep. */
const LEASE_MS = 60_000;
/** Waits between tries: 30 s, 2 min, 8 min, … up to 6 hours; the refund is tried until the processor takes it. */
const retryDelayMs = (tries: number) => Math.min(30_000 * 4 ** Math.max(tries - 1, 0), 6 * 60 * 60 * 1000);

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The mail that tells the shopper her payment came back, and why (never card data). */
export function chargeRefundedMail(to: string, charge: ChargeRow): MailMessage {
  const amount = formatMoney(charge.amountCents / 100);
  const about = charge.orderNumber ? `for order ${charge.orderNumber}` : '';
  const text = [
    `We have refunded your payment of ${amount} ${about} in full, because ${charge.reason}.`.replace('  ', ' '),
    '',
    'Nothing was shipped and nothing more is charged. The refund reaches your card within 5-10 business days.',
    '',
    `Questions? Write to ${SHOP_EMAIL} or call ${SHOP_PHONE}.`,
    'Vesna',
  ].join('\n');
  const html = text
    .split('\n\n')
    .map((p) => `<p>${escape(p).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
  return { to, subject: `Your Vesna payment of ${amount} was refunded`, text, html };
}

/** Where the refund mail goes: the order's receipt address (the processor's copy when the order is gone). */
async function recipientOf(db: Queryable, charge: ChargeRow, fallback: string | null): Promise<string | null> {
  if (charge.orderId) {
    const { rows } = await db.query<{ email: string }>('SELECT email FROM orders WHERE id = $1', [charge.orderId]);
    if (rows[0]) return rows[0].email;
  }
  return fallback;
}

/**
 * Refunds every charge recorded as 'refund-due' (settle-charge.ts) through the processor, in full, with the
 * charge's intent as the idempotency key: a retry after a lost answer refunds once. The refund and the mail
 * to the shopper are recorded together; a refusal or an unreachable processor is tried again later with a
 * growing wait. Run after a webhook recorded one, and by the payments sweep (app.ts). Returns how many it
 * refunded.
 */
export async function refundDueCharges(
  ctx: Pick<PaymentsContext, 'db' | 'stripe' | 'log'>,
  at: Date = new Date(),
): Promise<number> {
  if (!ctx.stripe) return 0;
  const stripe = ctx.stripe;
  let refunded = 0;
  for (const charge of await claimDueRefunds(ctx.db, { limit: 20, leaseMs: LEASE_MS, at })) {
    try {
      const refund = await stripe.refunds
        .create(
          { payment_intent: charge.paymentIntentId, metadata: { reason: 'charge-without-order' } },
          { idempotencyKey: `charge-refund:${charge.paymentIntentId}` },
        )
        .catch(async (error: unknown) => {
          // Refunded already (by hand at the processor): record that refund rather than trying for ever.
          if (processorErrorCode(error) !== 'charge_already_refunded') throw error;
          const { data } = await stripe.refunds.list({ payment_intent: charge.paymentIntentId, limit: 1 });
          if (!data[0]) throw error;
          return data[0];
        });
      const intent = await stripe.paymentIntents.retrieve(charge.paymentIntentId).catch(() => null);
      await ctx.db.transaction(async (tx) => {
        if (!(await markChargeRefunded(tx, charge.paymentIntentId, refund.id))) return;
        const to = await recipientOf(tx, charge, intent?.receipt_email ?? null);
        if (to) {
          await enqueueMail(tx, chargeRefundedMail(to, charge), {
            purpose: 'charge-refunded',
            ref: charge.paymentIntentId,
          });
        }
      });
      refunded += 1;
      ctx.log.info({ paymentIntent: charge.paymentIntentId, refund: refund.id }, 'charge refunded in full');
    } catch (error) {
      const code = processorErrorCode(error) ?? (error as Error).message;
      ctx.log.error({ paymentIntent: charge.paymentIntentId, code }, 'refunding a charge failed: tried again later');
      await scheduleRefundRetry(ctx.db, charge.paymentIntentId, {
        error: String(code).slice(0, 200),
        delayMs: retryDelayMs(charge.refundTries),
        at,
      });
    }
  }
  return refunded;
}
