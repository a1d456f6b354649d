import type { Params } from './form-params';
import type { PaymentIntent, PaymentIntents } from './payment-intents';
import { listPage, type ListPage } from './list-page';
import {
  mergeMetadata,
  newId,
  nowSeconds,
  optionalInteger,
  optionalString,
  refuseUnknown,
  requiredString,
} from './param-readers';
import { invalidParam, invalidRequest, noSuch } from './stripe-errors';

/**
 * Refunds as at Stripe: POST /v1/refunds with a payment_intent (whole or `amount` in cents) refunds its
 * charge, at once (`status: 'succeeded'`, as Stripe's test cards do), then a `charge.refunded` event
 * carries the charge with its new amount_refunded. GET /v1/refunds lists them, newest first.
 */
export interface Refund {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  created: number;
  currency: string;
  metadata: Record<string, string>;
  payment_intent: string;
  reason: string | null;
  status: 'succeeded';
}

/** The charge of a payment intent as the charge.refunded event carries it. */
export interface Charge {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  currency: string;
  metadata: Record<string, string>;
  paid: true;
  payment_intent: string;
  refunded: boolean;
  status: 'succeeded';
}

const CREATE_PARAMS = ['payment_intent', 'amount', 'reason', 'metadata', 'expand'];
const REASONS = ['duplicate', 'fraudulent', 'requested_by_customer'];

export class Refunds {
  private readonly refunds = new Map<string, Refund>();

  constructor(
    private readonly intents: PaymentIntents,
    private readonly emit: (type: 'charge.refunded', charge: Charge) => void,
  ) {}

  snapshot(): Refund[] {
    return [...this.refunds.values()];
  }

  restore(refunds: Refund[] | undefined): void {
    for (const refund of refunds ?? []) this.refunds.set(refund.id, refund);
  }

  create(params: Params): Refund {
    refuseUnknown(params, CREATE_PARAMS);
    const intent = this.intents.get(requiredString(params, 'payment_intent'));
    if (intent.status !== 'succeeded' || !intent.latest_charge) {
      throw invalidRequest(`This PaymentIntent (${intent.id}) does not have a successful charge to refund.`, {
        code: 'charge_not_refundable',
        param: 'payment_intent',
      });
    }
    const left = intent.amount_received - this.refundedOf(intent.id);
    const amount = optionalInteger(params, 'amount') ?? left;
    if (amount < 1) throw invalidParam('amount', 'Invalid positive integer');
    if (amount > left) {
      throw invalidRequest(
        `Refund amount (${money(amount)}) is greater than unrefunded amount on charge (${money(left)})`,
        { code: 'amount_too_large', param: 'amount' },
      );
    }
    const reason = optionalString(params, 'reason') ?? null;
    if (reason !== null && !REASONS.includes(reason)) throw invalidParam('reason', `Invalid reason: ${reason}`);
    const refund: Refund = {
      id: newId('re'),
      object: 'refund',
      amount,
      charge: intent.latest_charge,
      created: nowSeconds(),
      currency: intent.currency,
      metadata: mergeMetadata({}, params),
      payment_intent: intent.id,
      reason,
      status: 'succeeded',
    };
    this.refunds.set(refund.id, refund);
    this.emit('charge.refunded', this.chargeOf(intent));
    return refund;
  }

  get(id: string): Refund {
    const refund = this.refunds.get(id);
    if (!refund) throw noSuch('refund', id);
    return refund;
  }

  /** GET /v1/refunds: newest first, optionally of one payment intent, with Stripe's list parameters (list-page.ts). */
  list(params: Params): ListPage<Refund> {
    const paymentIntent = optionalString(params, 'payment_intent');
    return listPage(
      [...this.refunds.values()],
      params,
      '/v1/refunds',
      (r) => !paymentIntent || r.payment_intent === paymentIntent,
    );
  }

  private refundedOf(paymentIntentId: string): number {
    let sum = 0;
    for (const refund of this.refunds.values()) if (refund.payment_intent === paymentIntentId) sum += refund.amount;
    return sum;
  }

  private chargeOf(intent: PaymentIntent): Charge {
    const refunded = this.refundedOf(intent.id);
    return {
      id: intent.latest_charge!,
      object: 'charge',
      amount: intent.amount_received,
      amount_captured: intent.amount_received,
      amount_refunded: refunded,
      currency: intent.currency,
      metadata: intent.metadata,
      paid: true,
      payment_intent: intent.id,
      refunded: refunded >= intent.amount_received,
      status: 'succeeded',
    };
  }
}

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
