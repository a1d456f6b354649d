import { TEST_PROCESSOR_IDENTITY_PATH, type TestProcessorIdentity } from 'contracts/dev-services';

/**
 * The test processor runs in another process (dev-services), so the API cannot see whether it started:
 * at start it asks the processor's origin who it is. Nothing answering, or some other server holding the
 * port, turns card payments off with this reason (GET /api/payments/config says it, a purchase gets 503)
 * instead of a 502 on every purchase. Null when the test processor answered.
 * `waitMs`: how long to keep asking while nothing listens yet (the processor may still be starting).
 */
export async function probeTestProcessor(
  origin: string,
  { timeoutMs = 1000, waitMs = 0 }: { timeoutMs?: number; waitMs?: number } = {},
): Promise<string | null> {
  const port = new URL(origin).port;
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      const response = await fetch(`${origin}${TEST_PROCESSOR_IDENTITY_PATH}`, {
        signal: AbortSignal.timeout(timeoutMs),
      });
      const identity = (await response.json().catch(() => null)) as Partial<TestProcessorIdentity> | null;
      if (response.ok && identity?.service === 'vesna-test-processor') return null;
      return `port ${port} is taken by another server, not the test payment processor (set TEST_PAYMENTS_PORT)`;
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      if (!timedOut && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        continue;
      }
      return timedOut
        ? `port ${port} is taken by a server that does not answer, not the test payment processor (set TEST_PAYMENTS_PORT)`
        : `the test payment processor does not answer on ${origin} (start it: npm start runs dev-services, or npm start -w dev-services)`;
    }
  }
}
