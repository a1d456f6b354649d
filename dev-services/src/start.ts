// First: the .env file's settings at the repository root, as the API reads them (same variables).
import { loadEnvFile } from './load-env-file';
loadEnvFile();
import { readSettings, SettingsError } from 'contracts/settings';
import { startDevServices } from './start-dev-services';

/**
 * The dev-services process: `npm start` and `npm run dev` run it beside the API when a stand-in is wanted,
 * `npm start -w dev-services` alone. PORT is the API's port (webhooks and the sign-in callback go there).
 * With an IPC channel (a parent that spawned it with 'ipc': npm start, the API's tests) it sends the parent
 * what started where (contracts' DevServicesStarted); the parent then starts the API, which asks the processor
 * who it is. With nothing running (nothing wanted, or every port taken) it exits 0: nothing to supervise.
 */
async function main(): Promise<void> {
  // Every variable the stand-ins read, checked before anything listens (contracts/settings).
  const apiPort = readSettings(process.env, 'dev-services').PORT;
  const services = await startDevServices({ apiPort, env: process.env });
  const { testPayments, devIdp } = services.report;
  if (testPayments && 'failure' in testPayments) console.error(`[dev-services] ${testPayments.failure}`);
  if (devIdp && 'failure' in devIdp) console.error(`[dev-services] ${devIdp.failure}`);
  if (!services.running) {
    console.log('[dev-services] no stand-in is running (none wanted, or none could start)');
    // Closing the IPC channel once the report is out lets the process end.
    process.send?.(services.report, () => process.disconnect());
    return;
  }
  process.send?.(services.report);
  const stop = async () => {
    await services.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  // The parent's IPC channel closing means the parent is gone: do not linger as an orphan.
  process.once('disconnect', stop);
}

main().catch((error: unknown) => {
  if (error instanceof SettingsError) {
    console.error(`[dev-services] did not start. ${error.message}`);
    process.exit(1);
  }
  console.error(`[dev-services] did not start: ${(error as Error).stack ?? String(error)}`);
  process.exit(1);
});
