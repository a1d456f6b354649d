import type { Color } from 'contracts';
import { registerCustomer, type TestCustomer } from '../../test-support/accounts';
import { colorsOf, setPrice, setStock } from '../../test-support/catalogue';
import { orderState, paidOrder, shop } from '../../test-support/order-life';
import { usePaymentsTestApp } from '../../test-support/payments';

// Issue 32: every change in the audit log. A staff command's step and its `command.run` entry are committed
// together: when the entry cannot be written, the step is undone too.
const ctx = usePaymentsTestApp();
const db = () => ctx.database.db;
let color: Color;
let shopper: TestCustomer;

beforeAll(async () => {
  [color] = await colorsOf(db(), '100001');
  await setPrice(db(), '100001', '20.00');
  await setStock(db(), '100001', color, { s: 10 });
  shopper = await registerCustomer(ctx.app);
});

const entriesOf = async (number: string) =>
  (
    await db().query<{ after: { code: number } }>(
      `SELECT after FROM audit_log WHERE action = 'command.run' AND entity_id = $1`,
      [`orders ship ${number}`],
    )
  ).rows;

describe("the staff command's audit entry", () => {
  it('is written with the step it records', async () => {
    const { order } = await paidOrder(ctx, shopper, [`100001/${color}/s/1`]);
    expect((await shop(ctx, ['orders', 'ship', order.number, '--tracking', 'T-1'])).code).toBe(0);
    expect((await entriesOf(order.number)).map((e) => e.after.code)).toEqual([0]);
  });

  it('cannot be lost while the step stays: an entry the database refuses undoes the step', async () => {
    const { order } = await paidOrder(ctx, shopper, [`100001/${color}/s/1`]);
    const before = await orderState(db(), order.id);
    // The audit log refuses this one entry, as a full disk or a broken constraint would.
    await db().exec(`
      CREATE FUNCTION refuse_test_entry() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'audit_log refused the entry (test)'; END $$;
      CREATE TRIGGER refuse_test_entry BEFORE INSERT ON audit_log FOR EACH ROW
        WHEN (NEW.after->'argv'->>4 = 'NO-AUDIT') EXECUTE FUNCTION refuse_test_entry();`);
    try {
      await expect(shop(ctx, ['orders', 'ship', order.number, '--tracking', 'NO-AUDIT'])).rejects.toThrow(
        /audit_log refused/,
      );
    } finally {
      await db().exec('DROP TRIGGER refuse_test_entry ON audit_log; DROP FUNCTION refuse_test_entry();');
    }
    expect(await orderState(db(), order.id)).toEqual(before);
    expect(await entriesOf(order.number)).toEqual([]);
    // The same step, once the log takes entries again, is done and recorded.
    expect((await shop(ctx, ['orders', 'ship', order.number, '--tracking', 'T-2'])).code).toBe(0);
    expect((await entriesOf(order.number)).map((e) => e.after.code)).toEqual([0]);
  });
});
