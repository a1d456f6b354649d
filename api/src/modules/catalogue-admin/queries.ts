import type { Color, Size } from 'contracts';
import {
  LOW_STOCK_THRESHOLD,
  type ProductEditorInput,
  type ProductStatus,
  type StaffListSort,
  type StaffProduct,
  type StaffProductList,
  type StaffProductListItem,
  type StaffProductListQuery,
  type StockHistoryEntry,
} from 'contracts/staff';
import type { Queryable } from '../../db/database';

// Every SQL statement of the catalogue's administration. Stock is kept as checkout keeps it: variant_sizes.
// quantity is what can still be bought; units that unpaid (pending) orders hold are already taken off it.

/** Units of a size that pending orders still hold (their reservation not yet released). */
const HELD = `coalesce((SELECT sum(l.quantity)::int FROM order_lines l JOIN orders o ON o.id = l.order_id
   WHERE o.status = 'pending' AND o.stock_reserved
     AND l.product_id = s.product_id AND l.color = s.color AND l.size = s.size), 0)`;

const SORTS: Record<StaffListSort, string> = {
  name: 'lower(p.name) ASC, p.id',
  '-name': 'lower(p.name) DESC, p.id',
  price: 'p.price ASC, p.id',
  '-price': 'p.price DESC, p.id',
  updated: 'p.updated_at ASC, p.id',
  '-updated': 'p.updated_at DESC, p.id',
  stock: 'p.stock_total ASC, p.id',
  '-stock': 'p.stock_total DESC, p.id',
};

export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A page of the back office's list: search by id, by name (trigram index on lower(name)) or by the
 * shop's search document (GIN), filtered by category, status and low stock, sorted, with the total.
 */
export async function selectStaffProductPage(
  db: Queryable,
  query: StaffProductListQuery,
  counts: CountMemo = countAlways,
): Promise<StaffProductList> {
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where: string[] = [];
  const q = query.q.trim();
  if (q) {
    where.push(
      `(p.id = ${param(q)} OR lower(p.name) LIKE ${param(`%${escapeLike(q.toLowerCase())}%`)}
        OR p.search_vector @@ websearch_to_tsquery('english', ${param(q)}))`,
    );
  }
  if (query.category) where.push(`p.category = ${param(query.category)}`);
  if (query.status) where.push(`p.status = ${param(query.status)}`);
  if (query.lowStock)
    where.push(
      `EXISTS (SELECT 1 FROM variant_sizes s WHERE s.product_id = p.id AND s.quantity <= ${param(LOW_STOCK_THRESHOLD)})`,
    );
  const filter = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const filterParams = [...params];
  const limit = param(query.perPage);
  const offset = param((query.page - 1) * query.perPage);
  // The page's ids first (off the sort's index), then what the rows show. The stock is the sum of the sizes'
  // quantities, kept on the product by migration 0019's trigger (summed per request, sorting by it took
  // 300-560 ms at 10,000 products).
  const { rows } = await db.query<Omit<StaffProductListItem, 'updatedAt'> & { updatedAt: Date }>(
    `SELECT p.id, p.name, p.category, p.price::float8 AS price, p.status, p.version, p.updated_at AS "updatedAt",
            p.stock_total AS stock,
            EXISTS (SELECT 1 FROM variant_sizes s WHERE s.product_id = p.id AND s.quantity <= ${LOW_STOCK_THRESHOLD})
              AS "lowStock",
            (SELECT v.images[1] FROM product_variants v WHERE v.product_id = p.id ORDER BY v.position LIMIT 1) AS image
       FROM (SELECT p.id FROM products p ${filter} ORDER BY ${SORTS[query.sort]} LIMIT ${limit} OFFSET ${offset}) page
       JOIN products p USING (id)
      ORDER BY ${SORTS[query.sort]}`,
    params,
  );
  return {
    items: rows.map(({ updatedAt, ...row }) => ({ ...row, updatedAt: new Date(updatedAt).toISOString() })),
    total: await counts(`staff-products-count:${filter}:${JSON.stringify(filterParams)}`, () =>
      countMatching(db, filter, filterParams),
    ),
  };
}

/**
 * Keeps a filter's count (the catalogue cache's memo: until the next catalogue change, announced for every
 * statement on products, colours and sizes). Paging and sorting one search then counts it once: a broad text
 * search's count rechecks every match on the heap (10 ms for "dress" at 10,000 products), the page 1 ms.
 */
export type CountMemo = (key: string, count: () => Promise<number>) => Promise<number>;
const countAlways: CountMemo = (_key, count) => count();

/** How many products the list's filters match. */
async function countMatching(db: Queryable, filter: string, params: unknown[]): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM products p ${filter}`, params);
  return rows[0]!.n;
}

/** One product as the editor shows it, every status; `lock` takes its row for the caller's transaction. */
export async function selectStaffProduct(db: Queryable, id: string, lock = false): Promise<StaffProduct | null> {
  const { rows } = await db.query<Omit<StaffProduct, 'updatedAt'> & { updatedAt: Date }>(
    `SELECT p.id, p.name, p.description, p.price::float8 AS price, p.category, p.fabric, p.is_new AS "new",
            p.plus_size AS "plusSize", p.final_sale AS "finalSale", p.status, p.version, p.updated_at AS "updatedAt",
            coalesce((
              SELECT json_agg(json_build_object(
                       'color', v.color,
                       'image', to_json(v.images),
                       'sizes', coalesce((SELECT json_agg(json_build_object('size', s.size, 'quantity', s.quantity + ${HELD},
                                                                            'held', ${HELD}) ORDER BY s.position)
                                            FROM variant_sizes s WHERE s.product_id = v.product_id AND s.color = v.color),
                                         '[]'::json))
                     ORDER BY v.position)
                FROM product_variants v WHERE v.product_id = p.id), '[]'::json) AS colors
       FROM products p WHERE p.id = $1 ${lock ? 'FOR UPDATE OF p' : ''}`,
    [id],
  );
  const row = rows[0];
  return row ? { ...row, updatedAt: new Date(row.updatedAt).toISOString() } : null;
}

/** A new product id: the next after the highest (ids are six digits, 100001 on). Serialised by the caller's lock. */
export async function nextProductId(tx: Queryable): Promise<string> {
  // One creator at a time (a transaction-scoped lock): two new products never take the same id.
  await tx.query('SELECT pg_advisory_xact_lock(32016)');
  const { rows } = await tx.query<{ id: string }>(
    `SELECT lpad((coalesce(max(id::int), 100000) + 1)::text, 6, '0') AS id FROM products`,
  );
  return rows[0]!.id;
}

const imagesOf = (id: string, color: string) =>
  [1, 2, 3].map((view) => `/api/images/products/${id}/${color}/${view}.svg`);

/** The editor's fields in the order insertProduct and updateProductFields write them. */
const editorValues = (input: ProductEditorInput) => [
  input.name,
  input.description,
  input.price,
  input.category,
  input.fabric,
  input.new,
  input.plusSize,
  input.finalSale,
];

export async function insertProduct(tx: Queryable, id: string, input: ProductEditorInput): Promise<void> {
  await tx.query(
    `INSERT INTO products (id, name, description, price, category, fabric, is_new, plus_size, final_sale, status,
                           best_seller_rank)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'draft', (SELECT coalesce(max(best_seller_rank), 0) + 1 FROM products))`,
    [id, ...editorValues(input)],
  );
}

/** The editor's fields, only if the product is still at `version`; the new version, or null (stale). */
export async function updateProductFields(
  tx: Queryable,
  id: string,
  version: number,
  input: ProductEditorInput,
): Promise<number | null> {
  const { rows } = await tx.query<{ version: number }>(
    `UPDATE products SET name = $3, description = $4, price = $5, category = $6, fabric = $7, is_new = $8,
            plus_size = $9, final_sale = $10, version = version + 1, updated_at = now()
      WHERE id = $1 AND version = $2 RETURNING version`,
    [id, version, ...editorValues(input)],
  );
  return rows[0]?.version ?? null;
}

/**
 * Makes the product's colours and sizes those of the editor: new colours and sizes are added with their
 * first stock; ones left out are removed only when nothing holds them (an existing size's stock changes
 * through the stock route, with a reason). Returns what could not be removed.
 */
export async function syncColors(tx: Queryable, id: string, colors: ProductEditorInput['colors']): Promise<void> {
  const wanted = colors.map((c) => c.color);
  await tx.query('DELETE FROM product_variants WHERE product_id = $1 AND NOT (color = ANY($2::text[]))', [id, wanted]);
  for (const [position, color] of colors.entries()) {
    await tx.query(
      `INSERT INTO product_variants (product_id, color, position, images) VALUES ($1, $2, $3, $4)
       ON CONFLICT (product_id, color) DO UPDATE SET position = EXCLUDED.position`,
      [id, color.color, position, imagesOf(id, color.color)],
    );
    const sizes = color.sizes.map((s) => s.size);
    await tx.query('DELETE FROM variant_sizes WHERE product_id = $1 AND color = $2 AND NOT (size = ANY($3::text[]))', [
      id,
      color.color,
      sizes,
    ]);
    await tx.query(
      `INSERT INTO variant_sizes (product_id, color, size, position, quantity)
       SELECT $1, $2, w.size, (array_position(ARRAY['s','m','l','1x','2x','3x'], w.size) - 1), w.quantity
         FROM unnest($3::text[], $4::int[]) AS w(size, quantity)
       ON CONFLICT (product_id, color, size) DO NOTHING`,
      [id, color.color, sizes, color.sizes.map((s) => s.quantity)],
    );
  }
}

/** Sets the status of the products among `ids` whose status differs; the ids changed. */
export async function updateStatuses(tx: Queryable, ids: string[], status: ProductStatus) {
  const { rows } = await tx.query<{ id: string; before: ProductStatus }>(
    `UPDATE products p SET status = $2, version = p.version + 1, updated_at = now()
       FROM (SELECT id, status AS before FROM products WHERE id = ANY($1::text[]) ORDER BY id FOR UPDATE) old
      WHERE p.id = old.id AND old.before <> $2
      RETURNING p.id, old.before`,
    [ids, status],
  );
  return rows;
}

export async function selectExistingIds(db: Queryable, ids: string[]): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>('SELECT id FROM products WHERE id = ANY($1::text[])', [ids]);
  return rows.map((r) => r.id);
}

/**
 * A size's row locked for a stock change, with what pending orders hold. Taking the row lock first means
 * checkout's reservation (`UPDATE … WHERE quantity >= n`) either committed before (its units are counted as
 * held) or waits and then sees the new quantity.
 */
export async function lockSizeStock(tx: Queryable, id: string, color: Color, size: Size) {
  const { rows } = await tx.query<{ quantity: number }>(
    'SELECT quantity FROM variant_sizes WHERE product_id = $1 AND color = $2 AND size = $3 FOR UPDATE',
    [id, color, size],
  );
  if (!rows[0]) return null;
  const held = await tx.query<{ held: number }>(
    `SELECT ${HELD} AS held FROM (SELECT $1::text AS product_id, $2::text AS color, $3::text AS size) s`,
    [id, color, size],
  );
  return { available: rows[0].quantity, held: held.rows[0]!.held };
}

export async function setAvailable(tx: Queryable, id: string, color: Color, size: Size, available: number) {
  await tx.query('UPDATE variant_sizes SET quantity = $4 WHERE product_id = $1 AND color = $2 AND size = $3', [
    id,
    color,
    size,
    available,
  ]);
}

export async function insertStockChange(
  tx: Queryable,
  change: {
    id: string;
    color: Color;
    size: Size;
    staffId: number;
    mode: string;
    reason: string;
    delta: number;
    after: number;
  },
) {
  await tx.query(
    `INSERT INTO stock_changes (product_id, color, size, staff_id, mode, reason, delta, quantity_after)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [change.id, change.color, change.size, change.staffId, change.mode, change.reason, change.delta, change.after],
  );
}

export async function selectStockHistory(
  db: Queryable,
  id: string,
  color?: string,
  size?: string,
): Promise<StockHistoryEntry[]> {
  const { rows } = await db.query<StockHistoryEntry & { at: Date; staffId: number | null; staffName: string | null }>(
    `SELECT c.at, c.staff_id AS "staffId", m.name AS "staffName", c.color, c.size, c.mode, c.reason, c.delta,
            c.quantity_after AS "quantityAfter"
       FROM stock_changes c LEFT JOIN staff_members m ON m.id = c.staff_id
      WHERE c.product_id = $1 AND ($2::text IS NULL OR c.color = $2) AND ($3::text IS NULL OR c.size = $3)
      ORDER BY c.id DESC LIMIT 200`,
    [id, color ?? null, size ?? null],
  );
  return rows.map(({ staffId, staffName, at, ...row }) => ({
    ...row,
    at: new Date(at).toISOString(),
    staff: staffId === null ? null : { id: staffId, name: staffName ?? '' },
  }));
}

/** The CSV export's rows: every product, colour and size, with the stock on hand, in id order. */
export async function selectCatalogueCsvRows(db: Queryable) {
  const { rows } = await db.query<Record<string, string | number | boolean>>(
    `SELECT p.id, p.name, p.description, to_char(p.price, 'FM999999990.00') AS price, p.category, p.fabric,
            p.is_new AS "new", p.plus_size, p.final_sale, p.status, s.color, s.size, s.quantity + ${HELD} AS stock
       FROM products p
       JOIN product_variants v ON v.product_id = p.id
       JOIN variant_sizes s ON s.product_id = v.product_id AND s.color = v.color
      ORDER BY p.id, v.position, s.position`,
  );
  return rows;
}
