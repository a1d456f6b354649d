import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  freePort,
  startApi,
  STARTS_AN_API_TIMEOUT_MS,
  stopApi,
  untilHealthy,
  type ApiProcess,
} from '../../../test-support/api-processes';
import { startDevServicesProcess, testProcessorOf } from '../../../test-support/dev-services';
import { probeTestProcessor } from '../test-processor-probe';

// The test processor runs in the dev-services process: the API learns over HTTP, at start, whether it is
// there (issue 17 point 3, kept after point 4 moved the processor out of the API).
// Each test starts a whole API process (tsx compiles it first).
jest.setTimeout(STARTS_AN_API_TIMEOUT_MS);

let busy: Server;
let busyPort: number;
beforeAll(async () => {
  busy = createServer((_req, res) => {
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('not the processor');
  });
  await new Promise<void>((resolve) => busy.listen(0, 'localhost', resolve));
  busyPort = (busy.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => busy.close(resolve)));

describe('probeTestProcessor', () => {
  it('is satisfied by the test processor of a dev-services process', async () => {
    const services = await startDevServicesProcess({ apiPort: 3999, testPayments: true });
    try {
      expect(await probeTestProcessor(testProcessorOf(services).origin)).toBeNull();
    } finally {
      await services.stop();
    }
  });

  it('says the port is taken when another server answers there', async () => {
    expect(await probeTestProcessor(`http://localhost:${busyPort}`)).toBe(
      `port ${busyPort} is taken by another server, not the test payment processor (set TEST_PAYMENTS_PORT)`,
    );
  });

  it('says the processor does not answer when nothing listens', async () => {
    const port = await freePort();
    expect(await probeTestProcessor(`http://localhost:${port}`)).toBe(
      `the test payment processor does not answer on http://localhost:${port} (start it: npm start runs dev-services, or npm start -w dev-services)`,
    );
  });
});

describe("an API process started while the processor's port is taken", () => {
  let api: ApiProcess | undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vesna-payments-off-'));
  afterAll(async () => {
    await stopApi(api);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('turns card payments off and GET /api/payments/config says why', async () => {
    api = startApi(await freePort(), {
      DATA_DIR: path.join(dataDir, 'pglite'),
      TEST_PAYMENTS: '1',
      TEST_PAYMENTS_PORT: String(busyPort),
    });
    await untilHealthy(api);
    const config = await fetch(`${api.origin}/api/payments/config`);
    expect(await config.json()).toEqual({
      mode: 'disabled',
      publishableKey: null,
      scriptUrl: null,
    });
    // Why, for the operator: in the log at start, never in the answer.
    expect(api.output()).toContain('Card payments are off');
    expect(api.output()).toContain(`port ${busyPort} is taken by another server`);
  });
});
