import type { Queryable } from '../../db/database';

export interface AuditRecord {
  /** The staff member who made the change (request.staff.id); null only for the first owner's set-up. */
  staffId: number | null;
  /** What happened, `<entity>.<verb>`: product.update, stock.set, staff.invite, command.run. */
  action: string;
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
  /** Who, when staffId is null (the console that set up the first owner). */
  actorName?: string;
}

/**
 * Appends one entry to the audit log. Call it with the transaction of the change (`db.transaction(tx =>
 * ...)`): the change and its entry are committed together or not at all. The member's name is copied
 * into the entry, so the log still names who did it after a rename.
 */
export async function recordAudit(db: Queryable, record: AuditRecord): Promise<void> {
  await db.query(
    `INSERT INTO audit_log (staff_id, staff_name, action, entity, entity_id, before, after)
     VALUES ($1, coalesce((SELECT name FROM staff_members WHERE id = $1), $7), $2, $3, $4, $5::jsonb, $6::jsonb)`,
    [
      record.staffId,
      record.action,
      record.entity,
      record.entityId == null ? null : String(record.entityId),
      record.before === undefined ? null : JSON.stringify(record.before),
      record.after === undefined ? null : JSON.stringify(record.after),
      record.actorName ?? null,
    ],
  );
}
