import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Color, Product, PurchaseResponse } from 'contracts';
import { registerCustomer, type TestCustomer } from '../../../test-support/accounts';
import { colorsOf, setPrice, setStock } from '../../../test-support/catalogue';
import { fillBag, postPurchase, purchaseBody } from '../../../test-support/checkout';
import { captureLogLines } from '../../../test-support/log-lines';
import { TEST_CARDS, eventually, pay, usePaymentsTestApp } from '../../../test-support/payments';
import { describeWhenServices, TEST_REDIS_URL } from '../../../test-support/services';
import { releaseExpiredOrders } from '../../payments/service';
import type { CatalogueAnnouncements } from '../catalogue-announcements';
import { announcingCatalogueWrites } from '../catalogue-writes';
import { openRedisCatalogueAnnouncements } from '../redis-catalogue-announcements';

/**
 * With Redis announcements the database announces nothing the processes hear: every path of the API
 * that changes stock (a purchase, a declined payment's webhook, a Retry, a replaced order, the expiry of
 * unpaid orders) publishes once its transaction has committed, and only then. Watched here as another
 * process would: a subscriber of the channel.
 */
describeWhenServices({ redis: true })('catalogue changes of the API announced over Redis', () => {
  const channel = `vesna:test:${randomBytes(6).toString('hex')}:catalogue`;
  const log = captureLogLines();
  let announcements: CatalogueAnnouncements;
  let otherProcess: Redis;
  let heard = 0;

  beforeAll(async () => {
    announcements = await openRedisCatalogueAnnouncements(TEST_REDIS_URL, channel);
    otherProcess = new Redis(TEST_REDIS_URL);
    otherProcess.on('message', () => (heard += 1));
    await otherProcess.subscribe(channel);
  });
  const ctx = usePaymentsTestApp({
    app: () => ({ catalogueAnnouncements: announcements, logger: { ...log.logger, level: 'warn' } }),
  });
  afterAll(async () => {
    await otherProcess?.quit();
    await announcements?.close();
  });

  let color: Color;
  const line = (size: string, quantity: number) => `100002/${color}/${size}/${quantity}`;
  const db = () => ctx.database.db;
  const stockOf = async (size: string) =>
    (
      await db().query<{ quantity: number }>(
        'SELECT quantity FROM variant_sizes WHERE product_id = $1 AND color = $2 AND size = $3',
        ['100002', color, size],
      )
    ).rows[0].quantity;
  const statusOf = async (id: string) =>
    (await db().query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [id])).rows[0].status;
  async function checkout(customer: TestCustomer, keys: string[], key?: string): Promise<PurchaseResponse> {
    const total = await fillBag(ctx.app, customer, keys);
    const res = await postPurchase(ctx.app, customer, purchaseBody(total), key);
    if (res.statusCode !== 201 && res.statusCode !== 200) throw new Error(`purchase: ${res.statusCode} ${res.body}`);
    return res.json();
  }
  const arrived = () => new Promise((resolve) => setTimeout(resolve, 150));
  /**
   * Announcements heard by the other process for `action`: those of earlier actions have arrived first
   * (the app does not wait for its publish), and the action's own have had time to.
   */
  async function announcedBy(action: () => Promise<unknown>): Promise<number> {
    await arrived();
    const before = heard;
    await action();
    await arrived();
    return heard - before;
  }

  beforeAll(async () => {
    [color] = await colorsOf(db(), '100002');
    await setPrice(db(), '100002', '30.00');
  });
  beforeEach(async () => {
    await setStock(db(), '100002', color, { s: 10, m: 10, l: 10 });
  });

  it("a purchase announces its reservation once, and the buyer's own process serves the new stock at once", async () => {
    const shopper = await registerCustomer(ctx.app);
    const stockServed = async () =>
      ((await ctx.app.inject({ url: '/api/products?id=100002' })).json() as Product[])[0].products
        .find((v) => v.color === color)!
        .sizes.find((s) => s.size === 's')!.quantity;
    await stockServed(); // cached
    let servedRightAfter = 0;
    const announced = await announcedBy(async () => {
      await checkout(shopper, [line('s', 2)]);
      servedRightAfter = await stockServed();
    });
    expect(announced).toBe(1);
    expect(await stockOf('s')).toBe(8);
    // Dropped before the purchase answered, not when its message came back from Redis.
    expect(servedRightAfter).toBe(8);
  });

  it("a declined payment's webhook announces the units back, and Retry announces them taken again", async () => {
    const shopper = await registerCustomer(ctx.app);
    const order = await checkout(shopper, [line('m', 3)], 'declined-then-retried');
    const declined = await announcedBy(async () => {
      expect(await pay(ctx.stripe, order.clientSecret, TEST_CARDS.declined)).toEqual({ error: 'card_declined' });
      await eventually(async () => expect(await statusOf(order.orderId)).toBe('failed'));
    });
    expect(declined).toBe(1);
    expect(await stockOf('m')).toBe(10);
    expect(await announcedBy(() => checkout(shopper, [line('m', 3)], 'declined-then-retried'))).toBe(1);
    expect(await stockOf('m')).toBe(7);
  });

  it('a purchase that replaces a pending order announces once: one transaction', async () => {
    const shopper = await registerCustomer(ctx.app);
    const first = await checkout(shopper, [line('l', 4)]);
    expect(await announcedBy(() => checkout(shopper, [line('l', 1)]))).toBe(1);
    expect(await statusOf(first.orderId)).toBe('expired');
    expect(await stockOf('l')).toBe(9);
  });

  it('a transaction rolled back announces nothing (a price change refuses the purchase after the release)', async () => {
    const shopper = await registerCustomer(ctx.app);
    const pending = await checkout(shopper, [line('s', 1)]);
    const refused = await announcedBy(async () => {
      const total = await fillBag(ctx.app, shopper, [line('s', 1)]);
      expect((await postPurchase(ctx.app, shopper, purchaseBody(total + 1))).statusCode).toBe(409);
    });
    expect(refused).toBe(0);
    expect(await statusOf(pending.orderId)).toBe('pending');
  });

  it('the expiry of an unpaid order announces the units back', async () => {
    const shopper = await registerCustomer(ctx.app);
    const order = await checkout(shopper, [line('m', 2)]);
    await db().query(`UPDATE orders SET pending_since = now() - interval '31 minutes' WHERE id = $1`, [order.orderId]);
    // As buildApp's timer runs it, on the app's database.
    const payments = {
      db: announcingCatalogueWrites(db(), announcements, ctx.app.log),
      stripe: ctx.stripe,
      log: ctx.app.log,
    };
    expect(await announcedBy(async () => expect(await releaseExpiredOrders(payments)).toBe(1))).toBe(1);
    expect(await stockOf('m')).toBe(10);
  });

  // Last: it closes the announcements.
  it('an announcement that fails is logged (once a minute), and the purchase goes through', async () => {
    await announcements.close();
    const shopper = await registerCustomer(ctx.app);
    expect(await announcedBy(() => checkout(shopper, [line('l', 1)]))).toBe(0);
    expect(await announcedBy(() => checkout(shopper, [line('l', 2)]))).toBe(0);
    expect(await stockOf('l')).toBe(8);
    const failures = log.lines.filter((l) => l.includes('announcing a catalogue change over Redis failed'));
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(/Connection is closed.*within a second/);
    // The version check, meanwhile, has read the version on this database without a failure.
    expect(log.lines.filter((l) => l.includes('reading the catalogue version failed'))).toEqual([]);
  });
});
