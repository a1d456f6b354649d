import type { Product, ProductSummary } from 'contracts';
import type { Queryable } from '../../db/database';
import type { ProductFilter } from './filter-query';
import { stockKeysOf, type ListingRow } from './listing-index';
import type { SearchDocumentRow } from './search-index';

/**
 * A colour's photo placeholders in its photos' order, which is `images`' order (syncVariantImages writes one from
 * the other); null for a colour without photos (its images are drawings), so the key is left out.
 */
const VARIANT_PLACEHOLDERS = `(SELECT json_agg(ph.placeholder ORDER BY ph.position) FROM product_photos ph
                                WHERE ph.product_id = v.product_id AND ph.color = v.color)`;
/** The same colour's alt texts, as the staff wrote them, in the same order. */
const VARIANT_ALTS = `(SELECT json_agg(ph.alt ORDER BY ph.position) FROM product_photos ph
                        WHERE ph.product_id = v.product_id AND ph.color = v.color)`;

/** Product columns as the API's JSON shape; variants (with sizes in size order) as one JSON array. */
const PRODUCT_COLUMNS = `
  p.id, p.name, p.description, p.price::float8 AS price, p.category, p.is_new AS "new", p.plus_size AS "plusSize",
  p.fabric, p.best_seller_rank AS "bestSellerRank", p.final_sale AS "finalSale",
  coalesce((
    SELECT json_agg(json_strip_nulls(json_build_object(
             'color', v.color,
             'image', to_json(v.images),
             'placeholders', ${VARIANT_PLACEHOLDERS},
             'alts', ${VARIANT_ALTS},
             'sizes', coalesce((SELECT json_agg(json_build_object('size', s.size, 'quantity', s.quantity) ORDER BY s.position)
                                  FROM variant_sizes s WHERE s.product_id = v.product_id AND s.color = v.color), '[]'::json)))
           ORDER BY v.position)
      FROM product_variants v WHERE v.product_id = p.id), '[]'::json) AS products`;

type ProductRow = Omit<Product, 'image' | 'placeholder'>;

/**
 * What shoppers may see: published products only (issue 32). A draft or archived product is a 404, and
 * leaves listings, search, the sitemap, wish lists and the bag; its rows stay (orders keep their own copy).
 */
export const ON_SALE = `p.status = 'published'`;

function toProduct(row: ProductRow): Product {
  const first = row.products[0];
  const placeholder = first?.placeholders?.[0];
  return { ...row, image: first?.image ?? [], ...(placeholder ? { placeholder } : {}) } as Product;
}

export async function selectProductsByIds(db: Queryable, ids: string[]): Promise<Product[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<ProductRow>(
    `SELECT ${PRODUCT_COLUMNS} FROM products p WHERE p.id = ANY($1::text[]) AND ${ON_SALE}`,
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
  const where: string[] = [ON_SALE];
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
      SELECT p.id FROM products p WHERE ${where.join(' AND ')}
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
       FROM products p WHERE ${ON_SALE}`,
  );
  return rows;
}

/** A search word's place in the text, its lexemes, whether the vocabulary knows it, and what it may have meant. */
export interface SearchWordCandidates {
  index: number;
  /** What PostgreSQL's english configuration makes of the word: usually one stem; none for a stop word. */
  lexemes: string[];
  known: boolean;
  meant: { word: string; score: number; lexemes: string[] }[];
}

/**
 * Looks every search word up: its lexemes, and in the vocabulary (search_words, migration 0010), for
 * words of four letters or more (shorter ones count as known). Known: the word itself, or for the last
 * word (still being typed) any word it begins. Meant: words similar by trigrams (pg_trgm's `%`, GIN
 * index), or words with the same letters in another order (a swap such as "slik", which shares one
 * trigram with silk), scored 0.9 because a swap is the likeliest typo of all.
 */
export async function selectSearchWordCandidates(
  db: Queryable,
  words: string[],
  lastWord: boolean[] = words.map((_word, index) => index === words.length - 1),
): Promise<SearchWordCandidates[]> {
  const { rows } = await db.query<SearchWordCandidates>(
    `SELECT (q.ord - 1)::int AS index,
            tsvector_to_array(to_tsvector('english', q.w)) AS lexemes,
            length(q.w) < 4 OR EXISTS (SELECT 1 FROM search_words s
                                        WHERE s.word = q.w OR (q.last AND s.word LIKE q.w || '%')) AS known,
            CASE WHEN length(q.w) < 4 THEN '[]'::json ELSE
            coalesce((SELECT json_agg(json_build_object('word', s.word, 'score', m.score,
                                                        'lexemes', tsvector_to_array(to_tsvector('english', s.word))))
                        FROM search_words s,
                             LATERAL (SELECT CASE WHEN s.letters = search_letters(q.w) THEN 0.9
                                                  ELSE similarity(s.word, q.w) END AS score) m
                       WHERE s.word % q.w OR s.letters = search_letters(q.w)), '[]'::json) END AS meant
       FROM unnest($1::text[], $2::bool[]) WITH ORDINALITY AS q(w, last, ord)`,
    [words, lastWord],
  );
  return rows;
}

/** A search's three tsqueries (search-query.ts): as typed, forgiving, and what ranks. */
export interface SearchTsqueries {
  exact: string;
  forgiving: string;
  rank: string;
}

/**
 * The ids of the products matching the forgiving query, those matching the query as typed first (a word
 * as typed beats a correction), then by weight (name and category A, colours and fabric B, description
 * C: ts_rank), then best sellers. The GIN index on search_vector finds rare words; a common one reads
 * every product. The search index (search-index.ts) answers the same in memory.
 */
export async function searchProductIds(db: Queryable, query: SearchTsqueries, limit: number): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT p.id FROM products p
      WHERE p.search_vector @@ $2::tsquery AND ${ON_SALE}
      ORDER BY p.search_vector @@ $1::tsquery DESC, ts_rank(p.search_vector, $3::tsquery) DESC, p.best_seller_rank ASC, p.id
      LIMIT $4`,
    [query.exact, query.forgiving, query.rank, limit],
  );
  return rows.map((row) => row.id);
}

/**
 * Every product's search document, tie-breaker and summary (search-index.ts keeps them in memory), and
 * the version of all that (migration 0012), read in one snapshot.
 */
export async function selectSearchDocuments(db: Queryable): Promise<{ version: string; rows: SearchDocumentRow[] }> {
  const { rows } = await db.query<SearchDocumentRow & { version: string }>(
    `SELECT ${SUMMARY_COLUMNS}, p.best_seller_rank AS "bestSellerRank", p.search_vector::text AS document,
            (SELECT version::text FROM search_documents_version) AS version
       FROM products p LEFT JOIN LATERAL (
              SELECT v.color, v.images FROM product_variants v WHERE v.product_id = p.id ORDER BY v.position LIMIT 1) first ON true
      WHERE ${ON_SALE}`,
  );
  return {
    version: rows[0]?.version ?? 'empty',
    rows: rows.map(({ version: _version, ...row }) => withoutNullPlaceholder(row)),
  };
}

/** The version of what selectSearchDocuments reads: a purchase leaves it as it is. */
export async function selectSearchDocumentsVersion(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ version: string }>(`SELECT version::text AS version FROM search_documents_version`);
  return rows[0].version;
}

/**
 * A product as search results show it: the first colour's images (`first`, joined by the caller) and the first
 * one's placeholder (null for a drawing: the serializer leaves it out).
 */
const SUMMARY_COLUMNS = `p.id, p.name, p.price::float8 AS price, p.description, p.category, p.is_new AS "new",
  p.plus_size AS "plusSize", coalesce(to_json(first.images), '[]'::json) AS image,
  (SELECT ph.placeholder FROM product_photos ph
    WHERE ph.product_id = p.id AND ph.color = first.color AND ph.position = 0) AS placeholder`;

/** A summary row as the contract has it: no `placeholder` key for a drawing (SQL gives null). */
function withoutNullPlaceholder<Row extends ProductSummary>(row: Row): Row {
  if (row.placeholder !== null) return row;
  const { placeholder: _none, ...rest } = row;
  return rest as Row;
}

/** The products of `ids` as search results show them, in no set order. */
export async function selectProductSummariesByIds(db: Queryable, ids: string[]): Promise<ProductSummary[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<ProductSummary>(
    `SELECT ${SUMMARY_COLUMNS}
       FROM products p LEFT JOIN LATERAL (
              SELECT v.color, v.images FROM product_variants v WHERE v.product_id = p.id ORDER BY v.position LIMIT 1) first ON true
      WHERE p.id = ANY($1::text[]) AND ${ON_SALE}`,
    [ids],
  );
  return rows.map(withoutNullPlaceholder);
}
