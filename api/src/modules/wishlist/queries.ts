import type { Queryable } from '../../db/database';

export async function selectWishlist(db: Queryable, customerId: string): Promise<string[]> {
  const { rows } = await db.query<{ product_id: string }>(
    'SELECT product_id FROM wishlist_items WHERE customer_id = $1 ORDER BY added_at, product_id',
    [customerId],
  );
  return rows.map((r) => r.product_id);
}

export async function productExists(db: Queryable, productId: string): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM products WHERE id = $1 AND status = 'published'`, [productId]);
  return rows.length > 0;
}

/** Adds the ids that are catalogue products, in the given order; ids already listed stay where they are. */
export async function insertWishlistItems(db: Queryable, customerId: string, productIds: string[]): Promise<void> {
  if (productIds.length === 0) return;
  await db.query(
    // The ordinal keeps the given order even when rows get the same clock reading.
    `INSERT INTO wishlist_items (customer_id, product_id, added_at)
     SELECT $1, p.id, clock_timestamp() + wanted.ord * interval '1 microsecond' FROM unnest($2::text[]) WITH ORDINALITY AS wanted(id, ord)
       JOIN products p ON p.id = wanted.id AND p.status = 'published'
      ORDER BY wanted.ord
     ON CONFLICT DO NOTHING`,
    [customerId, productIds],
  );
}

export async function deleteWishlistItem(db: Queryable, customerId: string, productId: string): Promise<void> {
  await db.query('DELETE FROM wishlist_items WHERE customer_id = $1 AND product_id = $2', [customerId, productId]);
}

export async function deleteWishlist(db: Queryable, customerId: string): Promise<void> {
  await db.query('DELETE FROM wishlist_items WHERE customer_id = $1', [customerId]);
}
