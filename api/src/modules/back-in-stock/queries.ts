import type { Color, Size } from 'contracts';
import type { Queryable } from '../../db/database';

export interface DueRequest {
  id: string;
  productId: string;
  name: string;
  color: Color;
  size: Size;
  email: string;
  /** The colour's main photo (its file's hash and size), or null when the colour shows drawings. */
  photo: { hash: string; width: number; height: number } | null;
}

/** The size's stock now, or null when the product has no such colour and size (or is not for sale). */
export async function selectSizeStock(db: Queryable, productId: string, color: string, size: string) {
  const { rows } = await db.query<{ quantity: number }>(
    `SELECT s.quantity FROM variant_sizes s JOIN products p ON p.id = s.product_id
      WHERE s.product_id = $1 AND s.color = $2 AND s.size = $3`,
    [productId, color, size],
  );
  return rows[0]?.quantity ?? null;
}

/** Stores the request once per address and size; false when she was already waiting for it. */
export async function insertRequest(
  db: Queryable,
  request: { productId: string; color: string; size: string; email: string; customerId: string | null },
): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO back_in_stock_requests (product_id, color, size, email, customer_id) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (product_id, color, size, lower(email)) DO NOTHING RETURNING id`,
    [request.productId, request.color, request.size, request.email, request.customerId],
  );
  return rows.length > 0;
}

/**
 * Takes the due requests whose size is still in stock (deleted in the caller's transaction, which queues
 * their mails): SKIP LOCKED so two API processes never mail the same shopper twice. A size sold out again
 * before the worker came stays waiting for its next rise.
 */
export async function takeDueRequests(db: Queryable, limit = 100): Promise<DueRequest[]> {
  await db.query(
    `UPDATE back_in_stock_requests r SET due_at = NULL
      WHERE r.due_at IS NOT NULL AND NOT EXISTS (
        SELECT 1 FROM variant_sizes s WHERE s.product_id = r.product_id AND s.color = r.color AND s.size = r.size
           AND s.quantity > 0)`,
  );
  const { rows } = await db.query<DueRequest>(
    `DELETE FROM back_in_stock_requests r USING products p
      WHERE p.id = r.product_id AND r.id IN (
        SELECT id FROM back_in_stock_requests WHERE due_at IS NOT NULL ORDER BY due_at, id LIMIT $1 FOR UPDATE SKIP LOCKED)
      RETURNING r.id::text AS id, r.product_id AS "productId", p.name, r.color, r.size, r.email,
                (SELECT json_build_object('hash', ph.content_hash, 'width', ph.width, 'height', ph.height)
                   FROM product_photos ph
                  WHERE ph.product_id = r.product_id AND ph.color = r.color AND ph.position = 0) AS photo`,
    [limit],
  );
  return rows;
}

export async function insertUnsubscribeToken(db: Queryable, tokenHash: string, email: string): Promise<void> {
  await db.query('INSERT INTO back_in_stock_unsubscribe_tokens (token_hash, email) VALUES ($1, $2)', [
    tokenHash,
    email,
  ]);
}

/** Forgets every waiting request of the token's address; false for an unknown token. */
export async function forgetRequestsOfToken(db: Queryable, tokenHash: string): Promise<boolean> {
  const { rows } = await db.query<{ email: string }>(
    'DELETE FROM back_in_stock_unsubscribe_tokens WHERE token_hash = $1 RETURNING email',
    [tokenHash],
  );
  if (!rows[0]) return false;
  await db.query('DELETE FROM back_in_stock_requests WHERE lower(email) = lower($1)', [rows[0].email]);
  await db.query('DELETE FROM back_in_stock_unsubscribe_tokens WHERE lower(email) = lower($1)', [rows[0].email]);
  return true;
}
