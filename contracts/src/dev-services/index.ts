/**
 * The contract between the API and the stand-in servers of `dev-services/` (the local test payment
 * processor standing in for Stripe, the development identity provider standing in for Google): they run
 * as separate processes and speak only HTTP, so the names both sides must agree on live here.
 * Not secrets: the stand-ins only run on this machine, move no money and sign in made-up people.
 * Server-side only (imported as `contracts/dev-services`), so no page ever loads it.
 */
type Env = Record<string, string | undefined>;

export const TEST_PROCESSOR_SECRET_KEY = 'sk_test_vesna_local_processor';
export const TEST_PROCESSOR_PUBLISHABLE_KEY = 'pk_test_vesna_local_processor';
export const TEST_PROCESSOR_WEBHOOK_SECRET = 'whsec_vesna_local_processor';
export const DEFAULT_TEST_PROCESSOR_PORT = 3007;

/**
 * The processor answers this path with `TestProcessorIdentity`: at start the API asks it, so a port
 * taken by some other server turns card payments off with the reason instead of 502 on every purchase.
 */
export const TEST_PROCESSOR_IDENTITY_PATH = '/.well-known/vesna-test-processor';
export interface TestProcessorIdentity {
  service: 'vesna-test-processor';
  /** Where the processor believes it is (the browser loads `<origin>/v3/stripe.js`). */
  origin: string;
}

/** TEST_PAYMENTS_PORT, or 3007 (0 = any free port, for tests). */
export function testProcessorPort(env: Env): number {
  const port = Number(env.TEST_PAYMENTS_PORT ?? DEFAULT_TEST_PROCESSOR_PORT);
  return Number.isInteger(port) && port >= 0 && port < 65536 ? port : DEFAULT_TEST_PROCESSOR_PORT;
}

export function hasStripeKeys(env: Env): boolean {
  return Boolean(env.STRIPE_SECRET_KEY);
}

/** Without Stripe keys the test processor stands in, except in production unless TEST_PAYMENTS=1. */
export function testPaymentsWanted(env: Env): boolean {
  if (env.TEST_PAYMENTS === '1') return true;
  if (env.TEST_PAYMENTS === '0') return false;
  return !hasStripeKeys(env) && env.NODE_ENV !== 'production';
}

export const DEV_IDP_CLIENT_ID = 'vesna-dev';
export const DEV_IDP_CLIENT_SECRET = 'vesna-dev-client-secret-not-for-production';
export const DEFAULT_DEV_IDP_PORT = 3006;

export function devIdpPort(env: Env): number {
  const port = Number(env.DEV_IDP_PORT ?? DEFAULT_DEV_IDP_PORT);
  return Number.isInteger(port) && port >= 0 && port < 65536 ? port : DEFAULT_DEV_IDP_PORT;
}

/** The issuer is exactly this URL: ID tokens carry it as `iss`, and the API discovers it from here. */
export function devIdpIssuer(port: number): string {
  return `http://localhost:${port}`;
}

export function hasGoogleCredentials(env: Env): boolean {
  return Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);
}

/** Without Google credentials the development provider stands in, except in production unless DEV_IDP=1. */
export function devIdpWanted(env: Env): boolean {
  if (env.DEV_IDP === '1') return true;
  if (env.DEV_IDP === '0') return false;
  return !hasGoogleCredentials(env) && env.NODE_ENV !== 'production';
}

/** Callback URLs the development client accepts: the API's port on localhost and 127.0.0.1, and PUBLIC_ORIGIN. */
export function devRedirectUris(apiPort: number, publicOrigin?: string): string[] {
  const origins = [`http://localhost:${apiPort}`, `http://127.0.0.1:${apiPort}`];
  if (publicOrigin) origins.push(publicOrigin.replace(/\/+$/, ''));
  return [...new Set(origins)].map((origin) => `${origin}/auth/google/callback`);
}

/**
 * What `dev-services/src/start.ts` reports once both stand-ins tried to start (to its parent over IPC,
 * when it has one: `npm start`, `npm run dev`, the API's tests). A stand-in that is not wanted is absent;
 * one that could not start carries why, and the other keeps running.
 */
export interface DevServicesStarted {
  type: 'dev-services-started';
  testPayments?: { origin: string; port: number } | { failure: string };
  devIdp?: { issuer: string; port: number } | { failure: string };
}
