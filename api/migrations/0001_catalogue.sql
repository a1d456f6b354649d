-- Catalogue: products with colour variants and per-size stock, banners, newsletter subscribers.
-- Plain PostgreSQL dialect: runs unchanged on PGlite and on PostgreSQL 15+.

CREATE TABLE products (
  id               text PRIMARY KEY CHECK (id ~ '^[0-9]{6}$'),
  name             text NOT NULL,
  description      text NOT NULL,
  price            numeric(10, 2) NOT NULL CHECK (price > 0),
  category         text NOT NULL CHECK (category IN ('dresses', 'tops', 'pants', 'blouses', 'pullovers', 'shorts')),
  fabric           text NOT NULL CHECK (fabric IN ('cotton', 'linen', 'silk', 'lace', 'chiffon', 'denim')),
  is_new           boolean NOT NULL DEFAULT false,
  plus_size        boolean NOT NULL DEFAULT false,
  best_seller_rank integer NOT NULL,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  -- Maintained by triggers (below) because it also covers the variants' colours, which a
  -- generated column cannot read from another table.
  search_vector    tsvector NOT NULL DEFAULT ''::tsvector
);

CREATE INDEX products_category_idx ON products (category);
CREATE INDEX products_best_seller_idx ON products (best_seller_rank);
CREATE INDEX products_search_idx ON products USING GIN (search_vector);

CREATE TABLE product_variants (
  product_id text NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  color      text NOT NULL CHECK (color IN ('blue', 'black', 'red', 'white', 'beige', 'green', 'orange', 'gray', 'purple', 'brown')),
  position   smallint NOT NULL,
  images     text[] NOT NULL,
  PRIMARY KEY (product_id, color)
);

CREATE INDEX product_variants_color_idx ON product_variants (color);

CREATE TABLE variant_sizes (
  product_id text NOT NULL,
  color      text NOT NULL,
  size       text NOT NULL CHECK (size IN ('s', 'm', 'l', '1x', '2x', '3x')),
  position   smallint NOT NULL,
  quantity   integer NOT NULL CHECK (quantity >= 0),
  PRIMARY KEY (product_id, color, size),
  FOREIGN KEY (product_id, color) REFERENCES product_variants (product_id, color) ON DELETE CASCADE
);

CREATE INDEX variant_sizes_size_idx ON variant_sizes (size) WHERE quantity > 0;

-- A banner belongs to a set (`set_name`, e.g. 'mainBanner') and optionally to a section of it
-- (`section`, e.g. 'cotton' for /banners/sustainability/cotton; '' for the set itself).
CREATE TABLE banners (
  id          text PRIMARY KEY,
  set_name    text NOT NULL,
  section     text NOT NULL DEFAULT '',
  position    smallint NOT NULL DEFAULT 0,
  name        text NOT NULL,
  image_url   text NOT NULL,
  title       text,
  body        text,
  link        text,
  product_ids text[] NOT NULL DEFAULT '{}'
);

CREATE INDEX banners_set_idx ON banners (set_name, section, position);

CREATE TABLE subscribers (
  id         integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email      text NOT NULL,
  agreement  boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE UNIQUE INDEX subscribers_email_idx ON subscribers (lower(email));

-- Search document: name and category weigh most, then colours and fabric, then the description.
CREATE FUNCTION product_search_document() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  colours text;
BEGIN
  SELECT coalesce(string_agg(v.color, ' ' ORDER BY v.position), '')
    INTO colours
    FROM product_variants v
   WHERE v.product_id = NEW.id;
  NEW.search_vector :=
       setweight(to_tsvector('english', coalesce(NEW.name, '')), 'A')
    || setweight(to_tsvector('english', coalesce(NEW.category, '')), 'A')
    || setweight(to_tsvector('english', colours || ' ' || coalesce(NEW.fabric, '')), 'B')
    || setweight(to_tsvector('english', coalesce(NEW.description, '')), 'C');
  RETURN NEW;
END
$$;

CREATE TRIGGER products_search_document
  BEFORE INSERT OR UPDATE OF name, description, category, fabric, updated_at ON products
  FOR EACH ROW EXECUTE FUNCTION product_search_document();

-- A variant added, recoloured or removed changes the product's colours: touch the product so
-- its search document is rebuilt.
CREATE FUNCTION product_variants_touch_product() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE products SET updated_at = now() WHERE id = OLD.product_id;
    RETURN OLD;
  END IF;
  UPDATE products SET updated_at = now() WHERE id = NEW.product_id;
  IF TG_OP = 'UPDATE' AND OLD.product_id <> NEW.product_id THEN
    UPDATE products SET updated_at = now() WHERE id = OLD.product_id;
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER product_variants_touch_product
  AFTER INSERT OR UPDATE OF color, product_id OR DELETE ON product_variants
  FOR EACH ROW EXECUTE FUNCTION product_variants_touch_product();
