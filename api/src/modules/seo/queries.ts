import type { Queryable } from '../../db/database';

/** Every published product's id, in id order (the sitemap lists them all). */
export async function selectProductIds(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(`SELECT id FROM products WHERE status = 'published' ORDER BY id`);
  return rows.map((row) => row.id);
}
