import Stripe from 'stripe';
import type { FastifyInstance } from 'fastify';
import type { BuildAppOptions } from '../app';
import { TEST_PROCESSOR_SECRET_KEY } from '../dev-payments/settings';
import { startTestProcessor, type TestProcessor } from '../dev-payments/processor';
import { testProcessorSettings } from '../modules/payments/settings';
import { useTestApp } from './test-app';

export interface PaymentsTestContext {
  app: FastifyInstance;
  database: ReturnType<typeof useTestApp>['database'];
  processor: TestProcessor;
  /** An SDK client on the test processor, as a test's stand-in for the browser (creates and confirms). */
  stripe: Stripe;
  /** Webhook deliveries the app answered, in order: status and event type. */
  deliveries: { status: number; type: string }[];
}

/**
 * useTestApp with the local test processor on a free port: the app's SDK talks to it, and every event
 * it sends is delivered to the app's webhook route through inject (signed as the processor signs).
 */
export function usePaymentsTestApp(
  options: { app?: Partial<BuildAppOptions>; poolSize?: number } = {},
): PaymentsTestContext {
  const ctx = { deliveries: [] } as unknown as PaymentsTestContext;
  beforeAll(async () => {
    ctx.processor = await startTestProcessor({
      port: 0,
      deliverWebhook: async (payload, signature) => {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/payments/webhook',
          headers: { 'stripe-signature': signature, 'content-type': 'application/json' },
          payload,
        });
        ctx.deliveries.push({ status: res.statusCode, type: (JSON.parse(payload) as { type: string }).type });
        if (res.statusCode >= 300) throw new Error(`webhook answered ${res.statusCode}: ${res.body}`);
      },
    });
    ctx.stripe = new Stripe(TEST_PROCESSOR_SECRET_KEY, {
      host: 'localhost',
      port: ctx.processor.port,
      protocol: 'http',
    });
  });
  const base = useTestApp({
    poolSize: options.poolSize,
    app: () => ({
      ...options.app,
      payments: { settings: testProcessorSettings(ctx.processor.port), releaseIntervalMs: 0 },
    }),
  });
  Object.defineProperty(ctx, 'app', { get: () => base.app });
  Object.defineProperty(ctx, 'database', { get: () => base.database });
  afterAll(async () => {
    await ctx.processor?.close();
  });
  return ctx;
}

export const TEST_CARDS = {
  visa: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

/** A card payment method at the processor, as the browser's card element would create it. */
export function createCard(stripe: Stripe, number: string = TEST_CARDS.visa, cvc = '123') {
  return stripe.paymentMethods.create({
    type: 'card',
    card: { number, exp_month: 12, exp_year: 2034, cvc },
  });
}

export const paymentIntentIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0];

/**
 * Confirms the order's payment intent with a card, as confirmCardPayment does; a decline answers the
 * processor's error instead of throwing.
 */
export async function pay(
  stripe: Stripe,
  clientSecret: string,
  number: string = TEST_CARDS.visa,
): Promise<{ status: string } | { error: string }> {
  const pm = await createCard(stripe, number);
  try {
    const intent = await stripe.paymentIntents.confirm(paymentIntentIdOf(clientSecret), { payment_method: pm.id });
    return { status: intent.status };
  } catch (error) {
    return { error: (error as { code?: string }).code ?? String(error) };
  }
}

/** Polls `check` until it stops throwing (webhooks arrive after the confirmation answers). */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 10_000): Promise<T> {
  const start = Date.now();
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() - start > timeoutMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}
