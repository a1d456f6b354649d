-- Issue 32, point 7: "Email me when it's back". Plain PostgreSQL dialect: runs on PGlite and PostgreSQL 15+.

-- A shopper waiting for a sold-out size of a colour. Forgotten once her mail is queued (or when she unsubscribes).
CREATE TABLE back_in_stock_requests (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  product_id  text NOT NULL,
  color       text NOT NULL,
  size        text NOT NULL,
  email       text NOT NULL,
  customer_id uuid REFERENCES customers (id) ON DELETE CASCADE,
  -- Set when the size's stock rose above 0 (the trigger below): the worker mails and forgets it.
  due_at      timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now(),
  -- No foreign key to variant_sizes: an editor that writes a colour's sizes anew must not forget who waits.
  FOREIGN KEY (product_id) REFERENCES products (id) ON DELETE CASCADE
);

CREATE UNIQUE INDEX back_in_stock_once_idx ON back_in_stock_requests (product_id, color, size, lower(email));
CREATE INDEX back_in_stock_due_idx ON back_in_stock_requests (due_at) WHERE due_at IS NOT NULL;
CREATE INDEX back_in_stock_email_idx ON back_in_stock_requests (lower(email));

-- However the stock rises (the back office, a CSV import, a return received, an order cancelled or expired),
-- the waiting requests of that size become due, and the workers are woken at commit.
CREATE FUNCTION back_in_stock_due() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE back_in_stock_requests SET due_at = now()
   WHERE product_id = NEW.product_id AND color = NEW.color AND size = NEW.size AND due_at IS NULL;
  IF FOUND THEN
    PERFORM pg_notify('vesna_back_in_stock', '');
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER variant_sizes_back_in_stock
  AFTER UPDATE OF quantity ON variant_sizes
  FOR EACH ROW WHEN (OLD.quantity <= 0 AND NEW.quantity > 0)
  EXECUTE FUNCTION back_in_stock_due();

CREATE TRIGGER variant_sizes_back_in_stock_new
  AFTER INSERT ON variant_sizes
  FOR EACH ROW WHEN (NEW.quantity > 0)
  EXECUTE FUNCTION back_in_stock_due();

-- The one-click link in a back-in-stock mail (stored hashed, like every mailed token): it forgets every request
-- still waiting for that address.
CREATE TABLE back_in_stock_unsubscribe_tokens (
  token_hash text PRIMARY KEY,
  email      text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
