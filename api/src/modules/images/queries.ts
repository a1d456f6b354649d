import type { Category, Fabric } from 'contracts';
import type { Queryable } from '../../db/database';

export async function selectProductVariant(db: Queryable, productId: string, color: string) {
  const { rows } = await db.query<{ name: string; category: Category; fabric: Fabric }>(
    `SELECT p.name, p.category, p.fabric FROM products p
       JOIN product_variants v ON v.product_id = p.id AND v.color = $2
      WHERE p.id = $1`,
    [productId, color],
  );
  return rows[0];
}
