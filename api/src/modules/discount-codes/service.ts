import { kyivLocalToUtc } from 'contracts/staff';
import type { DiscountCodeInput, StaffDiscountCode } from 'contracts/staff';
import type { Database, Queryable } from '../../db/database';
import { sqlStateOf, UNIQUE_VIOLATION, withSavepoint } from '../../db/savepoint';
import { HttpError, badRequest, notFound } from '../../http-errors';
import { recordAudit } from '../audit/record-audit';
import { deactivateCode, insertCode, selectStaffCode, updateCode, type CodeColumns } from './queries';

export const CODE_TAKEN = 'Another discount code already has this code';
export const UNKNOWN_PRODUCTS = (ids: string[]) => `No product ${ids.join(', ')} in the catalogue`;
export const BELOW_HELD = (held: number) =>
  `Total uses cannot be below the ${held} already taken by orders (paid or being paid)`;

const cents = (dollars: number | null | undefined) => (dollars == null ? null : Math.round(dollars * 100));

/** The form's values as stored: cents, UTC, only the fields of the chosen kind and scope. */
export function columnsOf(input: DiscountCodeInput, active = true): CodeColumns {
  return {
    code: input.code,
    kind: input.kind,
    percent: input.kind === 'percent' ? (input.percent ?? null) : null,
    amountCents: input.kind === 'amount' ? cents(input.amount) : null,
    scope: input.scope,
    categories: input.scope === 'categories' ? [...new Set(input.categories)] : [],
    productIds: input.scope === 'products' ? [...new Set(input.productIds)] : [],
    minimumSubtotalCents: cents(input.minimumSubtotal) ?? 0,
    startsAt: kyivLocalToUtc(input.startsAt)!,
    endsAt: input.endsAt ? kyivLocalToUtc(input.endsAt) : null,
    maxUses: input.maxUses ?? null,
    maxUsesPerCustomer: input.maxUsesPerCustomer ?? null,
    audience: input.audience,
    active: input.active ?? active,
  };
}

async function assertProductsExist(tx: Queryable, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const { rows } = await tx.query<{ id: string }>('SELECT id FROM products WHERE id = ANY($1::text[])', [ids]);
  const known = new Set(rows.map((r) => r.id));
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length > 0) throw badRequest(UNKNOWN_PRODUCTS(missing), { productIds: UNKNOWN_PRODUCTS(missing) });
}

/** A duplicate code is a 409 naming the field, not a 500. */
async function storing<T>(tx: Queryable, write: () => Promise<T>): Promise<T> {
  try {
    return await withSavepoint(tx, 'discount_code', write);
  } catch (error) {
    if (sqlStateOf(error) === UNIQUE_VIOLATION) throw new HttpError(409, CODE_TAKEN, { code: CODE_TAKEN });
    throw error;
  }
}

export async function createCode(db: Database, staffId: number, input: DiscountCodeInput): Promise<StaffDiscountCode> {
  const columns = columnsOf(input);
  return db.transaction(async (tx) => {
    await assertProductsExist(tx, columns.productIds);
    const id = await storing(tx, () => insertCode(tx, columns));
    const created = (await selectStaffCode(tx, id))!;
    await recordAudit(tx, {
      staffId,
      action: 'discount-code.create',
      entity: 'discount-code',
      entityId: id,
      after: created,
    });
    return created;
  });
}

export async function getCode(db: Queryable, id: number): Promise<StaffDiscountCode> {
  const code = await selectStaffCode(db, id);
  if (!code) throw notFound(`No discount code ${id}`);
  return code;
}

/** Saves the form; orders already made keep the discount they were charged. */
export async function editCode(
  db: Database,
  staffId: number,
  id: number,
  input: DiscountCodeInput,
): Promise<StaffDiscountCode> {
  return db.transaction(async (tx) => {
    const before = await selectStaffCode(tx, id, true);
    if (!before) throw notFound(`No discount code ${id}`);
    const columns = columnsOf(input, before.active);
    if (columns.maxUses !== null && columns.maxUses < before.usesHeld) {
      throw badRequest(BELOW_HELD(before.usesHeld), { maxUses: BELOW_HELD(before.usesHeld) });
    }
    await assertProductsExist(tx, columns.productIds);
    await storing(tx, () => updateCode(tx, id, columns));
    const after = (await selectStaffCode(tx, id))!;
    await recordAudit(tx, {
      staffId,
      action: 'discount-code.update',
      entity: 'discount-code',
      entityId: id,
      before,
      after,
    });
    return after;
  });
}

/** No longer usable from now on (never deleted: orders name it); an unpaid order that took it keeps its price. */
export async function deactivate(db: Database, staffId: number, id: number): Promise<StaffDiscountCode> {
  return db.transaction(async (tx) => {
    const before = await selectStaffCode(tx, id, true);
    if (!before) throw notFound(`No discount code ${id}`);
    if (!before.active) return before;
    await deactivateCode(tx, id);
    const after = (await selectStaffCode(tx, id))!;
    await recordAudit(tx, {
      staffId,
      action: 'discount-code.deactivate',
      entity: 'discount-code',
      entityId: id,
      before: { active: true },
      after: { active: false },
    });
    return after;
  });
}
