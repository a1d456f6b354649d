import type { Product, ProductSummary } from 'contracts';
import type { Queryable } from '../../db/database';
import type { ProductFilter } from './filter-query';

/** Product columns as the API's JSON shape; variants (with sizes in size order) as one JSON array. */
const PRODUCT_COLUMNS = `
  p.id, p.name, p.description, p.price::float8 AS price, p.category, p.is_new AS "new", p.plus_size AS "plusSize",
  p.fabric, p.best_seller_rank AS "bestSellerRank",
  coalesce((
    SELECT json_agg(json_build_object(
             'color', v.color,
             'image', to_json(v.images),
             'sizes', coalesce((SELECT json_agg(json_build_object('size', s.size, 'quantity', s.quantity) ORDER BY s.position)
                                  FROM variant_sizes s WHERE s.product_id = v.product_id AND s.color = v.color), '[]'::json))
           ORDER BY v.position)
      FROM product_variants v WHERE v.product_id = p.id), '[]'::json) AS products`;

type ProductRow = Omit<Product, 'image'>;

function toProduct(row: ProductRow): Product {
  return { ...row, image: row.products[0]?.image ?? [] } as Product;
}

export async function selectProductsByIds(db: Queryable, ids: string[]): Promise<Product[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<ProductRow>(
    `SELECT ${PRODUCT_COLUMNS} FROM products p WHERE p.id = ANY($1::text[])`,
    [ids],
  );
  return rows.map(toProduct);
}

export async function selectFilteredProducts(db: Queryable, filter: ProductFilter): Promise<Product[]> {
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where: string[] = [];
  if (filter.category) where.push(`p.category = ${param(filter.category)}`);
  if (filter.new) where.push('p.is_new');
  if (filter.plusSize) where.push('p.plus_size');
  if (filter.fabric.length > 0) where.push(`p.fabric = ANY(${param(filter.fabric)}::text[])`);
  // Colour and size together mean one variant in that colour with that size in stock.
  if (filter.color.length > 0 || filter.size.length > 0) {
    const variantWhere = ['v.product_id = p.id'];
    if (filter.color.length > 0) variantWhere.push(`v.color = ANY(${param(filter.color)}::text[])`);
    if (filter.size.length > 0) {
      variantWhere.push(`EXISTS (SELECT 1 FROM variant_sizes s WHERE s.product_id = v.product_id AND s.color = v.color
                           AND s.quantity > 0 AND s.size = ANY(${param(filter.size)}::text[]))`);
    }
    where.push(`EXISTS (SELECT 1 FROM product_variants v WHERE ${variantWhere.join(' AND ')})`);
  }

  let orderBy: string;
  if (filter.random !== undefined) orderBy = `md5(p.id || ':' || ${param(filter.random)}), p.id`;
  else if (filter.sort === '+price') orderBy = 'p.price DESC, p.id';
  else if (filter.sort === '-price') orderBy = 'p.price ASC, p.id';
  else if (filter.sort === 'bestSeller') orderBy = 'p.best_seller_rank ASC, p.id';
  else orderBy = 'p.id';

  const limit = param(filter.perPage);
  const offset = param((filter.startPage - 1) * filter.perPage);
  const sql = `SELECT ${PRODUCT_COLUMNS} FROM products p
    ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}
    ORDER BY ${orderBy} LIMIT ${limit} OFFSET ${offset}`;
  const { rows } = await db.query<ProductRow>(sql, params);
  return rows.map(toProduct);
}

export async function searchProductSummaries(db: Queryable, tsquery: string, limit: number): Promise<ProductSummary[]> {
  const { rows } = await db.query<ProductSummary>(
    `SELECT p.id, p.name, p.price::float8 AS price, p.description, p.category, p.is_new AS "new", p.plus_size AS "plusSize",
            coalesce((SELECT to_json(v.images) FROM product_variants v WHERE v.product_id = p.id ORDER BY v.position LIMIT 1), '[]'::json) AS image
       FROM products p, to_tsquery('english', $1) q
      WHERE p.search_vector @@ q
      ORDER BY ts_rank(p.search_vector, q) DESC, p.best_seller_rank ASC, p.id
      LIMIT $2`,
    [tsquery, limit],
  );
  return rows;
}
