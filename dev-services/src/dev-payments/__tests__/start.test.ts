import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { postWebhookTo } from '../processor';
import { testPaymentsWanted, testProcessorDataDir, testProcessorPort } from '../settings';
import { startTestPaymentsIfWanted } from '../start';

describe('when the test processor runs', () => {
  it.each([
    [{}, true],
    [{ STRIPE_SECRET_KEY: 'sk_live_x' }, false],
    [{ NODE_ENV: 'production' }, false],
    [{ NODE_ENV: 'production', TEST_PAYMENTS: '1' }, true],
    [{ TEST_PAYMENTS: '0' }, false],
  ])('env %p → %p', (env, wanted) => {
    expect(testPaymentsWanted(env)).toBe(wanted);
  });

  it('listens on TEST_PAYMENTS_PORT, 3007 by default', () => {
    expect(testProcessorPort({})).toBe(3007);
    expect(testProcessorPort({ TEST_PAYMENTS_PORT: '4107' })).toBe(4107);
    expect(testProcessorPort({ TEST_PAYMENTS_PORT: 'x' })).toBe(3007);
  });

  it('keeps its data beside the shop database, so a throwaway DATA_DIR gets a throwaway processor', () => {
    expect(testProcessorDataDir({ DATA_DIR: '/tmp/shop-a' })).toBe('/tmp/shop-a-test-payments');
    expect(testProcessorDataDir({ TEST_PAYMENTS_DATA_DIR: '/srv/pay' })).toBe('/srv/pay');
    expect(testProcessorDataDir({})).toMatch(/\.data[\\/]test-payments$/);
  });
});

describe('startTestPaymentsIfWanted', () => {
  let busy: Server;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vesna-processor-start-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const saved = { ...process.env };
  beforeAll(async () => {
    busy = createServer();
    await new Promise<void>((resolve) => busy.listen(0, 'localhost', resolve));
  });
  afterAll(() => new Promise((resolve) => busy.close(resolve)));
  afterEach(() => {
    process.env = { ...saved };
    jest.restoreAllMocks();
  });

  it('a busy port turns card payments off and says why', async () => {
    const port = (busy.address() as AddressInfo).port;
    process.env = { ...saved, TEST_PAYMENTS: '1', TEST_PAYMENTS_PORT: String(port) };
    await expect(startTestPaymentsIfWanted({ apiPort: 3000 })).resolves.toEqual({
      failure: `the test payment processor could not start: port ${port} is in use (set TEST_PAYMENTS_PORT)`,
    });
  });

  it('says where it runs, and not at all when TEST_PAYMENTS=0', async () => {
    process.env = { ...saved, TEST_PAYMENTS: '1', TEST_PAYMENTS_PORT: '0', TEST_PAYMENTS_DATA_DIR: dataDir };
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const started = await startTestPaymentsIfWanted({ apiPort: 3000 });
    const processor = started && 'processor' in started ? started.processor : undefined;
    expect(log).toHaveBeenCalledWith(`Vesna test payments (not a real bank) on ${processor?.origin}`);
    await processor?.close();
    process.env = { ...saved, TEST_PAYMENTS: '0' };
    await expect(startTestPaymentsIfWanted({ apiPort: 3000 })).resolves.toBeUndefined();
  });
});

describe('postWebhookTo', () => {
  it('POSTs the payload with Stripe-Signature and rejects a non-2xx answer', async () => {
    const received: { body: string; signature?: string | string[] }[] = [];
    let status = 200;
    const api = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        received.push({ body, signature: req.headers['stripe-signature'] });
        res.statusCode = status;
        res.end();
      });
    });
    await new Promise<void>((resolve) => api.listen(0, 'localhost', resolve));
    const deliver = postWebhookTo(`http://localhost:${(api.address() as AddressInfo).port}/api/payments/webhook`);
    await deliver('{"id":"evt_1"}', 't=1,v1=abc');
    expect(received).toEqual([{ body: '{"id":"evt_1"}', signature: 't=1,v1=abc' }]);
    status = 400;
    await expect(deliver('{"id":"evt_2"}', 't=1,v1=abc')).rejects.toThrow(/answered 400/);
    api.closeAllConnections();
    await new Promise((resolve) => api.close(resolve));
  });
});
