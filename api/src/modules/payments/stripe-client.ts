import Stripe from 'stripe';
import type { EnabledPaymentsSettings } from './settings';

/**
 * The official SDK for either processor: Stripe with its own defaults (api.stripe.com over https), or
 * the local test processor through the SDK's documented host/port/protocol options.
 */
export function createStripeClient(settings: EnabledPaymentsSettings): Stripe {
  if (settings.mode === 'stripe') return new Stripe(settings.secretKey, { maxNetworkRetries: 2 });
  return new Stripe(settings.secretKey, {
    host: settings.host,
    port: settings.port,
    protocol: 'http',
    maxNetworkRetries: 1,
    telemetry: false,
  });
}

/** A processor error's code (`resource_missing`, `card_declined`...), or undefined for anything else. */
export function processorErrorCode(error: unknown): string | undefined {
  if (error instanceof Stripe.errors.StripeError) return error.code;
  return undefined;
}

export const isMissing = (error: unknown) => processorErrorCode(error) === 'resource_missing';
