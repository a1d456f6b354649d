import type Stripe from 'stripe';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { HttpError } from '../../http-errors';
import type { PaymentsSettings } from './settings';

/** What the payments, orders and payment-methods modules share; built once in buildApp. */
export interface PaymentsContext {
  db: Database;
  settings: PaymentsSettings;
  /** The SDK client; null when payments are disabled. */
  stripe: Stripe | null;
  log: FastifyBaseLogger;
  /** The clock of the rules that depend on the day (the birthday window, the return window); tests set it. */
  now?: () => Date;
  /** The origin of the links and photos in the mails a payment sends (the receipt): see shopOrigin. */
  mailOrigin: string;
}

export const PAYMENTS_DISABLED = 'Card payments are not available at the moment';
export const PROCESSOR_UNREACHABLE = 'The payment processor did not answer. Please try again.';

/** The SDK client, or 503 when the shop takes no payments (production without Stripe keys). */
export function requireStripe(ctx: PaymentsContext): Stripe {
  if (!ctx.stripe) throw new HttpError(503, PAYMENTS_DISABLED);
  return ctx.stripe;
}

/**
 * Runs a processor call; anything but a processor answer we handle (network down, 5xx, our own
 * misconfiguration) becomes 502 with a neutral message, the details going to the log only.
 */
export async function callProcessor<T>(ctx: PaymentsContext, what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const e = error as { type?: string; code?: string; message?: string; statusCode?: number };
    ctx.log.error({ processorError: { type: e.type, code: e.code, statusCode: e.statusCode } }, `${what} failed`);
    throw new HttpError(502, PROCESSOR_UNREACHABLE);
  }
}
