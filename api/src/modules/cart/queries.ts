import type { CartItemKey, CartItemParts, Color, Size } from 'contracts';
import type { Queryable } from '../../db/database';

/** A cart_items row (alias `ci`) as contracts' key `productId/color/size/quantity`. */
export const CART_KEY_SQL = `ci.product_id || '/' || ci.color || '/' || ci.size || '/' || ci.quantity::text`;

/** The customer's bag as keys, in the order the lines were added. */
export async function selectCartKeys(db: Queryable, customerId: string): Promise<CartItemKey[]> {
  const { rows } = await db.query<{ key: string }>(
    `SELECT ${CART_KEY_SQL} AS key FROM cart_items ci WHERE ci.customer_id = $1 ORDER BY ci.line_no`,
    [customerId],
  );
  return rows.map((r) => r.key);
}

export type CartLine = Omit<CartItemParts, 'quantity'>;

/**
 * What the catalogue says about one asked-for line. Null fields tell what is unknown: `name` null,
 * no such product; `image` null (`hasColor` false), the product does not come in that colour; `stock`
 * null, that colour has no such size.
 */
export interface CatalogueLine extends CartLine {
  name: string | null;
  unitPriceCents: number | null;
  hasColor: boolean;
  image: string | null;
  /** The image's tiny placeholder; null for a drawing. */
  placeholder: string | null;
  stock: number | null;
  /** The product's category (a discount code on chosen categories reads it); null, no such product. */
  category: string | null;
}

/** The catalogue's current name, price, first image of the colour and stock of each line, in the order asked. */
export async function selectCatalogueLines(db: Queryable, lines: CartLine[]): Promise<CatalogueLine[]> {
  if (lines.length === 0) return [];
  const { rows } = await db.query<{
    productId: string;
    color: Color;
    size: Size;
    name: string | null;
    unitPriceCents: number | null;
    hasColor: boolean;
    image: string | null;
    placeholder: string | null;
    stock: number | null;
    category: string | null;
  }>(
    // price is numeric(10, 2): times 100 it is a whole number, exact in a float8 (no int4 overflow).
    `SELECT w.product_id AS "productId", w.color, w.size, p.name, (p.price * 100)::float8 AS "unitPriceCents",
            (v.color IS NOT NULL) AS "hasColor", v.images[1] AS image, s.quantity AS stock,
            p.category,
            -- images[1] is the colour's photo at position 0 when it has photos (syncVariantImages).
            (SELECT ph.placeholder FROM product_photos ph
              WHERE ph.product_id = v.product_id AND ph.color = v.color AND ph.position = 0) AS placeholder
       FROM unnest($1::text[], $2::text[], $3::text[]) WITH ORDINALITY AS w(product_id, color, size, ord)
       LEFT JOIN products p ON p.id = w.product_id AND p.status = 'published'
       LEFT JOIN product_variants v ON v.product_id = p.id AND v.color = w.color
       LEFT JOIN variant_sizes s ON s.product_id = v.product_id AND s.color = v.color AND s.size = w.size
      ORDER BY w.ord`,
    [lines.map((l) => l.productId), lines.map((l) => l.color), lines.map((l) => l.size)],
  );
  return rows.map((r) => ({
    ...r,
    unitPriceCents: r.unitPriceCents === null ? null : Math.round(Number(r.unitPriceCents)),
  }));
}

/** The account's lines with their quantities (merge reads them before it writes). */
export async function selectCartLines(db: Queryable, customerId: string): Promise<CartItemParts[]> {
  const { rows } = await db.query<CartItemParts>(
    `SELECT product_id AS "productId", color, size, quantity FROM cart_items
      WHERE customer_id = $1 ORDER BY line_no`,
    [customerId],
  );
  return rows;
}

/**
 * Adds the lines in the given order, or sets the quantity of a line already in the bag (which keeps
 * its place). Callers check the lines against the catalogue first; no two may name the same line.
 */
export async function upsertCartItems(db: Queryable, customerId: string, items: CartItemParts[]): Promise<void> {
  if (items.length === 0) return;
  await db.query(
    `INSERT INTO cart_items (customer_id, product_id, color, size, quantity)
     SELECT $1, w.product_id, w.color, w.size, w.quantity
       FROM unnest($2::text[], $3::text[], $4::text[], $5::int[]) WITH ORDINALITY AS w(product_id, color, size, quantity, ord)
      ORDER BY w.ord
     ON CONFLICT (customer_id, product_id, color, size)
     DO UPDATE SET quantity = EXCLUDED.quantity, updated_at = now()`,
    [
      customerId,
      items.map((i) => i.productId),
      items.map((i) => i.color),
      items.map((i) => i.size),
      items.map((i) => i.quantity),
    ],
  );
}

export async function deleteCartItem(db: Queryable, customerId: string, line: CartLine): Promise<void> {
  await db.query('DELETE FROM cart_items WHERE customer_id = $1 AND product_id = $2 AND color = $3 AND size = $4', [
    customerId,
    line.productId,
    line.color,
    line.size,
  ]);
}

export async function deleteCart(db: Queryable, customerId: string): Promise<void> {
  await db.query('DELETE FROM cart_items WHERE customer_id = $1', [customerId]);
}
