import { createHmac } from 'node:crypto';
import { passesLuhn } from 'contracts/schemas';
import type { Params } from './form-params';
import {
  mergeMetadata,
  newId,
  nowSeconds,
  optionalInteger,
  optionalObject,
  optionalString,
  refuseUnknown,
  requiredString,
} from './param-readers';
import { ProcessorError, invalidRequest, noSuch } from './stripe-errors';
import { describeCard } from './test-cards';

/**
 * The processor's memory: customers and payment methods (this file) and payment intents
 * (payment-intents.ts). Objects are answered in Stripe's shapes; a card's number and CVC are kept
 * apart from the answered object and never leave this process.
 */
export interface Customer {
  id: string;
  object: 'customer';
  created: number;
  email: string | null;
  name: string | null;
  phone: string | null;
  description: string | null;
  metadata: Record<string, string>;
  livemode: false;
  address: null;
  balance: 0;
  currency: null;
  default_source: null;
  delinquent: false;
  invoice_settings: { default_payment_method: null };
  shipping: null;
}

export interface PaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  created: number;
  customer: string | null;
  livemode: false;
  metadata: Record<string, string>;
  allow_redisplay: 'unspecified';
  billing_details: BillingDetails;
  card: {
    brand: string;
    display_brand: string;
    country: string;
    exp_month: number;
    exp_year: number;
    fingerprint: string;
    funding: string;
    last4: string;
    checks: { cvc_check: string; address_line1_check: null; address_postal_code_check: null };
    networks: { available: string[]; preferred: null };
    three_d_secure_usage: { supported: true };
    wallet: null;
  };
}

export interface BillingDetails {
  name: string | null;
  email: string | null;
  phone: string | null;
  address: {
    line1: string | null;
    line2: string | null;
    city: string | null;
    state: string | null;
    postal_code: string | null;
    country: string | null;
  };
}

/** What only the processor knows about a payment method. */
interface CardSecret {
  number: string;
  /** An unattached payment method is spent once it was used for a payment, as at Stripe. */
  used: boolean;
}

/** The ledger as its data folder keeps it (processor-state.ts). */
export interface LedgerSnapshot {
  customers: Customer[];
  paymentMethods: PaymentMethod[];
  cardSecrets: [string, CardSecret][];
}

export class Ledger {
  readonly customers = new Map<string, Customer>();
  readonly paymentMethods = new Map<string, PaymentMethod>();
  private readonly cardSecrets = new Map<string, CardSecret>();

  snapshot(): LedgerSnapshot {
    return {
      customers: [...this.customers.values()],
      paymentMethods: [...this.paymentMethods.values()],
      cardSecrets: [...this.cardSecrets.entries()],
    };
  }

  /** Takes back what a snapshot holds (on start, before the first request). */
  restore(snapshot: LedgerSnapshot): void {
    for (const customer of snapshot.customers) this.customers.set(customer.id, customer);
    for (const method of snapshot.paymentMethods) this.paymentMethods.set(method.id, method);
    for (const [id, secret] of snapshot.cardSecrets) this.cardSecrets.set(id, secret);
  }

  createCustomer(params: Params): Customer {
    refuseUnknown(params, ['email', 'name', 'phone', 'description', 'metadata', 'expand']);
    const customer: Customer = {
      id: newId('cus', 14),
      object: 'customer',
      created: nowSeconds(),
      email: optionalString(params, 'email') || null,
      name: optionalString(params, 'name') || null,
      phone: optionalString(params, 'phone') || null,
      description: optionalString(params, 'description') || null,
      metadata: mergeMetadata({}, params),
      livemode: false,
      address: null,
      balance: 0,
      currency: null,
      default_source: null,
      delinquent: false,
      invoice_settings: { default_payment_method: null },
      shipping: null,
    };
    this.customers.set(customer.id, customer);
    return customer;
  }

  customer(id: string, param = 'id'): Customer {
    const customer = this.customers.get(id);
    if (!customer) throw noSuch('customer', id, param);
    return customer;
  }

  createPaymentMethod(params: Params): PaymentMethod {
    refuseUnknown(params, ['type', 'card', 'billing_details', 'metadata', 'expand']);
    const type = requiredString(params, 'type');
    if (type !== 'card') {
      throw invalidRequest(`The Vesna test processor only supports payment methods of type card, not ${type}.`, {
        code: 'parameter_invalid',
        param: 'type',
      });
    }
    const card = optionalObject(params, 'card');
    if (!card) throw invalidRequest('Missing required param: card.', { code: 'parameter_missing', param: 'card' });
    refuseUnknown(card, ['number', 'exp_month', 'exp_year', 'cvc'], 'card');
    const number = requiredString(card, 'number', 'card[number]').replace(/[\s-]/g, '');
    const expMonth = optionalInteger(card, 'exp_month', 'card[exp_month]');
    let expYear = optionalInteger(card, 'exp_year', 'card[exp_year]');
    const cvc = optionalString(card, 'cvc', 'card[cvc]');
    if (expYear !== undefined && expYear < 100) expYear += 2000;

    // Stripe's own checks, in its order and with its messages (card_error, 402).
    if (!/^\d{12,19}$/.test(number) || !passesLuhn(number)) {
      throw cardError('incorrect_number', 'Your card number is incorrect.', 'card[number]');
    }
    if (expMonth === undefined || expMonth < 1 || expMonth > 12) {
      throw cardError('invalid_expiry_month', "Your card's expiration month is invalid.", 'card[exp_month]');
    }
    const now = new Date();
    if (expYear === undefined || expYear * 12 + expMonth < now.getFullYear() * 12 + now.getMonth() + 1) {
      throw cardError('invalid_expiry_year', "Your card's expiration year is invalid.", 'card[exp_year]');
    }
    if (cvc !== undefined && !/^\d{3,4}$/.test(cvc)) {
      throw cardError('invalid_cvc', "Your card's security code is invalid.", 'card[cvc]');
    }

    const described = describeCard(number);
    const paymentMethod: PaymentMethod = {
      id: newId('pm'),
      object: 'payment_method',
      type: 'card',
      created: nowSeconds(),
      customer: null,
      livemode: false,
      metadata: mergeMetadata({}, params),
      allow_redisplay: 'unspecified',
      billing_details: billingDetails(optionalObject(params, 'billing_details')),
      card: {
        brand: described.brand,
        display_brand: described.brand,
        country: 'US',
        exp_month: expMonth,
        exp_year: expYear,
        // The same number gives the same fingerprint, as at Stripe; the number cannot be read back from it.
        fingerprint: fingerprintOf(number),
        funding: described.funding,
        last4: number.slice(-4),
        checks: { cvc_check: cvc ? 'pass' : 'unavailable', address_line1_check: null, address_postal_code_check: null },
        networks: { available: [described.brand], preferred: null },
        three_d_secure_usage: { supported: true },
        wallet: null,
      },
    };
    this.paymentMethods.set(paymentMethod.id, paymentMethod);
    this.cardSecrets.set(paymentMethod.id, { number, used: false });
    return paymentMethod;
  }

  paymentMethod(id: string, param = 'id'): PaymentMethod {
    const paymentMethod = this.paymentMethods.get(id);
    if (!paymentMethod) throw noSuch('PaymentMethod', id, param);
    return paymentMethod;
  }

  attach(id: string, params: Params): PaymentMethod {
    refuseUnknown(params, ['customer', 'expand']);
    const paymentMethod = this.paymentMethod(id);
    const customer = this.customer(requiredString(params, 'customer'), 'customer');
    if (paymentMethod.customer && paymentMethod.customer !== customer.id) {
      throw invalidRequest('The payment method you provided has already been attached to a customer.', {
        code: 'payment_method_unexpected_state',
        param: 'customer',
      });
    }
    if (this.cardSecrets.get(id)?.used && !paymentMethod.customer) throw spentPaymentMethod(id);
    paymentMethod.customer = customer.id;
    return paymentMethod;
  }

  detach(id: string, params: Params): PaymentMethod {
    refuseUnknown(params, ['expand']);
    const paymentMethod = this.paymentMethod(id);
    if (!paymentMethod.customer) {
      throw invalidRequest(`The payment method ${id} is not attached to a customer so detachment is impossible.`, {
        code: 'payment_method_unexpected_state',
      });
    }
    paymentMethod.customer = null;
    // A detached payment method cannot be used again, as at Stripe.
    const secret = this.cardSecrets.get(id);
    if (secret) secret.used = true;
    return paymentMethod;
  }

  /** The card's number, for the test-card rules only; marks an unattached method as spent. */
  useForPayment(paymentMethod: PaymentMethod): string {
    const secret = this.cardSecrets.get(paymentMethod.id);
    if (!secret) throw noSuch('PaymentMethod', paymentMethod.id, 'payment_method');
    if (!paymentMethod.customer) {
      if (secret.used) throw spentPaymentMethod(paymentMethod.id);
      secret.used = true;
    }
    return secret.number;
  }
}

function cardError(code: string, message: string, param: string): ProcessorError {
  return new ProcessorError(402, { type: 'card_error', code, message, param });
}

function spentPaymentMethod(id: string): ProcessorError {
  return invalidRequest(
    `The provided PaymentMethod ${id} was previously used with a PaymentIntent without Customer attachment, or was detached from a Customer. It may not be used again. To use a PaymentMethod multiple times, you must attach it to a Customer first.`,
    { code: 'payment_method_unexpected_state', param: 'payment_method' },
  );
}

function billingDetails(params: Params | undefined): BillingDetails {
  const read = (source: Params | undefined, name: string, path: string) =>
    (source && optionalString(source, name, path)) || null;
  if (params) refuseUnknown(params, ['name', 'email', 'phone', 'address'], 'billing_details');
  const address = params ? optionalObject(params, 'address', 'billing_details[address]') : undefined;
  if (address) {
    refuseUnknown(address, ['line1', 'line2', 'city', 'state', 'postal_code', 'country'], 'billing_details[address]');
  }
  const at = (name: string) => read(address, name, `billing_details[address][${name}]`);
  return {
    name: read(params, 'name', 'billing_details[name]'),
    email: read(params, 'email', 'billing_details[email]'),
    phone: read(params, 'phone', 'billing_details[phone]'),
    address: {
      line1: at('line1'),
      line2: at('line2'),
      city: at('city'),
      state: at('state'),
      postal_code: at('postal_code'),
      country: at('country'),
    },
  };
}

const fingerprintSalt = newId('salt');
function fingerprintOf(number: string): string {
  return createHmac('sha256', fingerprintSalt).update(number).digest('base64url').slice(0, 16);
}
