import type { PaymentsConfig } from 'contracts';
import {
  TEST_PROCESSOR_PUBLISHABLE_KEY,
  TEST_PROCESSOR_SECRET_KEY,
  TEST_PROCESSOR_WEBHOOK_SECRET,
  testProcessorPort,
} from 'contracts/dev-services';

type Env = Record<string, string | undefined>;

/**
 * Where card payments go. 'stripe': Stripe itself (all three STRIPE_* keys set). 'test-processor': the
 * local test processor (no keys, outside production), which serves the subset of Stripe's API the SDK
 * and Stripe.js use; TEST_PAYMENTS=1 forces it, also in production, TEST_PAYMENTS=0 turns it off).
 * 'disabled': production without keys (or with only some of them): no payments.
 */
export type PaymentsSettings =
  | { mode: 'stripe'; secretKey: string; publishableKey: string; webhookSecret: string }
  | {
      mode: 'test-processor';
      secretKey: string;
      publishableKey: string;
      webhookSecret: string;
      /** The SDK's host and port for the processor's REST API. */
      host: string;
      port: number;
      /** The processor's origin as the browser reaches it (its Stripe.js-compatible script). */
      origin: string;
    }
  | { mode: 'disabled'; reason: string };

export type EnabledPaymentsSettings = Exclude<PaymentsSettings, { mode: 'disabled' }>;

const STRIPE_KEYS = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;

/** The local test processor on `port` (tests pass the port their processor got). */
export function testProcessorSettings(port: number, host = 'localhost'): EnabledPaymentsSettings {
  return {
    mode: 'test-processor',
    secretKey: TEST_PROCESSOR_SECRET_KEY,
    publishableKey: TEST_PROCESSOR_PUBLISHABLE_KEY,
    webhookSecret: TEST_PROCESSOR_WEBHOOK_SECRET,
    host,
    port,
    origin: `http://${host}:${port}`,
  };
}

export function paymentsSettingsFromEnv(env: Env = process.env): PaymentsSettings {
  const present = STRIPE_KEYS.filter((key) => Boolean(env[key]));
  if (present.length === STRIPE_KEYS.length) {
    return {
      mode: 'stripe',
      secretKey: env.STRIPE_SECRET_KEY!,
      publishableKey: env.STRIPE_PUBLISHABLE_KEY!,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
    };
  }
  // Some keys but not all is a misconfiguration: never fall back to the test processor silently.
  if (present.length > 0) {
    const missing = STRIPE_KEYS.filter((key) => !env[key]).join(', ');
    return { mode: 'disabled', reason: `${missing} not set` };
  }
  // TEST_PAYMENTS as for the processor's start (contracts/dev-services): 1 forces it, 0 turns it off.
  if (env.TEST_PAYMENTS === '0') return { mode: 'disabled', reason: 'TEST_PAYMENTS=0 and no Stripe keys' };
  if (env.NODE_ENV === 'production' && env.TEST_PAYMENTS !== '1') {
    return {
      mode: 'disabled',
      reason: 'production without STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET',
    };
  }
  return testProcessorSettings(testProcessorPort(env));
}

/**
 * What GET /payments/config tells the browser: whether card payments are available and how to load the card
 * form. Never a secret, and never why payments are off (which variable is missing is logged at start).
 */
export function paymentsConfigOf(settings: PaymentsSettings): PaymentsConfig {
  if (settings.mode === 'disabled') return { mode: 'disabled', publishableKey: null, scriptUrl: null };
  if (settings.mode === 'stripe') return { mode: 'stripe', publishableKey: settings.publishableKey, scriptUrl: null };
  return {
    mode: 'test-processor',
    publishableKey: settings.publishableKey,
    scriptUrl: `${settings.origin}/v3/stripe.js`,
  };
}
