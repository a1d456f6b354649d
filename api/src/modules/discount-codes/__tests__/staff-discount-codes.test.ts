import type { StaffDiscountCode } from 'contracts/staff';
import { asStaff, createStaff, type TestStaff } from '../../../test-support/staff';
import { SAME_ORIGIN } from '../../../test-support/accounts';
import { useTestApp } from '../../../test-support/test-app';

// Issue 34, point 4: catalogue staff and owners create, edit and deactivate discount codes; the form's yup
// schema (contracts) refuses bad input with a reason; times are entered in Kyiv time and stored in UTC;
// every change is in the audit log.
const ctx = useTestApp();
let editor: TestStaff;
let owner: TestStaff;
let fulfilment: TestStaff;

beforeAll(async () => {
  editor = await createStaff(ctx.app, ctx.database.db, 'catalogue');
  owner = await createStaff(ctx.app, ctx.database.db, 'owner');
  fulfilment = await createStaff(ctx.app, ctx.database.db, 'fulfilment');
});

const call = (staff: TestStaff, options: Parameters<typeof asStaff>[1]) => ctx.app.inject(asStaff(staff, options));
let serial = 0;
const spring = (overrides: object = {}) => ({
  code: `spring${(serial += 1)}`,
  kind: 'percent',
  percent: '10',
  scope: 'bag',
  startsAt: '2026-12-01T10:00',
  endsAt: '2026-12-31T23:59',
  maxUses: '100',
  maxUsesPerCustomer: '1',
  audience: 'everyone',
  ...overrides,
});
const create = (body: object, staff = editor) =>
  call(staff, { method: 'POST', url: '/api/staff/discount-codes', payload: body });
const auditOf = async (id: number) =>
  (
    await ctx.database.db.query<{ action: string; staff_id: number }>(
      "SELECT action, staff_id FROM audit_log WHERE entity = 'discount-code' AND entity_id = $1 ORDER BY id",
      [String(id)],
    )
  ).rows;

describe('creating a code', () => {
  it('stores a percentage code in upper case, its Kyiv times in UTC, and audits who made it', async () => {
    const res = await create(spring());
    expect(res.statusCode).toBe(201);
    const code = res.json() as StaffDiscountCode;
    expect(code).toMatchObject({
      code: `SPRING${serial}`,
      kind: 'percent',
      percent: 10,
      amountCents: null,
      scope: 'bag',
      startsAt: '2026-12-01T08:00:00.000Z',
      endsAt: '2026-12-31T21:59:00.000Z',
      maxUses: 100,
      maxUsesPerCustomer: 1,
      audience: 'everyone',
      active: true,
      usesHeld: 0,
      usesPaid: 0,
    });
    expect(await auditOf(code.id)).toEqual([{ action: 'discount-code.create', staff_id: editor.id }]);
  });

  it('stores a fixed amount on chosen categories, and one on chosen products, for accounts only', async () => {
    const amount = await create(
      spring({ kind: 'amount', percent: '', amount: '12.50', scope: 'categories', categories: ['dresses'] }),
      owner,
    );
    expect(amount.statusCode).toBe(201);
    expect(amount.json()).toMatchObject({ kind: 'amount', amountCents: 1250, percent: null, categories: ['dresses'] });
    const products = await create(spring({ scope: 'products', productIds: ['100001'], audience: 'accounts' }));
    expect(products.json()).toMatchObject({ scope: 'products', productIds: ['100001'], audience: 'accounts' });
  });

  it.each([
    [{ percent: '101' }, 'percent', 'Percentage cannot be above 100'],
    [{ percent: '0' }, 'percent', 'Percentage must be at least 1'],
    [{ kind: 'amount', amount: '5.005' }, 'amount', 'Amount cannot have a fraction of a cent (at most two decimals)'],
    [{ kind: 'amount', amount: '-5' }, 'amount', 'Amount must be more than 0'],
    [
      { minimumSubtotal: '49.999' },
      'minimumSubtotal',
      'Minimum subtotal cannot have a fraction of a cent (at most two decimals)',
    ],
    [{ endsAt: '2026-11-30T10:00' }, 'endsAt', 'The end must be after the start'],
    [{ startsAt: 'tomorrow' }, 'startsAt', 'Start must be a date and time like 2026-12-01T10:00 (Kyiv time)'],
    [{ scope: 'categories', categories: [] }, 'categories', 'Choose at least one category'],
    [{ scope: 'products', productIds: [] }, 'productIds', 'Choose at least one product'],
    [{ maxUses: '0' }, 'maxUses', 'Total uses must be at least 1 (leave it empty for no limit)'],
    [{ code: 'x' }, 'code', 'Code must be 3 to 32 letters, digits, - or _, starting with a letter or digit'],
  ])('refuses %j with a reason naming the field, and stores nothing', async (change, field, message) => {
    const before = await ctx.database.db.query<{ n: number }>('SELECT count(*)::int AS n FROM discount_codes');
    const res = await create(spring(change));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message, fields: expect.objectContaining({ [field]: message }) });
    const after = await ctx.database.db.query<{ n: number }>('SELECT count(*)::int AS n FROM discount_codes');
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it('refuses a product the catalogue does not have, and a code that exists (in any case)', async () => {
    const unknown = await create(spring({ scope: 'products', productIds: ['999999'] }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe('No product 999999 in the catalogue');
    const first = await create(spring({ code: 'twice' }));
    expect(first.statusCode).toBe(201);
    const again = await create(spring({ code: 'TWICE' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: 'Another discount code already has this code',
      fields: { code: 'Another discount code already has this code' },
    });
  });
});

describe('editing and deactivating', () => {
  it('saves an edit and a deactivation, each in the audit log; the list shows both states', async () => {
    const made = (await create(spring())).json() as StaffDiscountCode;
    const edited = await call(editor, {
      method: 'PUT',
      url: `/api/staff/discount-codes/${made.id}`,
      payload: spring({ code: made.code, percent: '20' }),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ percent: 20, active: true });
    const off = await call(owner, { method: 'POST', url: `/api/staff/discount-codes/${made.id}/deactivate` });
    expect(off.json()).toMatchObject({ active: false });
    expect((await auditOf(made.id)).map((a) => a.action)).toEqual([
      'discount-code.create',
      'discount-code.update',
      'discount-code.deactivate',
    ]);
    const list = await call(editor, { url: '/api/staff/discount-codes' });
    const row = (list.json() as { items: StaffDiscountCode[] }).items.find((c) => c.id === made.id);
    expect(row).toMatchObject({ active: false, percent: 20 });
  });

  it('refuses total uses below what orders already hold, and an unknown code is 404', async () => {
    const made = (await create(spring())).json() as StaffDiscountCode;
    await ctx.database.db.query('UPDATE discount_codes SET uses_held = 5 WHERE id = $1', [made.id]);
    const res = await call(editor, {
      method: 'PUT',
      url: `/api/staff/discount-codes/${made.id}`,
      payload: spring({ code: made.code, maxUses: '4' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Total uses cannot be below the 5 already taken by orders (paid or being paid)');
    expect((await call(editor, { url: '/api/staff/discount-codes/99999' })).statusCode).toBe(404);
  });
});

describe('who may', () => {
  it('refuses fulfilment staff (403) and anyone without a staff session (401)', async () => {
    expect((await create(spring(), fulfilment)).statusCode).toBe(403);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/staff/discount-codes',
      headers: SAME_ORIGIN,
      payload: spring(),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
