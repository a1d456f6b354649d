import type { FeedbackEntry } from 'contracts';
import type { Queryable } from '../../db/database';

export async function selectProductName(db: Queryable, productId: string): Promise<string | null> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT name FROM products WHERE id = $1 AND status = 'published'`,
    [productId],
  );
  return rows[0]?.name ?? null;
}

/** A timestamptz as JavaScript's toISOString() writes it, whatever the session's time zone. */
const isoUtc = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** An entry as the API answers it (alias `f`, the author `c`): her current name comes from her account. */
const ENTRY_COLUMNS = `f.id::text AS id, f.product_id AS "productId", f.customer_id::text AS "userId",
  f.rate::int AS rate, f.content, c.first_name AS "customerName", c.last_name AS "customerSurname",
  ${isoUtc('f.created_at')} AS "createdAt", ${isoUtc('f.updated_at')} AS "updatedAt"`;

export interface FeedbackInput {
  productId: string;
  customerId: string;
  rate: number;
  content: string;
}

/**
 * Saves the customer's entry on the product: inserted the first time, edited after that (one entry per
 * customer and product, also when two requests race). `created` is true for an insert: both timestamps
 * then hold the same now(), while an edit moves updated_at to a later clock reading.
 */
export async function upsertFeedback(
  db: Queryable,
  input: FeedbackInput,
): Promise<{ comment: FeedbackEntry; created: boolean }> {
  const { rows } = await db.query<FeedbackEntry & { created: boolean }>(
    `WITH saved AS (
       INSERT INTO product_feedback (product_id, customer_id, rate, content)
       VALUES ($1, $2, $3, $4)
       ON CONFLICT (product_id, customer_id)
       DO UPDATE SET rate = EXCLUDED.rate, content = EXCLUDED.content, updated_at = clock_timestamp()
       RETURNING *
     )
     SELECT ${ENTRY_COLUMNS}, (f.created_at = f.updated_at) AS created
       FROM saved f JOIN customers c ON c.id = f.customer_id`,
    [input.productId, input.customerId, input.rate, input.content],
  );
  const { created, ...comment } = rows[0];
  return { comment, created };
}

/** The product's entries, newest first. */
export async function selectProductFeedback(db: Queryable, productId: string): Promise<FeedbackEntry[]> {
  const { rows } = await db.query<FeedbackEntry>(
    `SELECT ${ENTRY_COLUMNS}
       FROM product_feedback f JOIN customers c ON c.id = f.customer_id
      WHERE f.product_id = $1
      ORDER BY f.created_at DESC, f.id DESC`,
    [productId],
  );
  return rows;
}
