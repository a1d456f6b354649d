import { postWebhookTo, startTestProcessor, type TestProcessor } from './processor';
import { testPaymentsWanted, testProcessorPort } from './settings';

/**
 * server.ts calls this before the API listens: without Stripe keys (and outside production, unless
 * TEST_PAYMENTS=1; TEST_PAYMENTS=0 turns it off) the local test processor runs on TEST_PAYMENTS_PORT
 * (3007) and posts its webhook events to the API. A port already in use only disables test payments;
 * the shop still starts.
 */
export async function startTestPaymentsIfWanted({ apiPort }: { apiPort: number }): Promise<TestProcessor | undefined> {
  if (!testPaymentsWanted()) return undefined;
  try {
    const processor = await startTestProcessor({
      port: testProcessorPort(),
      // Same interface as the API (HOST=0.0.0.0 in a container); the origin stays http://localhost:<port>.
      host: process.env.HOST ?? 'localhost',
      deliverWebhook: postWebhookTo(`http://localhost:${apiPort}/api/payments/webhook`),
    });
    console.log(`Vesna test payments (not a real bank) on ${processor.origin}`);
    return processor;
  } catch (error) {
    console.warn(`Vesna test payments did not start, card payments are off: ${(error as Error).message}`);
    return undefined;
  }
}
