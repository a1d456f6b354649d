import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DevServicesStarted } from 'contracts/dev-services';

/**
 * The stand-ins of dev-services/ (test payment processor, development identity provider) as the API meets
 * them in the shop: another process, reached over HTTP only. A test file starts its own on free ports
 * (port 0): the child reports where it listens over IPC (contracts' DevServicesStarted). The API does not
 * import dev-services (ESLint forbids it); this file only knows where its start script is.
 */
const DEV_SERVICES_DIR = path.resolve(__dirname, '..', '..', '..', 'dev-services');
const START_SCRIPT = path.join(DEV_SERVICES_DIR, 'src', 'start.ts');

export interface DevServicesProcess {
  report: DevServicesStarted;
  stop(): Promise<void>;
  /** What the child wrote to stdout and stderr (its start-up lines, a failure's reason). */
  output(): string;
}

export interface DevServicesOptions {
  /** The API's port: webhooks go to http://localhost:<apiPort>/api/payments/webhook, sign-in comes back there. */
  apiPort: number;
  testPayments?: boolean;
  devIdp?: boolean;
  /** More environment for the child (TEST_PAYMENTS_PORT of a busy port...). */
  env?: Record<string, string>;
}

export async function startDevServicesProcess(options: DevServicesOptions): Promise<DevServicesProcess> {
  const inherited = { ...process.env };
  // The child decides from its environment alone: nothing of a developer's shell may point it elsewhere.
  for (const name of Object.keys(inherited))
    if (/^(STRIPE_|GOOGLE_|TEST_PAYMENTS|DEV_IDP|DATA_DIR|PUBLIC_ORIGIN|HOST$|PORT$)/.test(name))
      delete inherited[name];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vesna-dev-services-'));
  const child = fork(START_SCRIPT, [], {
    cwd: DEV_SERVICES_DIR,
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    env: {
      ...inherited,
      NODE_ENV: 'test',
      PORT: String(options.apiPort),
      TEST_PAYMENTS: options.testPayments ? '1' : '0',
      TEST_PAYMENTS_PORT: '0',
      TEST_PAYMENTS_DATA_DIR: dataDir,
      DEV_IDP: options.devIdp ? '1' : '0',
      DEV_IDP_PORT: '0',
      ...options.env,
    },
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    const report = await new Promise<DevServicesStarted>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`dev-services did not report in 30 s:\n${output}`)), 30_000);
      child.once('message', (message) => {
        clearTimeout(timer);
        resolve(message as DevServicesStarted);
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`dev-services stopped (exit code ${code}) before reporting:\n${output}`));
      });
    });
    return {
      report,
      output: () => output,
      async stop() {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
        await exited;
        cleanUp();
      },
    };
  } catch (error) {
    child.kill('SIGKILL');
    cleanUp();
    throw error;
  }
}

/** The running processor's origin and port from a report (throws with the reason when it did not start). */
export function testProcessorOf(services: DevServicesProcess): { origin: string; port: number } {
  const started = services.report.testPayments;
  if (!started || 'failure' in started) throw new Error(`no test processor: ${JSON.stringify(started)}`);
  return started;
}

/** The running identity provider's issuer and port from a report. */
export function devIdpOf(services: DevServicesProcess): { issuer: string; port: number } {
  const started = services.report.devIdp;
  if (!started || 'failure' in started) throw new Error(`no development identity provider: ${JSON.stringify(started)}`);
  return started;
}
