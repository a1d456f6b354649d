import type { Queryable } from '../../db/database';
import type { StaffDiscountCode } from 'contracts/staff';
import { noteCatalogueChange } from '../catalogue-cache/catalogue-writes';

/** The stored columns of a code, as the back office reads them (amounts in cents, times in UTC). */
export type CodeColumns = Omit<StaffDiscountCode, 'id' | 'usesHeld' | 'usesPaid' | 'createdAt' | 'updatedAt'>;

/** A discount code as the quote and the order use it. */
export type DiscountCodeRow = Omit<CodeColumns, 'startsAt' | 'endsAt'> & {
  id: number;
  startsAt: Date;
  endsAt: Date | null;
  usesHeld: number;
};

const CODE_ROW = `id, code, kind, percent, amount_cents AS "amountCents", scope, categories, product_ids AS "productIds",
  minimum_subtotal_cents AS "minimumSubtotalCents", starts_at AS "startsAt", ends_at AS "endsAt",
  max_uses AS "maxUses", max_uses_per_customer AS "maxUsesPerCustomer", audience, active, uses_held AS "usesHeld"`;

const asDate = (v: Date | string | null) => (v === null ? null : new Date(v));

function rowOf(raw: DiscountCodeRow): DiscountCodeRow {
  return { ...raw, startsAt: asDate(raw.startsAt)!, endsAt: asDate(raw.endsAt) };
}

/**
 * The code the shopper typed (already upper-cased), or null: the same for every bag and shopper, so the quote
 * keeps it in memory (code-cache.ts) until a code changes.
 */
export async function selectCode(db: Queryable, code: string): Promise<DiscountCodeRow | null> {
  const { rows } = await db.query<DiscountCodeRow>(`SELECT ${CODE_ROW} FROM discount_codes WHERE code = $1`, [code]);
  return rows[0] ? rowOf(rows[0]) : null;
}

/**
 * The customer's orders holding a use of the code: `kept` (paid, or another's unpaid checkout) and `pending` (her
 * own unpaid checkout, which her next purchase replaces, giving its use back first). Read for every quote (never
 * kept: an order's payment moves a use from one to the other).
 */
export async function selectCustomerUses(
  db: Queryable,
  codeId: number,
  customerId: string,
): Promise<{ kept: number; pending: number }> {
  const { rows } = await db.query<{ kept: number; pending: number }>(
    `SELECT count(*) FILTER (WHERE o.status <> 'pending')::int AS kept,
            count(*) FILTER (WHERE o.status = 'pending')::int AS pending
       FROM orders o WHERE o.discount_code_id = $1 AND o.customer_id = $2 AND o.discount_use_held`,
    [codeId, customerId],
  );
  return rows[0] ?? { kept: 0, pending: 0 };
}

/**
 * Takes one use of the code for the order, atomically: the UPDATE checks the total in the same statement that
 * raises it (as reserveStock checks the units), so concurrent orders can never take more uses than there are.
 * False when none is left (the caller rolls back). The order is marked as holding it.
 */
export async function takeUse(db: Queryable, codeId: number, orderId: string): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE discount_codes SET uses_held = uses_held + 1
      WHERE id = $1 AND (max_uses IS NULL OR uses_held < max_uses) RETURNING id`,
    [codeId],
  );
  if (rows.length === 0) return false;
  noteCatalogueChange(db);
  await db.query('UPDATE orders SET discount_use_held = true WHERE id = $1', [orderId]);
  return true;
}

/**
 * Gives the order's use of its code back, exactly once: the flag is cleared in the statement that checks it,
 * so a replayed event, a racing expiry or a second cancellation finds nothing to give back.
 */
export async function releaseUse(db: Queryable, orderId: string): Promise<void> {
  const { rows } = await db.query(
    `WITH released AS (
       UPDATE orders SET discount_use_held = false WHERE id = $1 AND discount_use_held RETURNING discount_code_id
     )
     UPDATE discount_codes c SET uses_held = c.uses_held - 1 FROM released r WHERE c.id = r.discount_code_id
     RETURNING c.id`,
    [orderId],
  );
  if (rows.length > 0) noteCatalogueChange(db);
}

const STAFF_CODE = `c.id, c.code, c.kind, c.percent, c.amount_cents AS "amountCents", c.scope, c.categories,
  c.product_ids AS "productIds", c.minimum_subtotal_cents AS "minimumSubtotalCents",
  to_char(c.starts_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "startsAt",
  to_char(c.ends_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "endsAt",
  c.max_uses AS "maxUses", c.max_uses_per_customer AS "maxUsesPerCustomer", c.audience, c.active,
  c.uses_held AS "usesHeld",
  (SELECT count(*)::int FROM orders o WHERE o.discount_code_id = c.id AND o.discount_use_held
      AND o.status IN ('paid', 'partly-shipped', 'shipped', 'delivered')) AS "usesPaid",
  to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
  to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt"`;

export async function selectStaffCodes(db: Queryable): Promise<StaffDiscountCode[]> {
  const { rows } = await db.query<StaffDiscountCode>(
    `SELECT ${STAFF_CODE} FROM discount_codes c ORDER BY c.active DESC, c.created_at DESC, c.id DESC`,
  );
  return rows;
}

export async function selectStaffCode(db: Queryable, id: number, lock = false): Promise<StaffDiscountCode | null> {
  const { rows } = await db.query<StaffDiscountCode>(
    `SELECT ${STAFF_CODE} FROM discount_codes c WHERE c.id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

const columnValues = (c: CodeColumns) => [
  c.code,
  c.kind,
  c.percent,
  c.amountCents,
  c.scope,
  c.categories,
  c.productIds,
  c.minimumSubtotalCents,
  c.startsAt,
  c.endsAt,
  c.maxUses,
  c.maxUsesPerCustomer,
  c.audience,
  c.active,
];

export async function insertCode(db: Queryable, c: CodeColumns): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO discount_codes (code, kind, percent, amount_cents, scope, categories, product_ids, minimum_subtotal_cents,
                                 starts_at, ends_at, max_uses, max_uses_per_customer, audience, active)
     VALUES ($1, $2, $3, $4, $5, $6::text[], $7::text[], $8, $9, $10, $11, $12, $13, $14) RETURNING id`,
    columnValues(c),
  );
  noteCatalogueChange(db);
  return rows[0].id;
}

export async function updateCode(db: Queryable, id: number, c: CodeColumns): Promise<void> {
  await db.query(
    `UPDATE discount_codes SET code = $2, kind = $3, percent = $4, amount_cents = $5, scope = $6, categories = $7::text[],
            product_ids = $8::text[], minimum_subtotal_cents = $9, starts_at = $10, ends_at = $11, max_uses = $12,
            max_uses_per_customer = $13, audience = $14, active = $15, updated_at = now()
      WHERE id = $1`,
    [id, ...columnValues(c)],
  );
  noteCatalogueChange(db);
}

export async function deactivateCode(db: Queryable, id: number): Promise<void> {
  await db.query('UPDATE discount_codes SET active = false, updated_at = now() WHERE id = $1', [id]);
  noteCatalogueChange(db);
}
