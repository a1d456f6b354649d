import type Stripe from 'stripe';
import type { DefaultCard } from 'contracts';
import { HttpError, badRequest } from '../../http-errors';
import { callProcessor, requireStripe, type PaymentsContext } from '../payments/context';
import { isMissing } from '../payments/stripe-client';
import { cardBrandOf } from './card';
import { deleteCard, selectCard, selectProcessorAccount, setProcessorCustomerId, upsertCard } from './queries';

export const RAW_CARD_REFUSED =
  'Card details go to the payment processor, not to this API: send paymentDetails.paymentMethodId';
export const PAYMENT_METHOD_REQUIRED = 'paymentDetails.paymentMethodId is required';
export const UNKNOWN_PAYMENT_METHOD = 'Unknown payment method';
export const NOT_A_CARD = 'Only a card can be saved';

const CARD_FIELDS = ['cardNumber', 'cardCVV', 'cardCvv', 'cvc', 'cvv', 'number'];
/** Anything that looks like a card number (13-19 digits, grouped or not) anywhere in the body. */
const CARD_NUMBER = /(?<!\d)\d(?:[ -]?\d){12,18}(?!\d)/;

/**
 * The payment-method id of a SaveCardRequest. A body carrying card fields is refused before anything
 * is read from them: the card number and CVV must only ever reach the processor.
 */
export function readPaymentMethodId(body: Record<string, unknown>): string {
  const details = body.paymentDetails;
  const record = typeof details === 'object' && details !== null ? (details as Record<string, unknown>) : {};
  if (CARD_FIELDS.some((field) => field in record || field in body) || CARD_NUMBER.test(JSON.stringify(body))) {
    throw badRequest(RAW_CARD_REFUSED, { 'paymentDetails.cardNumber': RAW_CARD_REFUSED });
  }
  const id = record.paymentMethodId;
  if (typeof id !== 'string' || !/^pm_[A-Za-z0-9_]{1,250}$/.test(id)) {
    throw badRequest(PAYMENT_METHOD_REQUIRED, { 'paymentDetails.paymentMethodId': PAYMENT_METHOD_REQUIRED });
  }
  return id;
}

/**
 * The account's customer at the processor, created on first use. The idempotency key makes two
 * concurrent first saves create one customer; an id the processor no longer knows (the local test
 * processor forgets everything when it restarts) is replaced.
 */
export async function ensureProcessorCustomer(
  ctx: PaymentsContext,
  customerId: string,
  options: { renew?: boolean } = {},
): Promise<string> {
  const stripe = requireStripe(ctx);
  const account = await selectProcessorAccount(ctx.db, customerId);
  if (!account) throw new HttpError(401, 'Not logged in');
  if (account.processorCustomerId && !options.renew) return account.processorCustomerId;
  const created = await callProcessor(ctx, 'customers.create', () =>
    stripe.customers.create(
      {
        email: account.email,
        name: `${account.firstName} ${account.lastName}`,
        metadata: { vesna_customer_id: customerId },
      },
      { idempotencyKey: `vesna-customer-${customerId}${options.renew ? `-${Date.now()}` : ''}` },
    ),
  );
  await setProcessorCustomerId(ctx.db, customerId, created.id);
  return created.id;
}

async function retrievePaymentMethod(ctx: PaymentsContext, stripe: Stripe, id: string) {
  try {
    return await stripe.paymentMethods.retrieve(id);
  } catch (error) {
    if (isMissing(error))
      throw badRequest(UNKNOWN_PAYMENT_METHOD, { 'paymentDetails.paymentMethodId': UNKNOWN_PAYMENT_METHOD });
    return callProcessor(ctx, 'paymentMethods.retrieve', () => Promise.reject(error));
  }
}

/** Saves the processor's payment method as the account's one card: attached to her processor customer. */
export async function saveCard(
  ctx: PaymentsContext,
  customerId: string,
  paymentMethodId: string,
): Promise<DefaultCard> {
  const stripe = requireStripe(ctx);
  const method = await retrievePaymentMethod(ctx, stripe, paymentMethodId);
  if (method.type !== 'card' || !method.card)
    throw badRequest(NOT_A_CARD, { 'paymentDetails.paymentMethodId': NOT_A_CARD });
  let processorCustomer = await ensureProcessorCustomer(ctx, customerId);
  const attachedTo = typeof method.customer === 'string' ? method.customer : (method.customer?.id ?? null);
  if (attachedTo !== processorCustomer) {
    // Someone else's card (or one already attached elsewhere) is never taken over.
    if (attachedTo)
      throw badRequest(UNKNOWN_PAYMENT_METHOD, { 'paymentDetails.paymentMethodId': UNKNOWN_PAYMENT_METHOD });
    try {
      await stripe.paymentMethods.attach(paymentMethodId, { customer: processorCustomer });
    } catch (error) {
      if (!isMissing(error)) return callProcessor(ctx, 'paymentMethods.attach', () => Promise.reject(error));
      // Our stored customer is gone at the processor: make a new one and attach there.
      processorCustomer = await ensureProcessorCustomer(ctx, customerId, { renew: true });
      await callProcessor(ctx, 'paymentMethods.attach', () =>
        stripe.paymentMethods.attach(paymentMethodId, { customer: processorCustomer }),
      );
    }
  }
  const previous = await selectCard(ctx.db, customerId);
  const card = await upsertCard(ctx.db, customerId, {
    paymentMethodId,
    brand: cardBrandOf(method.card.brand),
    last4: method.card.last4,
    expMonth: method.card.exp_month,
    expYear: method.card.exp_year,
  });
  if (previous && previous.paymentMethodId !== paymentMethodId) await detachQuietly(ctx, previous.paymentMethodId);
  return card;
}

/** Detaches a card at the processor; a failure is logged, never shown (our copy is gone either way). */
async function detachQuietly(ctx: PaymentsContext, paymentMethodId: string): Promise<void> {
  if (!ctx.stripe) return;
  try {
    await ctx.stripe.paymentMethods.detach(paymentMethodId);
  } catch (error) {
    if (!isMissing(error)) ctx.log.warn({ code: (error as { code?: string }).code }, 'detaching a saved card failed');
  }
}

/** Forgets the account's card here and detaches it at the processor. False when there was none. */
export async function removeCard(ctx: PaymentsContext, customerId: string): Promise<boolean> {
  const card = await selectCard(ctx.db, customerId);
  if (!card) return false;
  await deleteCard(ctx.db, customerId);
  await detachQuietly(ctx, card.paymentMethodId);
  return true;
}
