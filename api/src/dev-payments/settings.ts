import path from 'node:path';
import { REPO_ROOT } from '../db/paths';
/**
 * Names shared by the local test processor (which stands in for Stripe) and the API's payments code,
 * kept free of the processor itself so that reading them does not load it.
 * Not secrets: the processor only runs on this machine and moves no money.
 */
export const TEST_PROCESSOR_SECRET_KEY = 'sk_test_vesna_local_processor';
export const TEST_PROCESSOR_PUBLISHABLE_KEY = 'pk_test_vesna_local_processor';
export const TEST_PROCESSOR_WEBHOOK_SECRET = 'whsec_vesna_local_processor';
export const DEFAULT_TEST_PROCESSOR_PORT = 3007;

type Env = Record<string, string | undefined>;

/** TEST_PAYMENTS_PORT, or 3007. */
export function testProcessorPort(env: Env = process.env): number {
  const port = Number(env.TEST_PAYMENTS_PORT ?? DEFAULT_TEST_PROCESSOR_PORT);
  return Number.isInteger(port) && port >= 0 && port < 65536 ? port : DEFAULT_TEST_PROCESSOR_PORT;
}

export function hasStripeKeys(env: Env = process.env): boolean {
  return Boolean(env.STRIPE_SECRET_KEY);
}

/** Without Stripe keys the test processor stands in, except in production unless TEST_PAYMENTS=1. */
export function testPaymentsWanted(env: Env = process.env): boolean {
  if (env.TEST_PAYMENTS === '1') return true;
  if (env.TEST_PAYMENTS === '0') return false;
  return !hasStripeKeys(env) && env.NODE_ENV !== 'production';
}

/**
 * The processor's own data folder: TEST_PAYMENTS_DATA_DIR, else beside the shop's database folder
 * (`<DATA_DIR>-test-payments`, or `.data/test-payments`), so a throwaway DATA_DIR (the e2e suites, the bench)
 * gets a throwaway processor too.
 */
export function testProcessorDataDir(env: Env = process.env): string {
  if (env.TEST_PAYMENTS_DATA_DIR) return path.resolve(env.TEST_PAYMENTS_DATA_DIR);
  if (env.DATA_DIR) return `${path.resolve(env.DATA_DIR)}-test-payments`;
  return path.join(REPO_ROOT, '.data', 'test-payments');
}
