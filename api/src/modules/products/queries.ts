import type { Product, ProductSummary } from 'contracts';
import type { Queryable } from '../../db/database';
import type { ProductFilter } from './filter-query';
import { stockKeysOf, type ListingRow } from './listing-index';

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
  // Colour and size together mean one variant in that colour with that size in stock (migration 0010).
  const keys = stockKeysOf(filter);
  if (keys.length > 0) where.push(`p.stock_keys && ${param(keys)}::text[]`);

  let orderBy: string;
  if (filter.random !== undefined) orderBy = `md5(p.id || ':' || ${param(filter.random)}), p.id`;
  else if (filter.sort === '+price') orderBy = 'p.price DESC, p.id';
  else if (filter.sort === '-price') orderBy = 'p.price ASC, p.id';
  else if (filter.sort === 'bestSeller') orderBy = 'p.best_seller_rank ASC, p.id';
  else orderBy = 'p.id';

  const limit = param(filter.perPage);
  const offset = param((filter.startPage - 1) * filter.perPage);
  // The page's ids first: the variants' JSON is built for the rows shown, not for the rows OFFSET skips.
  const sql = `SELECT ${PRODUCT_COLUMNS} FROM (
      SELECT p.id FROM products p ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}
       ORDER BY ${orderBy} LIMIT ${limit} OFFSET ${offset}
    ) page JOIN products p USING (id)
    ORDER BY ${orderBy}`;
  const { rows } = await db.query<ProductRow>(sql, params);
  return rows.map(toProduct);
}

/** What listings filter and sort on, for every product (listing-index.ts keeps it in memory). */
export async function selectListingRows(db: Queryable): Promise<ListingRow[]> {
  const { rows } = await db.query<ListingRow>(
    `SELECT id, category, price::float8 AS price, best_seller_rank AS "bestSellerRank", is_new AS "isNew",
            plus_size AS "plusSize", fabric, stock_keys AS "stockKeys"
       FROM products`,
  );
  return rows;
}

/** A search word's place in the text, whether the vocabulary knows it, and what it may have meant. */
export interface SearchWordCandidates {
  index: number;
  known: boolean;
  meant: { word: string; score: number }[];
}

/**
 * Looks every search word up in the vocabulary (search_words, migration 0010). Known: the word itself,
 * or for the last word (still being typed) any word it begins. Meant: words similar by trigrams
 * (pg_trgm's `%`, GIN index), or words of four letters or more with the same letters in another order
 * (a swap such as "slik", which shares one trigram with silk), scored 0.9 because a swap is the
 * likeliest typo of all.
 */
export async function selectSearchWordCandidates(
  db: Queryable,
  words: string[],
  lastWord: boolean[] = words.map((_word, index) => index === words.length - 1),
): Promise<SearchWordCandidates[]> {
  const { rows } = await db.query<SearchWordCandidates>(
    `SELECT (q.ord - 1)::int AS index,
            EXISTS (SELECT 1 FROM search_words s
                     WHERE s.word = q.w OR (q.last AND s.word LIKE q.w || '%')) AS known,
            coalesce((SELECT json_agg(json_build_object('word', s.word, 'score', m.score))
                        FROM search_words s,
                             LATERAL (SELECT CASE WHEN s.letters = search_letters(q.w) THEN 0.9
                                                  ELSE similarity(s.word, q.w) END AS score) m
                       WHERE s.word % q.w OR (length(q.w) >= 4 AND s.letters = search_letters(q.w))), '[]'::json) AS meant
       FROM unnest($1::text[], $2::bool[]) WITH ORDINALITY AS q(w, last, ord)
      WHERE length(q.w) >= 4`,
    [words, lastWord],
  );
  return rows;
}

/**
 * Products matching the forgiving query, those matching the exact one first (a word as typed beats a
 * correction), then by weight (name and category A, colours and fabric B, description C), then best
 * sellers. Both queries use the GIN index on search_vector.
 */
export async function searchProductSummaries(
  db: Queryable,
  exactTsquery: string,
  forgivingTsquery: string,
  limit: number,
): Promise<ProductSummary[]> {
  const { rows } = await db.query<ProductSummary>(
    `SELECT p.id, p.name, p.price::float8 AS price, p.description, p.category, p.is_new AS "new", p.plus_size AS "plusSize",
            coalesce((SELECT to_json(v.images) FROM product_variants v WHERE v.product_id = p.id ORDER BY v.position LIMIT 1), '[]'::json) AS image
       FROM products p, to_tsquery('english', $1) exact, to_tsquery('english', $2) forgiving
      WHERE p.search_vector @@ forgiving
      ORDER BY p.search_vector @@ exact DESC, ts_rank(p.search_vector, forgiving) DESC, p.best_seller_rank ASC, p.id
      LIMIT $3`,
    [exactTsquery, forgivingTsquery, limit],
  );
  return rows;
}
