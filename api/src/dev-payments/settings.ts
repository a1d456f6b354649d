// Placeholder with the fixed names of ISSUE8.md until branch i8-processor is merged (theirs wins).
export const TEST_PROCESSOR_SECRET_KEY = 'sk_test_vesna_local_processor';
export const TEST_PROCESSOR_PUBLISHABLE_KEY = 'pk_test_vesna_local_processor';
export const TEST_PROCESSOR_WEBHOOK_SECRET = 'whsec_vesna_local_processor';
export const DEFAULT_TEST_PROCESSOR_PORT = 3007;

export function testProcessorPort(env: Record<string, string | undefined> = process.env): number {
  const port = Number(env.TEST_PAYMENTS_PORT ?? DEFAULT_TEST_PROCESSOR_PORT);
  return Number.isInteger(port) && port >= 0 && port < 65536 ? port : DEFAULT_TEST_PROCESSOR_PORT;
}
