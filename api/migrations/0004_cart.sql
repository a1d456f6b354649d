-- The bag of a logged-in customer (issue 7): one row per product, colour and size, with the quantity.
-- A guest's bag lives in the browser and is merged in at login. Plain PostgreSQL dialect: runs on
-- PGlite and PostgreSQL 15+. No price is stored: POST /cart/quote prices the lines from the catalogue.

CREATE TABLE cart_items (
  -- Lines are listed in the order they were added; replacing a line's quantity keeps its place.
  line_no     bigint GENERATED ALWAYS AS IDENTITY,
  customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  product_id  text NOT NULL,
  color       text NOT NULL,
  size        text NOT NULL,
  quantity    integer NOT NULL CHECK (quantity >= 1),
  added_at    timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, product_id, color, size),
  -- Only a size that the catalogue has; a size (or colour, or product) leaving it leaves every bag.
  FOREIGN KEY (product_id, color, size) REFERENCES variant_sizes (product_id, color, size) ON DELETE CASCADE
);

CREATE INDEX cart_items_customer_idx ON cart_items (customer_id, line_no);
CREATE INDEX cart_items_variant_size_idx ON cart_items (product_id, color, size);
