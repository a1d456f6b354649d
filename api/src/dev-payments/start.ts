import { postWebhookTo, startTestProcessor, type TestProcessor } from './processor';
import { testPaymentsWanted, testProcessorDataDir, testProcessorPort } from './settings';

/** What the start gave: the running processor, or why card payments are off (its port was taken...). */
export type TestPaymentsStart = { processor: TestProcessor } | { failure: string } | undefined;

/**
 * server.ts calls this before the API listens: without Stripe keys (and outside production, unless
 * TEST_PAYMENTS=1; TEST_PAYMENTS=0 turns it off) the local test processor runs on TEST_PAYMENTS_PORT
 * (3007) and posts its webhook events to the API. A port already in use only turns card payments off
 * (server.ts passes the reason to the API: GET /api/payments/config says it, and a purchase gets 503, not
 * 502); the shop still starts. Its customers, cards and intents are kept in testProcessorDataDir().
 */
export async function startTestPaymentsIfWanted({ apiPort }: { apiPort: number }): Promise<TestPaymentsStart> {
  if (!testPaymentsWanted()) return undefined;
  const port = testProcessorPort();
  try {
    const processor = await startTestProcessor({
      port,
      dataDir: testProcessorDataDir(),
      // Same interface as the API (HOST=0.0.0.0 in a container); the origin stays http://localhost:<port>.
      host: process.env.HOST ?? 'localhost',
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
