-- Orders and card payments (issue 8). Plain PostgreSQL dialect: runs on PGlite and PostgreSQL 15+.
-- Amounts are whole cents computed on the server. No card number, CVV or client secret is stored
-- anywhere: the processor keeps the card, we keep its ids (payment intent, payment method, customer).

-- The account's customer at the payment processor (Stripe or the local test processor), created the
-- first time a card is saved.
ALTER TABLE customers ADD COLUMN processor_customer_id text;

-- Cards saved before the processor held them cannot pay (we never had the number): they go, and the
-- shopper saves the card again through the processor.
DELETE FROM payment_cards;
ALTER TABLE payment_cards ADD COLUMN payment_method_id text NOT NULL;

CREATE TABLE orders (
  id                uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- What the shopper sees ("100042"): an identity, so concurrent orders never share a number.
  number            bigint GENERATED ALWAYS AS IDENTITY (START WITH 100001) UNIQUE,
  customer_id       uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  -- The client's Idempotency-Key: the same key again answers the same order.
  idempotency_key   text NOT NULL,
  status            text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'failed', 'expired')),
  -- True while the order holds its lines' units in variant_sizes; cleared exactly once on release.
  stock_reserved    boolean NOT NULL DEFAULT true,
  payment_method    text NOT NULL CHECK (payment_method IN ('card', 'saved-card')),
  payment_intent_id text UNIQUE,
  -- How many payment intents the order has had (a cancelled one is replaced when the order is retried).
  payment_attempt   integer NOT NULL DEFAULT 1,
  email             text NOT NULL,
  billing_name      text NOT NULL,
  shipping_address  jsonb NOT NULL,
  billing_address   jsonb NOT NULL,
  subtotal_cents    integer NOT NULL CHECK (subtotal_cents >= 0),
  tax_cents         integer NOT NULL CHECK (tax_cents >= 0),
  shipping_cents    integer NOT NULL CHECK (shipping_cents >= 0),
  total_cents       integer NOT NULL CHECK (total_cents > 0),
  currency          text NOT NULL DEFAULT 'usd' CHECK (currency = 'usd'),
  created_at        timestamptz NOT NULL DEFAULT now(),
  -- When the order last became pending: unpaid 30 minutes after this it is released.
  pending_since     timestamptz NOT NULL DEFAULT now(),
  paid_at           timestamptz,
  receipt_sent_at   timestamptz,
  updated_at        timestamptz NOT NULL DEFAULT now(),
  UNIQUE (customer_id, idempotency_key)
);

CREATE INDEX orders_customer_idx ON orders (customer_id, created_at DESC);
CREATE INDEX orders_pending_idx ON orders (pending_since) WHERE status = 'pending';

-- What was ordered at what price. No foreign key to the catalogue: an order outlives a product.
CREATE TABLE order_lines (
  order_id         uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  line_no          smallint NOT NULL,
  product_id       text NOT NULL,
  color            text NOT NULL,
  size             text NOT NULL,
  name             text NOT NULL,
  image            text NOT NULL,
  quantity         integer NOT NULL CHECK (quantity >= 1),
  unit_price_cents integer NOT NULL CHECK (unit_price_cents >= 0),
  line_total_cents integer NOT NULL CHECK (line_total_cents >= 0),
  PRIMARY KEY (order_id, line_no)
);

-- Webhook events already handled, by the processor's event id: a replay changes nothing.
CREATE TABLE payment_events (
  id                text PRIMARY KEY,
  type              text NOT NULL,
  payment_intent_id text,
  received_at       timestamptz NOT NULL DEFAULT now()
);

-- Deleting an account deletes its orders (cascade); a pending order gives its units back first (a paid
-- one's units are sold), while
-- its lines still exist (BEFORE triggers run before the cascade removes them).
CREATE FUNCTION orders_release_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.stock_reserved AND OLD.status = 'pending' THEN
    UPDATE variant_sizes s SET quantity = s.quantity + l.quantity
      FROM order_lines l
     WHERE l.order_id = OLD.id AND s.product_id = l.product_id AND s.color = l.color AND s.size = l.size;
  END IF;
  RETURN OLD;
END
$$;

CREATE TRIGGER orders_release_on_delete
  BEFORE DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_release_on_delete();
