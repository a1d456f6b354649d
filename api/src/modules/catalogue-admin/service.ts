import type {
  BulkActionInput,
  ProductEditorInput,
  ProductStatus,
  ProductVersionConflict,
  StaffMember,
  StaffProduct,
  StockChangeInput,
  StockLevel,
} from 'contracts/staff';
import type { Database, Queryable } from '../../db/database';
import { HttpError } from '../../http-errors';
import { recordAudit } from '../audit/record-audit';
import { noteCatalogueChange } from '../catalogue-cache/catalogue-writes';
import {
  insertProduct,
  insertStockChange,
  lockSizeStock,
  nextProductId,
  selectExistingIds,
  selectStaffProduct,
  setAvailable,
  syncColors,
  updateProductFields,
  updateStatuses,
} from './queries';

export const PRODUCT_NOT_FOUND = 'Product not found';
export const STALE_VERSION = 'Someone saved this product after you opened it. Review their changes and save again.';

/** The editor's fields as the audit log and the 409 compare them. */
const EDITOR_FIELDS = [
  'name',
  'description',
  'price',
  'category',
  'fabric',
  'new',
  'plusSize',
  'finalSale',
  'colors',
  'status',
] as const;

/** A product as the audit log keeps it: its editor fields, its colours' sizes with stock, and its version. */
function snapshot(product: StaffProduct) {
  return {
    name: product.name,
    description: product.description,
    price: product.price,
    category: product.category,
    fabric: product.fabric,
    new: product.new,
    plusSize: product.plusSize,
    finalSale: product.finalSale,
    status: product.status,
    version: product.version,
    colors: product.colors.map((c) => ({
      color: c.color,
      sizes: c.sizes.map((s) => ({ size: s.size, quantity: s.quantity })),
    })),
  };
}

/** A save from a stale version: the route answers 409 with what changed and the product as it is now. */
export class VersionConflictError extends Error {
  constructor(readonly body: ProductVersionConflict) {
    super(body.error);
  }
}

export async function getStaffProduct(db: Queryable, id: string): Promise<StaffProduct> {
  const product = /^\d{6}$/.test(id) ? await selectStaffProduct(db, id) : null;
  if (!product) throw new HttpError(404, PRODUCT_NOT_FOUND);
  return product;
}

/** A new product, a draft until published; its first stock in the history, all in one audited transaction. */
export async function createProduct(
  db: Database,
  staff: StaffMember,
  input: ProductEditorInput,
): Promise<StaffProduct> {
  return db.transaction(async (tx) => {
    const id = await nextProductId(tx);
    await insertProduct(tx, id, input);
    await syncColors(tx, id, input.colors);
    for (const color of input.colors)
      for (const size of color.sizes)
        if (size.quantity > 0)
          await insertStockChange(tx, {
            id,
            color: color.color,
            size: size.size,
            staffId: staff.id,
            mode: 'set',
            reason: 'received',
            delta: size.quantity,
            after: size.quantity,
          });
    const created = (await selectStaffProduct(tx, id))!;
    await recordAudit(tx, {
      staffId: staff.id,
      action: 'product.create',
      entity: 'product',
      entityId: id,
      after: snapshot(created),
    });
    noteCatalogueChange(tx);
    return created;
  });
}

/**
 * Saves the editor's fields if nobody saved since `version` (optimistic concurrency, checked under the
 * product's row lock): else 409 naming the fields saved since, from the audit log's entries.
 */
export async function updateProduct(
  db: Database,
  staff: StaffMember,
  id: string,
  input: ProductEditorInput & { version: number },
): Promise<StaffProduct> {
  return db.transaction(async (tx) => {
    const current = /^\d{6}$/.test(id) ? await selectStaffProduct(tx, id, true) : null;
    if (!current) throw new HttpError(404, PRODUCT_NOT_FOUND);
    if (current.version !== input.version)
      throw new VersionConflictError({
        error: STALE_VERSION,
        changed: await changedSince(tx, id, input.version),
        current,
      });
    refuseRemovingHeldStock(current, input.colors);
    const version = await updateProductFields(tx, id, input.version, input);
    if (version === null) throw new VersionConflictError({ error: STALE_VERSION, changed: [], current });
    await syncColors(tx, id, input.colors);
    const saved = (await selectStaffProduct(tx, id))!;
    await recordAudit(tx, {
      staffId: staff.id,
      action: 'product.update',
      entity: 'product',
      entityId: id,
      before: snapshot(current),
      after: snapshot(saved),
    });
    noteCatalogueChange(tx);
    return saved;
  });
}

/** The editor fields that differ between before and after in the product's audit entries after `version`. */
async function changedSince(tx: Queryable, id: string, version: number): Promise<string[]> {
  const { rows } = await tx.query<{ before: Record<string, unknown> | null; after: Record<string, unknown> | null }>(
    `SELECT before, after FROM audit_log
      WHERE entity = 'product' AND entity_id = $1 AND (after ->> 'version')::int > $2 ORDER BY id`,
    [id, version],
  );
  const changed = new Set<string>();
  for (const { before, after } of rows)
    for (const field of EDITOR_FIELDS)
      if (JSON.stringify(before?.[field]) !== JSON.stringify(after?.[field])) changed.add(field);
  return EDITOR_FIELDS.filter((field) => changed.has(field));
}

/** A colour or size that unpaid orders hold units of stays: their release puts the units back there. */
function refuseRemovingHeldStock(current: StaffProduct, colors: ProductEditorInput['colors']) {
  for (const color of current.colors)
    for (const size of color.sizes) {
      const kept = colors.find((c) => c.color === color.color)?.sizes.some((s) => s.size === size.size);
      if (!kept && size.held > 0)
        throw new HttpError(
          409,
          `Size ${size.size.toUpperCase()} in ${color.color} is held by unpaid orders: it cannot be removed now`,
        );
    }
}

const STATUS_OF: Record<BulkActionInput['action'], ProductStatus> = {
  publish: 'published',
  unpublish: 'draft',
  archive: 'archived',
};

/** Publish, unpublish or archive many products in one audited transaction (one entry per product changed). */
export async function bulkAction(db: Database, staff: StaffMember, input: BulkActionInput) {
  const ids = [...new Set(input.ids)];
  return db.transaction(async (tx) => {
    const existing = new Set(await selectExistingIds(tx, ids));
    const status = STATUS_OF[input.action];
    const changed = await updateStatuses(tx, [...existing], status);
    for (const row of changed)
      await recordAudit(tx, {
        staffId: staff.id,
        action: `product.${input.action}`,
        entity: 'product',
        entityId: row.id,
        before: { status: row.before },
        after: { status, version: (await selectStaffProduct(tx, row.id))!.version },
      });
    if (changed.length > 0) noteCatalogueChange(tx);
    return { updated: changed.map((r) => r.id).sort(), missing: ids.filter((id) => !existing.has(id)) };
  });
}

export const BELOW_HELD = (held: number) => `Unpaid orders hold ${held} of this size: stock cannot go below ${held}`;

/**
 * Sets or adjusts a size's stock (units on hand: what can be bought plus what unpaid orders hold), never
 * below what unpaid orders hold, with a reason, in the history and the audit log. Runs under the size's row
 * lock, so checkout's atomic reservation is either counted or waits for it.
 */
export async function changeStock(
  db: Database,
  staff: StaffMember,
  id: string,
  input: StockChangeInput,
): Promise<StockLevel> {
  return db.transaction(async (tx) => {
    const stock = /^\d{6}$/.test(id) ? await lockSizeStock(tx, id, input.color, input.size) : null;
    if (!stock) throw new HttpError(404, 'This product has no such colour and size');
    const onHand = stock.available + stock.held;
    const target = input.mode === 'set' ? input.quantity : onHand + input.quantity;
    if (target < stock.held) throw new HttpError(409, BELOW_HELD(stock.held), { quantity: BELOW_HELD(stock.held) });
    await setAvailable(tx, id, input.color, input.size, target - stock.held);
    await insertStockChange(tx, {
      id,
      color: input.color,
      size: input.size,
      staffId: staff.id,
      mode: input.mode,
      reason: input.reason,
      delta: target - onHand,
      after: target,
    });
    await recordAudit(tx, {
      staffId: staff.id,
      action: `stock.${input.mode}`,
      entity: 'stock',
      entityId: `${id}/${input.color}/${input.size}`,
      before: { quantity: onHand, held: stock.held },
      after: { quantity: target, held: stock.held, reason: input.reason },
    });
    noteCatalogueChange(tx);
    return { color: input.color, size: input.size, quantity: target, held: stock.held };
  });
}
