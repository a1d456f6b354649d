import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type { FastifyInstance } from 'fastify';
import { TEST_PROCESSOR_SECRET_KEY } from 'contracts/dev-services';
import type { BuildAppOptions } from '../app';
import type { PaymentsContext } from '../modules/payments/context';
import { testProcessorSettings } from '../modules/payments/settings';
import { startDevServicesProcess, testProcessorOf, type DevServicesProcess } from './dev-services';
import { useTestApp } from './test-app';
export { eventually } from './eventually';

export interface PaymentsTestContext {
  app: FastifyInstance;
  database: ReturnType<typeof useTestApp>['database'];
  /** The test processor of this file's dev-services process. */
  processor: { origin: string; port: number };
  /** An SDK client on the test processor, as a test's stand-in for the browser (creates and confirms). */
  stripe: Stripe;
  /** Webhook deliveries the app answered, in order: status and event type. */
  deliveries: { status: number; type: string }[];
  /**
   * Holds the processor's webhook deliveries (they wait, unanswered, as over a slow network) until release():
   * a test can make a payment succeed at the processor before the shop hears of it.
   */
  webhooks: { hold(): void; release(): void };
}

/**
 * useTestApp with the local test processor in its own dev-services process on a free port, reached over
 * HTTP as in the shop: the app's SDK talks to it, and every event it sends goes to a small HTTP listener of
 * this test, which hands the delivery to the app's webhook route through inject and answers with the app's
 * status (so a refused delivery is retried by the processor, as from the real API).
 */
export function usePaymentsTestApp(
  options: { app?: Partial<BuildAppOptions> | (() => Partial<BuildAppOptions>); poolSize?: number } = {},
): PaymentsTestContext {
  // Every payment crosses two processes (and a webhook relay) on a machine that may be busy: 30 s, not
  // jest's 5 s (testTimeout in api/jest.config.js applies only when jest runs from api/).
  jest.setTimeout(30_000);
  const held: (() => void)[] = [];
  let holding = false;
  const ctx = {
    deliveries: [],
    webhooks: {
      hold: () => {
        holding = true;
      },
      release: () => {
        holding = false;
        for (const deliver of held.splice(0)) deliver();
      },
    },
  } as unknown as PaymentsTestContext;
  let webhookRelay: Server;
  let devServices: DevServicesProcess | undefined;
  beforeAll(async () => {
    webhookRelay = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const payload = Buffer.concat(chunks).toString('utf8');
        const deliver = () =>
          ctx.app
            .inject({
              method: 'POST',
              url: req.url ?? '/',
              headers: {
                'stripe-signature': String(req.headers['stripe-signature'] ?? ''),
                'content-type': 'application/json',
              },
              payload,
            })
            .then((answer) => {
              ctx.deliveries.push({ status: answer.statusCode, type: (JSON.parse(payload) as { type: string }).type });
              res.writeHead(answer.statusCode, { 'content-type': 'application/json' });
              res.end(answer.body);
            })
            .catch((error: Error) => {
              res.writeHead(500);
              res.end(error.message);
            });
        if (holding) held.push(() => void deliver());
        else void deliver();
      });
    });
    await new Promise<void>((resolve) => webhookRelay.listen(0, 'localhost', resolve));
    devServices = await startDevServicesProcess({
      apiPort: (webhookRelay.address() as AddressInfo).port,
      testPayments: true,
    });
    ctx.processor = testProcessorOf(devServices);
    ctx.stripe = new Stripe(TEST_PROCESSOR_SECRET_KEY, {
      host: 'localhost',
      port: ctx.processor.port,
      protocol: 'http',
    });
  }, 60_000);
  const base = useTestApp({
    poolSize: options.poolSize,
    app: () => ({
      ...(typeof options.app === 'function' ? options.app() : options.app),
      payments: { settings: testProcessorSettings(ctx.processor.port), releaseIntervalMs: 0 },
    }),
  });
  Object.defineProperty(ctx, 'app', { get: () => base.app });
  Object.defineProperty(ctx, 'database', { get: () => base.database });
  afterAll(async () => {
    await devServices?.stop();
    webhookRelay?.closeAllConnections();
    await new Promise((resolve) => webhookRelay?.close(resolve));
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

/** The app's payments context as its sweeps get it (app.ts): this file's database, processor and clock. */
export function paymentsContextOf(ctx: PaymentsTestContext, now?: () => Date): PaymentsContext {
  return {
    db: ctx.database.db,
    stripe: ctx.stripe,
    log: ctx.app.log,
    settings: testProcessorSettings(ctx.processor.port),
    now,
    mailOrigin: 'http://localhost:3000',
  };
}
