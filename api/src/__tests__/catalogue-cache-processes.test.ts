import type { Product } from 'contracts';
import {
  createScratchDatabase,
  SAME_ORIGIN_JSON,
  freePort,
  startApisTogether,
  stopApi,
  type ApiProcess,
  type ScratchDatabase,
} from '../test-support/api-processes';
import { purchaseBody } from '../test-support/checkout';
import { startDevServicesProcess, testProcessorOf, type DevServicesProcess } from '../test-support/dev-services';
import { describeWhenServices } from '../test-support/services';

/**
 * Issue 16: two real API processes on one PostgreSQL, each with its read cache. A purchase on one
 * reserves stock; the other must serve the new stock within a second (LISTEN/NOTIFY), never the stock
 * it had cached. Needs PostgreSQL whatever the suite's DATABASE_URL (PGlite serves one process).
 */
describeWhenServices({ postgres: true })('the catalogue cache of two API processes on one PostgreSQL', () => {
  let buyer: ApiProcess | undefined;
  let reader: ApiProcess | undefined;
  let database: ScratchDatabase | undefined;
  let devServices: DevServicesProcess | undefined;

  beforeAll(async () => {
    database = await createScratchDatabase('vesna_cache');
    const [buyerPort, readerPort] = [await freePort(), await freePort()];
    // Only the buyer's process takes payments: the local test processor of a dev-services process on a free
    // port, started first (the API asks it who it is when it starts), its webhooks going to the buyer.
    devServices = await startDevServicesProcess({ apiPort: buyerPort, testPayments: true });
    const paymentsPort = testProcessorOf(devServices).port;
    [buyer, reader] = await startApisTogether(
      [buyerPort, readerPort],
      [
        { DATABASE_URL: database.url, TEST_PAYMENTS: '1', TEST_PAYMENTS_PORT: String(paymentsPort) },
        { DATABASE_URL: database.url },
      ],
    );
  }, 120_000);

  afterAll(async () => {
    await Promise.all([stopApi(buyer), stopApi(reader), devServices?.stop()]);
    await database?.drop();
  }, 60_000);

  const productOn = async (api: ApiProcess, id: string) => {
    const res = await fetch(`${api.origin}/api/products?id=${id}`);
    expect(res.status).toBe(200);
    return ((await res.json()) as Product[])[0];
  };

  it('a purchase on one process changes the stock the other serves within 1 s', async () => {
    const id = '100001';
    const product = await productOn(reader!, id);
    const variant = product.products.find((v) => v.sizes.some((s) => s.quantity > 0))!;
    const size = variant.sizes.find((s) => s.quantity > 0)!;
    const key = `${id}/${variant.color}/${size.size}/1`;
    const stockOnReader = async () =>
      (await productOn(reader!, id)).products
        .find((v) => v.color === variant.color)!
        .sizes.find((s) => s.size === size.size)!.quantity;
    // The reader has it cached now: the same bytes come back without a query.
    const cached = await fetch(`${reader!.origin}/api/products?id=${id}`);
    expect(cached.headers.get('cache-control')).toMatch(/^public/);
    expect(await stockOnReader()).toBe(size.quantity);

    const registered = await fetch(`${buyer!.origin}/api/customers`, {
      method: 'POST',
      headers: SAME_ORIGIN_JSON,
      body: JSON.stringify({
        firstName: 'Olena',
        lastName: 'Kovalenko',
        email: `cache.${Date.now()}@example.com`,
        password: 'correct-horse-1',
      }),
    });
    expect(registered.status).toBe(201);
    const cookie = registered.headers
      .getSetCookie()
      .find((c) => c.startsWith('vesna_session='))!
      .split(';')[0];
    const asBuyer = { ...SAME_ORIGIN_JSON, cookie };
    const added = await fetch(`${buyer!.origin}/api/customers/cart`, {
      method: 'POST',
      headers: asBuyer,
      body: JSON.stringify({ productId: key }),
    });
    expect(added.status).toBe(200);
    const quote = await fetch(`${buyer!.origin}/api/cart/quote`, {
      method: 'POST',
      headers: SAME_ORIGIN_JSON,
      body: JSON.stringify({ items: [key] }),
    });
    const { totalCents } = (await quote.json()) as { totalCents: number };

    const purchased = await fetch(`${buyer!.origin}/api/purchase`, {
      method: 'POST',
      headers: asBuyer,
      body: JSON.stringify(purchaseBody(totalCents / 100)),
    });
    expect(purchased.status).toBe(201);
    const committedAt = Date.now();

    let seen = await stockOnReader();
    while (seen !== size.quantity - 1 && Date.now() - committedAt < 1000) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      seen = await stockOnReader();
    }
    expect(seen).toBe(size.quantity - 1);
    expect(Date.now() - committedAt).toBeLessThan(1000);
  }, 30_000);
});
