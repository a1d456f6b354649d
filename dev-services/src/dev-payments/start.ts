import { postWebhookTo, startTestProcessor, type TestProcessor } from './processor';
import { testPaymentsWanted, testProcessorDataDir, testProcessorPort } from './settings';

/** What the start gave: the running processor, or why it is not running (its port was taken...). */
export type TestPaymentsStart = { processor: TestProcessor } | { failure: string } | undefined;

type Env = Record<string, string | undefined>;

/**
 * Without Stripe keys (and outside production, unless TEST_PAYMENTS=1; TEST_PAYMENTS=0 turns it off) the
 * local test processor runs on TEST_PAYMENTS_PORT (3007) and posts its webhook events to the API on
 * `apiPort`. A port already in use is reported, not thrown: the development identity provider keeps
 * running, and the API, which asks the processor's identity at its own start, turns card payments off
 * with the reason (GET /api/payments/config says it, a purchase gets 503, not 502).
 * Its customers, cards and intents are kept in testProcessorDataDir().
 */
export async function startTestPaymentsIfWanted({
  apiPort,
  env = process.env,
}: {
  apiPort: number;
  env?: Env;
}): Promise<TestPaymentsStart> {
  if (!testPaymentsWanted(env)) return undefined;
  const port = testProcessorPort(env);
  try {
    const processor = await startTestProcessor({
      port,
      dataDir: testProcessorDataDir(env),
      // Same interface as the API (HOST=0.0.0.0 in a container); the origin stays http://localhost:<port>.
      host: env.HOST ?? 'localhost',
      deliverWebhook: postWebhookTo(`http://localhost:${apiPort}/api/payments/webhook`),
    });
    console.log(`Vesna test payments (not a real bank) on ${processor.origin}`);
    return { processor };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const failure =
      code === 'EADDRINUSE'
        ? `the test payment processor could not start: port ${port} is in use (set TEST_PAYMENTS_PORT)`
        : `the test payment processor could not start: ${(error as Error).message}`;
    return { failure };
  }
}
