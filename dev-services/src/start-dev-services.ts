import type { DevServicesStarted } from 'contracts/dev-services';
import { startDevIdpIfWanted } from './dev-idp/start';
import { startTestPaymentsIfWanted } from './dev-payments/start';

type Env = Record<string, string | undefined>;

export interface RunningDevServices {
  report: DevServicesStarted;
  /** Whether at least one stand-in is running (the process has something to serve). */
  running: boolean;
  close(): Promise<void>;
}

/**
 * Starts the stand-ins that are wanted (see contracts/dev-services: no Stripe keys / no Google
 * credentials, outside production unless TEST_PAYMENTS=1 / DEV_IDP=1), each on its own port. One that
 * cannot start (its port is taken) is reported and the other keeps running, as when they ran inside the API.
 * `apiPort` is the API's port: the processor posts its webhooks to it, the provider accepts its callback.
 */
export async function startDevServices({ apiPort, env }: { apiPort: number; env: Env }): Promise<RunningDevServices> {
  const [testPayments, devIdp] = await Promise.all([
    startTestPaymentsIfWanted({ apiPort, env }),
    startDevIdpIfWanted({ apiPort, env }),
  ]);
  const report: DevServicesStarted = { type: 'dev-services-started' };
  if (testPayments)
    report.testPayments =
      'processor' in testPayments
        ? { origin: testPayments.processor.origin, port: testPayments.processor.port }
        : { failure: testPayments.failure };
  if (devIdp)
    report.devIdp =
      'idp' in devIdp ? { issuer: devIdp.idp.issuer, port: devIdp.idp.port } : { failure: devIdp.failure };
  return {
    report,
    running: Boolean((testPayments && 'processor' in testPayments) || (devIdp && 'idp' in devIdp)),
    async close() {
      await Promise.all([
        testPayments && 'processor' in testPayments ? testPayments.processor.close() : undefined,
        devIdp && 'idp' in devIdp ? devIdp.idp.close() : undefined,
      ]);
    },
  };
}
