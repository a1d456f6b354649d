-- A catalogue of thousands (issue 16): indexes for every listing filter and sort, a vocabulary for
-- typo-forgiving search (pg_trgm), and a catalogue version that every write a shopper can see bumps and
-- announces (NOTIFY), so that every API process drops its read cache.

-- In `public`: test files migrate one schema each on one database, and an extension exists once per
-- database; its functions must stay visible from every schema (search_path is `<schema>, public`).
CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;

-- Listings: each sort, alone and after a category, is an index the planner can walk in order and stop
-- after one page; `+price` sorts price DESC, id ASC, which needs its own index (a backward scan of
-- (price, id) would give id DESC). new, plusSize, fabric, colour and size are checked on the rows the
-- walk meets (colours and sizes in `stock_keys`, below).
DROP INDEX IF EXISTS products_category_idx;
DROP INDEX IF EXISTS products_best_seller_idx;
CREATE INDEX products_category_id_idx ON products (category, id);
CREATE INDEX products_price_idx ON products (price, id);
CREATE INDEX products_price_desc_idx ON products (price DESC, id);
CREATE INDEX products_best_seller_idx ON products (best_seller_rank, id);
CREATE INDEX products_category_price_idx ON products (category, price, id);
CREATE INDEX products_category_price_desc_idx ON products (category, price DESC, id);
CREATE INDEX products_category_best_seller_idx ON products (category, best_seller_rank, id);
-- New in and plus size are their own pages (a fifth and a quarter of the catalogue).
CREATE INDEX products_new_idx ON products (id) WHERE is_new;
CREATE INDEX products_plus_size_idx ON products (id) WHERE plus_size;

-- Colour and size filters read one array on the product instead of joining its variants and sizes
-- (which made PostgreSQL build the whole set of matches before sorting: 15-20 ms a listing at 10,000
-- products): `c:<colour>` for each colour, `s:<size>` for each size in stock in some colour,
-- `cs:<colour>:<size>` for each size in stock in that colour. Kept by the triggers below; GIN-indexed for
-- rare combinations, and cheap to check on each row of a walk along a sort index for common ones.
ALTER TABLE products ADD COLUMN stock_keys text[] NOT NULL DEFAULT '{}';

CREATE FUNCTION product_stock_keys(pid text) RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(DISTINCT k ORDER BY k), '{}') FROM (
    SELECT 'c:' || v.color AS k FROM product_variants v WHERE v.product_id = pid
    UNION ALL
    SELECT 's:' || s.size FROM variant_sizes s WHERE s.product_id = pid AND s.quantity > 0
    UNION ALL
    SELECT 'cs:' || s.color || ':' || s.size FROM variant_sizes s WHERE s.product_id = pid AND s.quantity > 0
  ) keys
$$;

UPDATE products SET stock_keys = product_stock_keys(id);
CREATE INDEX products_stock_keys_idx ON products USING GIN (stock_keys);

-- Once per statement (the seed inserts 150,000 sizes in one). The products are locked in id order, the
-- order in which an order reserves its lines, so a reservation and a release cannot deadlock here.
CREATE FUNCTION refresh_product_stock_keys() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p SET stock_keys = product_stock_keys(p.id)
   WHERE p.id IN (SELECT l.id FROM products l
                   WHERE l.id IN (SELECT DISTINCT product_id FROM changed)
                   ORDER BY l.id FOR UPDATE);
  RETURN NULL;
END
$$;

CREATE TRIGGER variant_sizes_stock_keys_insert AFTER INSERT ON variant_sizes
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION refresh_product_stock_keys();
CREATE TRIGGER variant_sizes_stock_keys_update AFTER UPDATE ON variant_sizes
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION refresh_product_stock_keys();
CREATE TRIGGER variant_sizes_stock_keys_delete AFTER DELETE ON variant_sizes
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION refresh_product_stock_keys();
CREATE TRIGGER product_variants_stock_keys_insert AFTER INSERT ON product_variants
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION refresh_product_stock_keys();
CREATE TRIGGER product_variants_stock_keys_delete AFTER DELETE ON product_variants
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION refresh_product_stock_keys();

-- The words a shopper types for a product (names, categories, fabrics, colours), unstemmed, so that a
-- misspelt word can be matched to one of them: by trigram similarity ("linnen" → linen, "dresss" →
-- dress) or, for swapped letters that share almost no trigram ("slik" → silk), by the same letters.
CREATE FUNCTION search_letters(word text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT string_agg(c, '' ORDER BY c COLLATE "C") FROM regexp_split_to_table(word, '') AS c
$$;

CREATE TABLE search_words (
  word    text PRIMARY KEY,
  letters text NOT NULL
);
CREATE INDEX search_words_trgm_idx ON search_words USING GIN (word public.gin_trgm_ops);
CREATE INDEX search_words_letters_idx ON search_words (letters);

-- Words of three letters or more ("A-Line" gives "line").
CREATE FUNCTION search_words_of(phrase text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT w FROM regexp_split_to_table(lower(phrase), '[^[:alnum:]]+') AS w WHERE length(w) >= 3
$$;

INSERT INTO search_words (word, letters)
SELECT w, search_letters(w)
  FROM unnest(ARRAY['dresses', 'tops', 'pants', 'blouses', 'pullovers', 'shorts',
                    'cotton', 'linen', 'silk', 'lace', 'chiffon', 'denim',
                    'blue', 'black', 'red', 'white', 'beige', 'green', 'orange', 'gray', 'purple', 'brown']) AS w
ON CONFLICT DO NOTHING;
INSERT INTO search_words (word, letters)
SELECT DISTINCT w, search_letters(w) FROM products, LATERAL search_words_of(name) AS w
ON CONFLICT DO NOTHING;

-- A renamed product's old words stay: a word that finds nothing costs nothing.
CREATE FUNCTION products_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word, letters)
  SELECT w, search_letters(w) FROM search_words_of(NEW.name) AS w
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;

CREATE TRIGGER products_search_words
  AFTER INSERT OR UPDATE OF name ON products
  FOR EACH ROW EXECUTE FUNCTION products_search_words();

-- The catalogue version: one step per statement that changes what a shopper sees (a product, a
-- colour, a size's stock, a banner), announced on `vesna_catalogue` when the transaction commits. The
-- payload is empty so that PostgreSQL folds a transaction's announcements into one.
CREATE SEQUENCE catalogue_version;

CREATE FUNCTION catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('catalogue_version');
  PERFORM pg_notify('vesna_catalogue', '');
  RETURN NULL;
END
$$;

CREATE TRIGGER products_catalogue_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
CREATE TRIGGER product_variants_catalogue_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_variants
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
CREATE TRIGGER variant_sizes_catalogue_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON variant_sizes
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
CREATE TRIGGER banners_catalogue_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON banners
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
