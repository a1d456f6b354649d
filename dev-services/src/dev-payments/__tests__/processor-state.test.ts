import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Stripe from 'stripe';
import { startTestProcessor, type TestProcessor } from '../processor';
import { TEST_PROCESSOR_SECRET_KEY } from '../settings';

// The test processor keeps its customers, saved cards and payment intents in its data folder, so a card saved
// before `npm start` was stopped still pays after it starts again.
const dataDir = mkdtempSync(path.join(tmpdir(), 'vesna-processor-state-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const sdkFor = (processor: TestProcessor) =>
  new Stripe(TEST_PROCESSOR_SECRET_KEY, {
    host: 'localhost',
    port: processor.port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });

describe('the test processor across a restart', () => {
  it('still knows the customer, pays with her saved card, and finds the earlier intent', async () => {
    const first = await startTestProcessor({ port: 0, dataDir });
    const before = sdkFor(first);
    const customer = await before.customers.create({ email: 'olena@example.com' });
    const card = await before.paymentMethods.create({
      type: 'card',
      card: { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' },
    });
    await before.paymentMethods.attach(card.id, { customer: customer.id });
    const earlier = await before.paymentIntents.create({ amount: 1_000, currency: 'usd' });
    await first.close();

    const second = await startTestProcessor({ port: 0, dataDir });
    try {
      const after = sdkFor(second);
      expect((await after.customers.retrieve(customer.id)).id).toBe(customer.id);
      const saved = await after.paymentMethods.retrieve(card.id);
      expect([saved.customer, saved.card?.last4]).toEqual([customer.id, '4242']);
      const intent = await after.paymentIntents.create({ amount: 12_345, currency: 'usd', customer: customer.id });
      const paid = await after.paymentIntents.confirm(intent.id, { payment_method: card.id });
      expect(paid.status).toBe('succeeded');
      expect((await after.paymentIntents.retrieve(earlier.id)).amount).toBe(1_000);
    } finally {
      await second.close();
    }
  });

  it('starts empty without a data folder (memory only, as the tests run it)', async () => {
    const processor = await startTestProcessor({ port: 0 });
    try {
      await expect(sdkFor(processor).customers.retrieve('cus_missing')).rejects.toThrow(/No such customer/);
    } finally {
      await processor.close();
    }
  });
});
