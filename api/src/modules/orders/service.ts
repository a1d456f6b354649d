import type Stripe from 'stripe';
import {
  formatCartItemKey,
  type CartQuote,
  type DiscountCodeError,
  type PriceChangedError,
  type PurchaseResponse,
  type StockShortError,
} from 'contracts';
import type { Queryable } from '../../db/database';
import { HttpError, badRequest } from '../../http-errors';
import { withSavepoint, sqlStateOf, UNIQUE_VIOLATION } from '../../db/savepoint';
import { quoteCart } from '../cart/service';
import { priceBag } from '../discount-codes/priced-bag';
import { retakeUse, takeOrderUse, usedUpQuote } from '../discount-codes/order-uses';
import { selectCartKeys, selectCatalogueLines } from '../cart/queries';
import { callProcessor, requireStripe, type PaymentsContext } from '../payments/context';
import { cancelPaymentIntents } from '../payments/service';
import { isMissing } from '../payments/stripe-client';
import { deleteCard, selectCard, selectProcessorAccount } from '../payment-methods/queries';
import type { PurchaseInput } from './purchase-input';
import {
  insertOrder,
  insertOrderLines,
  lockCustomer,
  markPendingAgain,
  releaseOrder,
  reserveStock,
  selectOrderByKey,
  selectOrderForUpdate,
  selectOrderStockLines,
  selectPendingOrdersForUpdate,
  setPaymentIntent,
  type NewOrder,
  type OrderRow,
} from './queries';
import { assertSameRequest, requestFingerprint } from './request-fingerprint';

export const BAG_EMPTY = 'Your bag is empty';
export const PRICE_CHANGED = 'The prices in your bag have changed. Please review your order.';
export const STOCK_SHORT = 'Some items in your bag are no longer available in the quantity you chose.';
export const NO_SAVED_CARD = 'No saved card';
/** Logged (debug) when the atomic reservation, not the quote, finds a line short: another order took it meanwhile. */
export const RESERVATION_REFUSED = 'stock reservation refused: units taken by a concurrent order';
export const SAVED_CARD_GONE = 'Your saved card is no longer available. Please enter your card again.';

/** 409 with a body beyond `{error}` (contracts' PriceChangedError / StockShortError / DiscountCodeError). */
export class ConflictError extends HttpError {
  constructor(readonly body: PriceChangedError | StockShortError | DiscountCodeError) {
    super(409, body.error);
  }
}

export interface PurchaseResult {
  created: boolean;
  response: PurchaseResponse;
}

/** The saved card when the account has one the processor still knows; a forgotten one is removed. */
async function usableSavedCard(ctx: PaymentsContext, stripe: Stripe, customerId: string) {
  const card = await selectCard(ctx.db, customerId);
  if (!card) return null;
  try {
    await stripe.paymentMethods.retrieve(card.paymentMethodId);
    return card;
  } catch (error) {
    if (!isMissing(error)) return callProcessor(ctx, 'paymentMethods.retrieve', () => Promise.reject(error));
    await deleteCard(ctx.db, customerId);
    return null;
  }
}

/** The payment intents of replaced orders: cancelled after the commit, so they can no longer be paid. */
const intentsOf = (orders: OrderRow[]) =>
  orders.map((o) => o.paymentIntentId).filter((id): id is string => Boolean(id));

function stockShort(lines: StockShortError['lines']): ConflictError {
  return new ConflictError({ error: STOCK_SHORT, reason: 'stock-short', lines });
}

/**
 * Lines of the bag that cannot be had in the asked quantity: the quote lowered them to the stock
 * (clamped) or dropped them (sold out, or gone from the catalogue).
 */
async function shortLinesOf(tx: Queryable, quote: CartQuote): Promise<StockShortError['lines']> {
  const short: StockShortError['lines'] = quote.lines
    .filter((line) => line.clamped)
    .map((line) => ({ key: line.requestedKey, name: line.name, available: line.stock }));
  if (quote.dropped.length > 0) {
    const parts = quote.dropped.map((key) => {
      const [productId, color, size] = key.split('/');
      return { productId, color, size } as Parameters<typeof selectCatalogueLines>[1][number];
    });
    const found = await selectCatalogueLines(tx, parts);
    quote.dropped.forEach((key, i) => {
      short.push({ key, name: found[i]?.name ?? 'Unknown product', available: Math.max(found[i]?.stock ?? 0, 0) });
    });
  }
  return short;
}

/**
 * POST /purchase: rebuilds the order from the account's bag at today's prices and, in one transaction,
 * reserves every line's units, stores the order and its lines and creates the payment intent (the
 * order id is its idempotency key at the processor). The same Idempotency-Key again answers the same
 * order; see resumeOrder.
 */
export async function purchase(
  ctx: PaymentsContext,
  customerId: string,
  input: PurchaseInput,
  idempotencyKey: string,
): Promise<PurchaseResult> {
  const stripe = requireStripe(ctx);
  const fingerprint = requestFingerprint(input);
  const known = await selectOrderByKey(ctx.db, customerId, idempotencyKey);
  if (known) {
    assertSameRequest(known.requestFingerprint, fingerprint);
    return { created: false, response: await resumeOrder(ctx, customerId, known.id, input) };
  }

  const savedCard = await usableSavedCard(ctx, stripe, customerId);
  if (input.method === 'saved-card' && !savedCard) {
    const message = (await selectCard(ctx.db, customerId)) ? SAVED_CARD_GONE : NO_SAVED_CARD;
    throw badRequest(message, { 'paymentDetails.method': message });
  }
  const processorCustomer = savedCard
    ? ((await selectProcessorAccount(ctx.db, customerId))?.processorCustomerId ?? null)
    : null;

  const outcome = await ctx.db.transaction(async (tx) => {
    // One purchase per customer at a time: a concurrent request with the same key waits here and then
    // finds the order this one made.
    await lockCustomer(tx, customerId);
    const existing = await selectOrderByKey(tx, customerId, idempotencyKey);
    if (existing) {
      assertSameRequest(existing.requestFingerprint, fingerprint);
      return { existing };
    }
    // A new checkout replaces the customer's unpaid one: its units come back before this bag is priced.
    const replaced = await selectPendingOrdersForUpdate(tx, customerId, null);
    for (const order of replaced) await releaseOrder(tx, order.id, 'expired');

    const keys = await selectCartKeys(tx, customerId);
    if (keys.length === 0) throw badRequest(BAG_EMPTY);
    const now = ctx.now?.() ?? new Date();
    const { quote, birthday, code } = await priceBag(tx, keys, customerId, now, input.discountCode);
    const short = await shortLinesOf(tx, quote);
    if (short.length > 0) throw stockShort(short);
    if (quote.lines.length === 0) throw badRequest(BAG_EMPTY);
    // A code that cannot be used (expired, used up, ... since the bag showed it) is told before any payment.
    const refused = quote.discountCode;
    if (refused && !refused.applied && refused.reason !== 'birthday-larger') {
      throw new ConflictError({ error: refused.message, reason: 'discount-code', quote });
    }
    if (input.totalCents !== quote.totalCents) {
      throw new ConflictError({ error: PRICE_CHANGED, reason: 'price-changed', quote });
    }

    const newOrder = {
      customerId,
      idempotencyKey,
      requestFingerprint: fingerprint,
      paymentMethod: input.method,
      email: input.email,
      billingName: input.name,
      shippingAddress: input.shipping,
      billingAddress: input.billing,
      subtotalCents: quote.subtotalCents,
      discountCents: quote.discount?.amountCents ?? 0,
      birthday,
      code: code && {
        id: code.row.id,
        code: code.row.code,
        label: code.discount.discount.label,
        percent: code.discount.discount.percent,
        baseCents: code.discount.baseCents,
      },
      taxCents: quote.taxCents,
      shippingCents: quote.shippingCents,
      totalCents: quote.totalCents,
    };
    const order = await insertOrderOnce(tx, newOrder, () => quoteCart(tx, keys));
    const lines = quote.lines.map((line) => ({
      productId: line.productId,
      color: line.color,
      size: line.size,
      quantity: line.quantity,
      name: line.name,
      image: line.image,
      unitPriceCents: line.unitPriceCents,
      lineTotalCents: line.lineTotalCents,
      inDiscount: code ? code.discount.inScope.has(line.productId) : true,
    }));
    // The atomic check: whatever the quote saw, a unit another order took in the meantime is not there.
    const missing = await reserveStock(tx, lines);
    if (missing.length > 0) {
      ctx.log.debug({ lines: missing.length }, RESERVATION_REFUSED);
      throw stockShort(
        missing.map(({ line, available }) => ({ key: formatCartItemKey(line), name: line.name, available })),
      );
    }
    await insertOrderLines(tx, order.id, lines);
    // The code's use, taken atomically like the units: when another order took the last one meanwhile, the
    // shopper is told now, before she pays, and nothing of this order stays.
    if (code && !(await takeOrderUse(tx, code.row.id, order.id))) {
      const again = await usedUpQuote(tx, keys, customerId, now, code.row.code);
      throw new ConflictError({ error: again.discountCode!.message, reason: 'discount-code', quote: again });
    }
    const intent = await callProcessor(ctx, 'paymentIntents.create', () =>
      stripe.paymentIntents.create(
        {
          amount: quote.totalCents,
          currency: 'usd',
          ...(processorCustomer ? { customer: processorCustomer } : {}),
          description: `Vesna order ${order.number}`,
          metadata: { order_id: order.id, order_number: order.number },
        },
        { idempotencyKey: order.id },
      ),
    );
    await setPaymentIntent(tx, order.id, intent.id, 1);
    return { order, intent, replaced };
  });

  if ('existing' in outcome) {
    return { created: false, response: await resumeOrder(ctx, customerId, outcome.existing!.id, input) };
  }
  await cancelPaymentIntents(ctx, intentsOf(outcome.replaced));
  return {
    created: true,
    response: {
      clientSecret: outcome.intent.client_secret!,
      orderId: outcome.order.id,
      orderNumber: outcome.order.number,
      savedPaymentMethodId: input.method === 'saved-card' ? savedCard!.paymentMethodId : null,
    },
  };
}

/**
 * Stores the order. Two of the same person's accounts paying at once can both have been quoted the birthday
 * discount; the unique indexes keep one (migration 0015), and the other is told that the price changed, with
 * the quote it gets now.
 */
async function insertOrderOnce(tx: Queryable, order: NewOrder, requote: () => Promise<CartQuote>): Promise<OrderRow> {
  try {
    return await withSavepoint(tx, 'insert_order', () => insertOrder(tx, order));
  } catch (error) {
    if (order.birthday === null || sqlStateOf(error) !== UNIQUE_VIOLATION) throw error;
    throw new ConflictError({ error: PRICE_CHANGED, reason: 'price-changed', quote: await requote() });
  }
}

/**
 * The same Idempotency-Key again: the same order and client secret. A pending or paid order is
 * answered as it is; a failed or expired one (Retry after a decline) reserves its own lines again,
 * once, and is pending again, with a fresh payment intent only if the old one was cancelled.
 */
async function resumeOrder(
  ctx: PaymentsContext,
  customerId: string,
  orderId: string,
  input: PurchaseInput,
): Promise<PurchaseResponse> {
  const stripe = requireStripe(ctx);
  const savedCard = input.method === 'saved-card' ? await usableSavedCard(ctx, stripe, customerId) : null;
  if (input.method === 'saved-card' && !savedCard)
    throw badRequest(NO_SAVED_CARD, { 'paymentDetails.method': NO_SAVED_CARD });
  const processorCustomer = savedCard
    ? ((await selectProcessorAccount(ctx.db, customerId))?.processorCustomerId ?? null)
    : null;

  const { order, intent, replaced } = await ctx.db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const row = (await selectOrderForUpdate(tx, orderId))!;
    let replacedOrders: OrderRow[] = [];
    if (row.status === 'failed' || row.status === 'expired') {
      replacedOrders = await selectPendingOrdersForUpdate(tx, customerId, row.id);
      for (const other of replacedOrders) await releaseOrder(tx, other.id, 'expired');
      const lines = await selectOrderStockLines(tx, row.id);
      const missing = await reserveStock(tx, lines);
      if (missing.length > 0) {
        throw stockShort(
          missing.map(({ line, available }) => ({ key: formatCartItemKey(line), name: line.name, available })),
        );
      }
      // Its discount code's use too, unless other orders took the last ones meanwhile.
      if (row.discountCodeId !== null && !row.discountUseHeld) {
        const refusal = await retakeUse(tx, row);
        if (refusal) {
          const keys = await selectCartKeys(tx, customerId);
          const again = await usedUpQuote(tx, keys, customerId, ctx.now?.() ?? new Date(), refusal.code, refusal);
          throw new ConflictError({ error: refusal.message, reason: 'discount-code', quote: again });
        }
      }
      await markPendingAgain(tx, row.id);
    }
    let current = await callProcessor(ctx, 'paymentIntents.retrieve', () =>
      stripe.paymentIntents.retrieve(row.paymentIntentId!),
    );
    if (current.status === 'canceled' && row.status !== 'paid') {
      const attempt = row.paymentAttempt + 1;
      current = await callProcessor(ctx, 'paymentIntents.create', () =>
        stripe.paymentIntents.create(
          {
            amount: row.totalCents,
            currency: 'usd',
            ...(processorCustomer ? { customer: processorCustomer } : {}),
            description: `Vesna order ${row.number}`,
            metadata: { order_id: row.id, order_number: row.number },
          },
          { idempotencyKey: `${row.id}:${attempt}` },
        ),
      );
      await setPaymentIntent(tx, row.id, current.id, attempt);
    } else if (processorCustomer && !current.customer && row.status !== 'paid') {
      // Paying a retry with the saved card: the intent must belong to the card's customer.
      current = await callProcessor(ctx, 'paymentIntents.update', () =>
        stripe.paymentIntents.update(current.id, { customer: processorCustomer }),
      );
    }
    return { order: row, intent: current, replaced: replacedOrders };
  });
  await cancelPaymentIntents(ctx, intentsOf(replaced));
  return {
    clientSecret: intent.client_secret!,
    orderId: order.id,
    orderNumber: order.number,
    savedPaymentMethodId: savedCard ? savedCard.paymentMethodId : null,
  };
}
