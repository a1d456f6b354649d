import { COLORS, type Color, type Size } from 'contracts';
import type { Queryable } from '../db/database';

/**
 * Catalogue fixtures for tests: the seed's stock and prices are generated, so a test that depends on
 * them sets its own (each test file has its own database).
 */

/** The product's colours in catalogue order. */
export async function colorsOf(db: Queryable, productId: string): Promise<Color[]> {
  const { rows } = await db.query<{ color: Color }>(
    'SELECT color FROM product_variants WHERE product_id = $1 ORDER BY position',
    [productId],
  );
  return rows.map((r) => r.color);
}

/** A colour the product does not come in. */
export async function absentColorOf(db: Queryable, productId: string): Promise<Color> {
  const present = await colorsOf(db, productId);
  const absent = COLORS.find((color) => !present.includes(color));
  if (!absent) throw new Error(`product ${productId} comes in every colour`);
  return absent;
}

/** Sets the stock of some sizes of one colour. */
export async function setStock(
  db: Queryable,
  productId: string,
  color: Color,
  stock: Partial<Record<Size, number>>,
): Promise<void> {
  for (const [size, quantity] of Object.entries(stock)) {
    await db.query('UPDATE variant_sizes SET quantity = $4 WHERE product_id = $1 AND color = $2 AND size = $3', [
      productId,
      color,
      size,
      quantity,
    ]);
  }
}

/** Sets a product's price, given in dollars as text ("19.99") so no float is involved. */
export async function setPrice(db: Queryable, productId: string, dollars: string): Promise<void> {
  await db.query('UPDATE products SET price = $2::numeric WHERE id = $1', [productId, dollars]);
}

/** First image of the product's colour, as the catalogue stores it. */
export async function firstImageOf(db: Queryable, productId: string, color: Color): Promise<string> {
  const { rows } = await db.query<{ image: string }>(
    'SELECT images[1] AS image FROM product_variants WHERE product_id = $1 AND color = $2',
    [productId, color],
  );
  return rows[0].image;
}
