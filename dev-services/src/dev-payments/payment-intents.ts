import { listPage, type ListPage } from './list-page';
import { randomBytes } from 'node:crypto';
import type { Params } from './form-params';
import type { Ledger, PaymentMethod } from './ledger';
import {
  mergeMetadata,
  newId,
  nowSeconds,
  optionalInteger,
  optionalList,
  optionalObject,
  optionalString,
  refuseUnknown,
  requiredString,
} from './param-readers';
import { ProcessorError, invalidParam, invalidRequest, noSuch } from './stripe-errors';
import { describeCard } from './test-cards';

/**
 * Payment intents and their life, as at Stripe with automatic capture:
 * requires_payment_method → (confirm) succeeded | requires_payment_method + last_payment_error (402)
 * | requires_action (the challenge page) → succeeded | requires_payment_method; or canceled.
 */
export type PaymentIntentStatus = 'requires_payment_method' | 'requires_action' | 'succeeded' | 'canceled';

export interface LastPaymentError {
  type: 'card_error' | 'invalid_request_error';
  code: string;
  decline_code?: string;
  message: string;
  payment_method: PaymentMethod;
}

export interface PaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_capturable: 0;
  amount_received: number;
  automatic_payment_methods: null;
  canceled_at: number | null;
  cancellation_reason: string | null;
  capture_method: 'automatic';
  client_secret: string;
  confirmation_method: 'automatic';
  created: number;
  currency: string;
  customer: string | null;
  description: string | null;
  last_payment_error: LastPaymentError | null;
  latest_charge: string | null;
  livemode: false;
  metadata: Record<string, string>;
  next_action: { type: 'redirect_to_url'; redirect_to_url: { url: string; return_url: string | null } } | null;
  payment_method: string | null;
  payment_method_types: string[];
  receipt_email: string | null;
  setup_future_usage: string | null;
  shipping: Params | null;
  statement_descriptor: string | null;
  status: PaymentIntentStatus;
}

export type PaymentIntentEvent =
  'payment_intent.succeeded' | 'payment_intent.payment_failed' | 'payment_intent.canceled';

/** Fields a publishable key may read (Stripe hides customer and metadata from the browser). */
const PUBLIC_FIELDS: (keyof PaymentIntent)[] = [
  'id',
  'object',
  'amount',
  'canceled_at',
  'cancellation_reason',
  'capture_method',
  'client_secret',
  'confirmation_method',
  'created',
  'currency',
  'description',
  'last_payment_error',
  'livemode',
  'next_action',
  'payment_method',
  'payment_method_types',
  'receipt_email',
  'setup_future_usage',
  'shipping',
  'status',
];

const CREATE_PARAMS = [
  'amount',
  'currency',
  'customer',
  'description',
  'metadata',
  'payment_method',
  'payment_method_types',
  'receipt_email',
  'setup_future_usage',
  'shipping',
  'statement_descriptor',
  'statement_descriptor_suffix',
  'expand',
];

/** The payment intents as the data folder keeps them (processor-state.ts). */
export interface PaymentIntentsSnapshot {
  intents: PaymentIntent[];
  challenges: [string, string][];
}

export class PaymentIntents {
  private readonly intents = new Map<string, PaymentIntent>();
  /** Challenge id (in the challenge page's URL) → payment intent id. */
  private readonly challenges = new Map<string, string>();

  snapshot(): PaymentIntentsSnapshot {
    return { intents: [...this.intents.values()], challenges: [...this.challenges.entries()] };
  }

  /** Takes back what a snapshot holds (on start, before the first request). */
  restore(snapshot: PaymentIntentsSnapshot): void {
    for (const intent of snapshot.intents) this.intents.set(intent.id, intent);
    for (const [challenge, intent] of snapshot.challenges) this.challenges.set(challenge, intent);
  }

  constructor(
    private readonly ledger: Ledger,
    private readonly origin: string,
    private readonly emit: (type: PaymentIntentEvent, intent: PaymentIntent) => void,
  ) {}

  create(params: Params): PaymentIntent {
    refuseUnknown(params, CREATE_PARAMS);
    const id = newId('pi');
    const intent: PaymentIntent = {
      id,
      object: 'payment_intent',
      amount: readAmount(params, true) as number,
      amount_capturable: 0,
      amount_received: 0,
      automatic_payment_methods: null,
      canceled_at: null,
      cancellation_reason: null,
      capture_method: 'automatic',
      client_secret: `${id}_secret_${randomBytes(18).toString('base64url').replace(/[-_]/g, 'x')}`,
      confirmation_method: 'automatic',
      created: nowSeconds(),
      currency: readCurrency(params, true) as string,
      customer: null,
      description: optionalString(params, 'description') || null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: mergeMetadata({}, params),
      next_action: null,
      payment_method: null,
      payment_method_types: readMethodTypes(params),
      receipt_email: optionalString(params, 'receipt_email') || null,
      setup_future_usage: readFutureUsage(params),
      shipping: optionalObject(params, 'shipping') ?? null,
      statement_descriptor: optionalString(params, 'statement_descriptor') || null,
      status: 'requires_payment_method',
    };
    const customer = optionalString(params, 'customer');
    if (customer) intent.customer = this.ledger.customer(customer, 'customer').id;
    const paymentMethod = optionalString(params, 'payment_method');
    if (paymentMethod) intent.payment_method = this.usablePaymentMethod(intent, paymentMethod).id;
    this.intents.set(id, intent);
    return intent;
  }

  /** GET /v1/payment_intents: newest first, with Stripe's list parameters (list-page.ts); what the reconciliation reads. */
  list(params: Params): ListPage<PaymentIntent> {
    return listPage([...this.intents.values()], params, '/v1/payment_intents');
  }

  get(id: string): PaymentIntent {
    const intent = this.intents.get(id);
    if (!intent) throw noSuch('payment_intent', id);
    return intent;
  }

  /** With a publishable key: the client secret must match, and only the public fields are answered. */
  getWithClientSecret(id: string, clientSecret: string | undefined): PaymentIntent {
    const intent = this.intents.get(id);
    if (!intent) throw noSuch('payment_intent', id);
    if (!clientSecret)
      throw invalidRequest('Missing required param: client_secret.', {
        code: 'parameter_missing',
        param: 'client_secret',
      });
    if (clientSecret !== intent.client_secret) {
      throw invalidRequest(
        'The client_secret provided does not match the client_secret associated with the PaymentIntent.',
        {
          code: 'payment_intent_invalid_parameter',
          param: 'client_secret',
        },
      );
    }
    return intent;
  }

  update(id: string, params: Params): PaymentIntent {
    refuseUnknown(params, CREATE_PARAMS);
    const intent = this.get(id);
    const amount = readAmount(params, false);
    const currency = readCurrency(params, false);
    const customer = optionalString(params, 'customer');
    const paymentMethod = optionalString(params, 'payment_method');
    const changesPayment =
      amount !== undefined || currency !== undefined || customer !== undefined || paymentMethod !== undefined;
    if (changesPayment && (intent.status === 'succeeded' || intent.status === 'canceled')) {
      throw unexpectedState(
        `This PaymentIntent could not be updated because it has a status of ${intent.status}.`,
        intent,
      );
    }
    if (amount !== undefined) intent.amount = amount;
    if (currency !== undefined) intent.currency = currency;
    if (customer !== undefined) intent.customer = customer ? this.ledger.customer(customer, 'customer').id : null;
    if (paymentMethod !== undefined) {
      intent.payment_method = paymentMethod ? this.usablePaymentMethod(intent, paymentMethod).id : null;
    }
    if (changesPayment && intent.status === 'requires_action') {
      // A changed payment needs a new confirmation; the pending challenge no longer applies.
      this.dropChallenge(intent);
      intent.status = 'requires_payment_method';
    }
    if (params.description !== undefined) intent.description = optionalString(params, 'description') || null;
    if (params.receipt_email !== undefined) intent.receipt_email = optionalString(params, 'receipt_email') || null;
    if (params.payment_method_types !== undefined) intent.payment_method_types = readMethodTypes(params);
    if (params.setup_future_usage !== undefined) intent.setup_future_usage = readFutureUsage(params);
    if (params.shipping !== undefined) intent.shipping = optionalObject(params, 'shipping') ?? null;
    intent.metadata = mergeMetadata(intent.metadata, params);
    return intent;
  }

  /**
   * Confirms with `payment_method` (an id), `payment_method_data` (a new card) or the one already set.
   * A declined card answers 402 with the payment intent in the error, as at Stripe.
   */
  confirm(id: string, params: Params, publishable: boolean): PaymentIntent {
    refuseUnknown(params, [
      'payment_method',
      'payment_method_data',
      'return_url',
      'receipt_email',
      'setup_future_usage',
      'shipping',
      'use_stripe_sdk',
      'client_secret',
      'key',
      'expand',
    ]);
    const intent = publishable ? this.getWithClientSecret(id, optionalString(params, 'client_secret')) : this.get(id);
    if (intent.status === 'succeeded' || intent.status === 'canceled') {
      throw unexpectedState(
        intent.status === 'succeeded'
          ? 'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.'
          : 'You cannot confirm this PaymentIntent because it has a status of canceled.',
        intent,
      );
    }
    const methodData = optionalObject(params, 'payment_method_data');
    const methodId = optionalString(params, 'payment_method');
    let paymentMethod: PaymentMethod;
    if (methodData) paymentMethod = this.ledger.createPaymentMethod(methodData);
    else if (methodId) paymentMethod = this.usablePaymentMethod(intent, methodId);
    else if (intent.payment_method) paymentMethod = this.ledger.paymentMethod(intent.payment_method, 'payment_method');
    else {
      throw invalidRequest(
        "You cannot confirm this PaymentIntent because it's missing a payment method. Update the PaymentIntent with a payment method and then confirm it again.",
        { code: 'payment_intent_unexpected_state', payment_intent: intent },
      );
    }
    if (params.receipt_email !== undefined) intent.receipt_email = optionalString(params, 'receipt_email') || null;
    if (params.setup_future_usage !== undefined) intent.setup_future_usage = readFutureUsage(params);
    if (params.shipping !== undefined) intent.shipping = optionalObject(params, 'shipping') ?? null;

    this.dropChallenge(intent);
    intent.last_payment_error = null;
    const outcome = describeCard(this.ledger.useForPayment(paymentMethod)).outcome;
    if (outcome.kind === 'succeed') {
      this.succeed(intent, paymentMethod);
    } else if (outcome.kind === 'challenge') {
      const challengeId = newId('chl', 32);
      this.challenges.set(challengeId, intent.id);
      intent.status = 'requires_action';
      intent.payment_method = paymentMethod.id;
      intent.next_action = {
        type: 'redirect_to_url',
        redirect_to_url: {
          url: `${this.origin}/v3/challenge/${challengeId}`,
          return_url: readReturnUrl(params),
        },
      };
    } else {
      this.fail(intent, {
        type: 'card_error',
        code: outcome.code,
        decline_code: outcome.declineCode,
        message: outcome.message,
        payment_method: paymentMethod,
      });
      throw new ProcessorError(402, {
        type: 'card_error',
        code: outcome.code,
        decline_code: outcome.declineCode,
        message: outcome.message,
        payment_intent: intent,
        payment_method: paymentMethod,
      });
    }
    return intent;
  }

  cancel(id: string, params: Params): PaymentIntent {
    refuseUnknown(params, ['cancellation_reason', 'expand']);
    const intent = this.get(id);
    if (intent.status === 'succeeded' || intent.status === 'canceled') {
      throw unexpectedState(
        `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
        intent,
      );
    }
    const reason = optionalString(params, 'cancellation_reason');
    const reasons = ['duplicate', 'fraudulent', 'requested_by_customer', 'abandoned'];
    if (reason && !reasons.includes(reason)) {
      throw invalidParam('cancellation_reason', `Invalid cancellation_reason: must be one of ${reasons.join(', ')}`);
    }
    this.dropChallenge(intent);
    intent.status = 'canceled';
    intent.canceled_at = nowSeconds();
    intent.cancellation_reason = reason ?? null;
    this.emit('payment_intent.canceled', intent);
    return intent;
  }

  /** The payment intent a challenge page belongs to, while its challenge is pending. */
  challenge(challengeId: string): PaymentIntent | undefined {
    const intentId = this.challenges.get(challengeId);
    const intent = intentId ? this.intents.get(intentId) : undefined;
    return intent?.status === 'requires_action' ? intent : undefined;
  }

  /** The shopper chose "Complete" or "Fail" on the challenge page. */
  finishChallenge(challengeId: string, passed: boolean): PaymentIntent | undefined {
    const intent = this.challenge(challengeId);
    if (!intent) return undefined;
    const paymentMethod = this.ledger.paymentMethod(intent.payment_method as string);
    this.dropChallenge(intent);
    if (passed) this.succeed(intent, paymentMethod);
    else {
      this.fail(intent, {
        type: 'invalid_request_error',
        code: 'payment_intent_authentication_failure',
        message:
          'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
        payment_method: paymentMethod,
      });
    }
    return intent;
  }

  private succeed(intent: PaymentIntent, paymentMethod: PaymentMethod): void {
    intent.status = 'succeeded';
    intent.payment_method = paymentMethod.id;
    intent.amount_received = intent.amount;
    intent.latest_charge = newId('ch');
    intent.next_action = null;
    this.emit('payment_intent.succeeded', intent);
  }

  private fail(intent: PaymentIntent, error: LastPaymentError): void {
    intent.status = 'requires_payment_method';
    // As at Stripe: the failed method is named in the error, not kept on the intent.
    intent.payment_method = null;
    intent.next_action = null;
    intent.last_payment_error = error;
    this.emit('payment_intent.payment_failed', intent);
  }

  private dropChallenge(intent: PaymentIntent): void {
    intent.next_action = null;
    for (const [challengeId, intentId] of this.challenges) {
      if (intentId === intent.id) this.challenges.delete(challengeId);
    }
  }

  /** A payment method saved for a customer pays only that customer's payment intents, as at Stripe. */
  private usablePaymentMethod(intent: PaymentIntent, id: string): PaymentMethod {
    const paymentMethod = this.ledger.paymentMethod(id, 'payment_method');
    if (paymentMethod.customer && paymentMethod.customer !== intent.customer) {
      throw invalidRequest(
        `The provided PaymentMethod ${id} belongs to a different Customer than this PaymentIntent. Use a PaymentMethod attached to the PaymentIntent's Customer.`,
        { code: 'payment_intent_invalid_parameter', param: 'payment_method' },
      );
    }
    return paymentMethod;
  }
}

export function publicView(intent: PaymentIntent): Partial<PaymentIntent> {
  return Object.fromEntries(PUBLIC_FIELDS.map((field) => [field, intent[field]]));
}

function unexpectedState(message: string, intent: PaymentIntent): ProcessorError {
  return invalidRequest(message, { code: 'payment_intent_unexpected_state', payment_intent: intent });
}

function readAmount(params: Params, required: boolean): number | undefined {
  const amount = optionalInteger(params, 'amount');
  if (amount === undefined) {
    if (required) requiredString(params, 'amount');
    return undefined;
  }
  if (amount < 50) {
    throw invalidRequest('Amount must be at least 50 cents.', { code: 'amount_too_small', param: 'amount' });
  }
  if (amount > 99_999_999) {
    throw invalidRequest('Amount must be no more than 999,999.99.', { code: 'amount_too_large', param: 'amount' });
  }
  return amount;
}

function readCurrency(params: Params, required: boolean): string | undefined {
  const currency = required ? requiredString(params, 'currency') : optionalString(params, 'currency');
  if (currency === undefined) return undefined;
  if (!/^[a-z]{3}$/i.test(currency)) throw invalidParam('currency', `Invalid currency: ${currency}.`);
  return currency.toLowerCase();
}

function readMethodTypes(params: Params): string[] {
  const types = optionalList(params, 'payment_method_types') ?? ['card'];
  for (const type of types) {
    if (type !== 'card') {
      throw invalidParam(
        'payment_method_types',
        'The Vesna test processor only supports the payment method type card.',
      );
    }
  }
  return ['card'];
}

function readFutureUsage(params: Params): string | null {
  const usage = optionalString(params, 'setup_future_usage');
  if (!usage) return null;
  if (usage !== 'on_session' && usage !== 'off_session') {
    throw invalidParam('setup_future_usage', 'Invalid setup_future_usage: must be one of on_session, off_session');
  }
  return usage;
}

function readReturnUrl(params: Params): string | null {
  const value = optionalString(params, 'return_url');
  if (!value) return null;
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol)) {
    throw invalidParam('return_url', 'Invalid URL: return_url must be an absolute http(s) URL.');
  }
  return value;
}
