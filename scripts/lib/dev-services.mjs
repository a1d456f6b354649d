// The dev-services process (the test payment processor and the development identity provider, standing in for
// Stripe and Google) as `npm start` and `npm run dev` run it: its own process, started before the API so that
// the API, which asks the processor who it is at its start, finds it listening.
import { spawn } from 'node:child_process';

/**
 * Spawns dev-services with an IPC channel and resolves once it reported what started where (contracts'
 * DevServicesStarted); it decides itself whether a stand-in is wanted (no Stripe keys / no Google
 * credentials, not in production unless TEST_PAYMENTS=1 / DEV_IDP=1), and exits 0 when none is running.
 * @param {{ args: string[], cwd: string, env: NodeJS.ProcessEnv }} options node's arguments (the script)
 * @returns {Promise<{ child: import('node:child_process').ChildProcess, report: { testPayments?: object, devIdp?: object }, running: boolean }>}
 */
export function startDevServices({ args, cwd, env }) {
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    const onExit = (code, signal) =>
      reject(new Error(`dev-services stopped before starting (${signal ? `signal ${signal}` : `exit code ${code}`})`));
    child.once('exit', onExit);
    child.once('error', reject);
    child.once('message', (report) => {
      child.off('exit', onExit);
      const running = [report.testPayments, report.devIdp].some((started) => started && !('failure' in started));
      resolve({ child, report, running });
    });
  });
}
