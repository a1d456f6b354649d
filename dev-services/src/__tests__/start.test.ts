import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TEST_PROCESSOR_IDENTITY_PATH, type DevServicesStarted } from 'contracts/dev-services';

// The dev-services process as npm start runs it: its own process, reporting over IPC what started where.
// A fresh tsx process loads oidc-provider and the processor: seconds on a busy machine.
jest.setTimeout(30_000);
const START_SCRIPT = path.resolve(__dirname, '..', 'start.ts');
const dataDir = mkdtempSync(path.join(tmpdir(), 'vesna-dev-services-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

interface Started {
  child: ChildProcess;
  report: DevServicesStarted;
  exited: Promise<number | null>;
}

function startProcess(env: Record<string, string>): Promise<Started> {
  const child = fork(START_SCRIPT, [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    env: { PATH: process.env.PATH, NODE_ENV: 'test', PORT: '3999', TEST_PAYMENTS_DATA_DIR: dataDir, ...env },
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    child.once('message', (report) => resolve({ child, report: report as DevServicesStarted, exited }));
    child.once('exit', (code) => reject(new Error(`exited ${code} before reporting:\n${output}`)));
  });
}

describe('dev-services/src/start.ts', () => {
  let busy: Server;
  beforeAll(async () => {
    busy = createServer((_req, res) => res.end('someone else'));
    await new Promise<void>((resolve) => busy.listen(0, 'localhost', resolve));
  });
  afterAll(() => new Promise((resolve) => busy.close(resolve)));

  it('starts both stand-ins on their ports; the processor says who it is; SIGTERM stops the process', async () => {
    const { child, report, exited } = await startProcess({
      TEST_PAYMENTS: '1',
      TEST_PAYMENTS_PORT: '0',
      DEV_IDP: '1',
      DEV_IDP_PORT: '0',
    });
    expect(report).toEqual({
      type: 'dev-services-started',
      testPayments: { origin: expect.stringMatching(/^http:\/\/localhost:\d+$/), port: expect.any(Number) },
      devIdp: { issuer: expect.stringMatching(/^http:\/\/localhost:\d+$/), port: expect.any(Number) },
    });
    const processor = report.testPayments as { origin: string };
    const identity = await fetch(`${processor.origin}${TEST_PROCESSOR_IDENTITY_PATH}`);
    expect(await identity.json()).toEqual({ service: 'vesna-test-processor', origin: processor.origin });
    const idp = report.devIdp as { issuer: string };
    expect((await fetch(`${idp.issuer}/.well-known/openid-configuration`)).status).toBe(200);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });

  it("reports the processor's taken port and keeps the identity provider running", async () => {
    const port = (busy.address() as AddressInfo).port;
    const { child, report, exited } = await startProcess({
      TEST_PAYMENTS: '1',
      TEST_PAYMENTS_PORT: String(port),
      DEV_IDP: '1',
      DEV_IDP_PORT: '0',
    });
    expect(report.testPayments).toEqual({
      failure: `the test payment processor could not start: port ${port} is in use (set TEST_PAYMENTS_PORT)`,
    });
    const idp = report.devIdp as { issuer: string };
    expect((await fetch(`${idp.issuer}/.well-known/openid-configuration`)).status).toBe(200);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });

  it('ends at once, exit code 0, when no stand-in is wanted (Stripe keys and Google credentials set)', async () => {
    const { report, exited } = await startProcess({
      STRIPE_SECRET_KEY: 'sk_test_x',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
    });
    expect(report).toEqual({ type: 'dev-services-started' });
    expect(await exited).toBe(0);
  });
});
