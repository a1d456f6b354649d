import path from 'node:path';
import { REPO_ROOT } from '../paths';

// The keys, port and "wanted" rule are the contract with the API's payments code (contracts/dev-services).
export {
  DEFAULT_TEST_PROCESSOR_PORT,
  TEST_PROCESSOR_PUBLISHABLE_KEY,
  TEST_PROCESSOR_SECRET_KEY,
  TEST_PROCESSOR_WEBHOOK_SECRET,
  hasStripeKeys,
  testPaymentsWanted,
  testProcessorPort,
} from 'contracts/dev-services';

type Env = Record<string, string | undefined>;

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
