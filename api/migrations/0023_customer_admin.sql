-- Issue 34, point 3: the back office's customers. Plain PostgreSQL dialect: runs on PGlite and PostgreSQL 15+.

-- Deleting an account keeps the accounting record of her orders (totals, lines, payments, refunds, returns)
-- with her name, e-mail and addresses removed: an order may now belong to nobody, and says when it was
-- anonymised. (Unpaid orders still go with the account: orders_release_on_delete gives their units back.)
ALTER TABLE orders ALTER COLUMN customer_id DROP NOT NULL;
ALTER TABLE orders DROP CONSTRAINT orders_customer_id_fkey;
ALTER TABLE orders ADD CONSTRAINT orders_customer_id_fkey
  FOREIGN KEY (customer_id) REFERENCES customers (id) ON DELETE SET NULL;
ALTER TABLE orders ADD COLUMN anonymised_at timestamptz;

-- The staff list searches name and e-mail by substring (trigram, as the product list's name) and pages
-- newest first.
CREATE INDEX customers_search_trgm_idx ON customers
  USING gin ((lower(first_name || ' ' || last_name || ' ' || email)) public.gin_trgm_ops);
CREATE INDEX customers_created_idx ON customers (created_at DESC, id DESC);

-- The home page's day and its 30-day chart read orders by when they were paid.
CREATE INDEX orders_paid_at_idx ON orders (paid_at) WHERE paid_at IS NOT NULL;
