import type { AuditEntry, AuditQuery } from 'contracts/staff';
import type { Queryable } from '../../db/database';

export const AUDIT_PAGE_SIZE = 50;

interface AuditRow {
  id: string;
  at: Date | string;
  staff_id: number | null;
  staff_name: string | null;
  staff_email: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  before: unknown;
  after: unknown;
}

/** Newest first, filtered; `cursor` is the id of the last entry of the previous page. */
export async function selectAuditPage(
  db: Queryable,
  query: AuditQuery,
): Promise<{ items: AuditEntry[]; nextCursor: string | null }> {
  const { rows } = await db.query<AuditRow>(
    `SELECT a.id::text AS id, a.at, a.staff_id, a.staff_name, m.email AS staff_email, a.action, a.entity, a.entity_id,
            a.before, a.after
       FROM audit_log a LEFT JOIN staff_members m ON m.id = a.staff_id
      WHERE ($1::integer IS NULL OR a.staff_id = $1)
        AND ($2::text IS NULL OR a.entity = $2)
        AND ($3::text IS NULL OR a.action = $3)
        AND ($4::timestamptz IS NULL OR a.at >= $4)
        AND ($5::timestamptz IS NULL OR a.at < $5)
        AND ($6::bigint IS NULL OR a.id < $6)
      ORDER BY a.id DESC
      LIMIT $7`,
    [
      query.staff ?? null,
      query.entity ?? null,
      query.action ?? null,
      query.from ? new Date(query.from).toISOString() : null,
      query.to ? endOf(query.to) : null,
      query.cursor ?? null,
      AUDIT_PAGE_SIZE + 1,
    ],
  );
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  return {
    items: page.map((row) => ({
      id: Number(row.id),
      at: new Date(row.at).toISOString(),
      actor: row.staff_name ?? '',
      staff:
        row.staff_id === null ? null : { id: row.staff_id, name: row.staff_name ?? '', email: row.staff_email ?? '' },
      action: row.action,
      entity: row.entity,
      entityId: row.entity_id,
      before: row.before ?? null,
      after: row.after ?? null,
    })),
    nextCursor: rows.length > AUDIT_PAGE_SIZE ? page[page.length - 1]!.id : null,
  };
}

/** `to` as a plain date (2026-11-27) takes the whole day; a full time is taken as it is. */
function endOf(to: string): string {
  const at = new Date(to);
  if (/^\d{4}-\d{2}-\d{2}$/.test(to)) at.setUTCDate(at.getUTCDate() + 1);
  return at.toISOString();
}
