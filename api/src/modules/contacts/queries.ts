import type { Queryable } from '../../db/database';

export interface ContactMessageRow {
  fullName: string;
  email: string;
  orderNumber: string | null;
  subject: string | null;
  message: string;
}

export async function insertContactMessage(db: Queryable, row: ContactMessageRow): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO contact_messages (full_name, email, order_number, subject, message)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [row.fullName, row.email, row.orderNumber, row.subject, row.message],
  );
  return rows[0]!.id;
}

/** The shop's copy was sent (the mail worker calls it, `id` as queued: a string). */
export async function markContactMessageForwarded(db: Queryable, id: number | string): Promise<void> {
  await db.query('UPDATE contact_messages SET forwarded_at = now() WHERE id = $1::int', [id]);
}
