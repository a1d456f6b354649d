import type { PurchaseResponse } from 'contracts';
import { registerCustomer } from '../../../test-support/accounts';
import { colorsOf, setPrice, setStock } from '../../../test-support/catalogue';
import { fillBag, postPurchase, purchaseBody } from '../../../test-support/checkout';
import { eventually, pay, usePaymentsTestApp } from '../../../test-support/payments';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test-support/smtp-server';
import type { Mailer } from '../mailer';
import { createSmtpMailer } from '../smtp-mailer';

/**
 * Issue 17: the SMTP server refuses (451 on RCPT) at the moment of payment, then accepts. The purchase
 * is paid regardless, the receipt is tried again with backoff, and arrives exactly once once the
 * server accepts. The worker runs as in production (on its own: LISTEN wake-up and polling), with
 * short waits.
 */
let refusing = false;
const refusals: string[] = [];
let server: TestSmtpServer;
let smtp: Mailer | undefined;
const received = () => server.received;

beforeAll(async () => {
  server = await startTestSmtpServer({
    onRcptTo(address, _session, callback) {
      if (!refusing) return callback();
      refusals.push(address.address);
      return callback(Object.assign(new Error('4.3.0 Mailbox temporarily unavailable'), { responseCode: 451 }));
    },
  });
  smtp = createSmtpMailer(server.url);
});
afterAll(() => server.close());

// The SMTP server's port is known only in beforeAll: the app's mailer hands each mail to it then.
const lazySmtp: Mailer = { kind: 'smtp', send: (message) => smtp!.send(message), close: () => smtp?.close() };
const ctx = usePaymentsTestApp({
  app: { mailer: lazySmtp, mailQueue: { autoSend: true, pollIntervalMs: 50, backoffMs: 100, maxBackoffMs: 400 } },
});

const receiptsOf = (orderNumber: string) =>
  received().filter((m) => m.raw.replace(/\r?\n[ \t]+/g, ' ').includes(`Subject: Your Vesna order ${orderNumber}`));

describe('a receipt while the SMTP server refuses, then accepts', () => {
  it('the purchase is paid, the receipt is tried again and arrives exactly once after the server accepts', async () => {
    const db = ctx.database.db;
    const [color] = await colorsOf(db, '100001');
    await setPrice(db, '100001', '20.00');
    await setStock(db, '100001', color, { s: 5 });
    const customer = await registerCustomer(ctx.app);
    const total = await fillBag(ctx.app, customer, [`100001/${color}/s/1`]);

    refusing = true;
    const res = await postPurchase(ctx.app, customer, purchaseBody(total));
    expect(res.statusCode).toBe(201);
    const order = res.json() as PurchaseResponse;
    expect(await pay(ctx.stripe, order.clientSecret)).toEqual({ status: 'succeeded' });
    const orderRow = async () =>
      (
        await db.query<{ status: string; receipt_sent: boolean }>(
          'SELECT status, receipt_sent_at IS NOT NULL AS receipt_sent FROM orders WHERE id = $1',
          [order.orderId],
        )
      ).rows[0];
    await eventually(async () => expect(await orderRow()).toEqual({ status: 'paid', receipt_sent: false }));
    // Refused, and tried again (backoff) while the server still refuses.
    await eventually(async () =>
      expect(refusals.filter((to) => to === 'olena@example.com').length).toBeGreaterThanOrEqual(3),
    );
    expect(receiptsOf(order.orderNumber)).toHaveLength(0);

    refusing = false;
    await eventually(async () => expect(receiptsOf(order.orderNumber)).toHaveLength(1));
    expect(receiptsOf(order.orderNumber)[0].to).toEqual(['olena@example.com']);
    await eventually(async () => expect(await orderRow()).toEqual({ status: 'paid', receipt_sent: true }));
    // Many poll intervals later it is still one receipt: sent once, never again.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(receiptsOf(order.orderNumber)).toHaveLength(1);
  }, 30_000);
});
