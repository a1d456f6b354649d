-- Discount codes (issue 34, point 4): made by catalogue staff and owners, typed by shoppers in the bag or at
-- payment. One code per order; with the birthday discount the larger of the two applies.
--
-- Uses are reserved as stock is: the order that takes a code takes one of its uses in the transaction that
-- creates the order, with a conditional UPDATE (uses_held < max_uses), so 30 shoppers paying for the last use
-- at once make one order with it. The use is given back exactly once when the order is never paid (failed,
-- expired, replaced) or is cancelled or refunded in full: orders.discount_use_held is cleared in the same
-- statement that checks it, as stock_reserved is.
CREATE TABLE discount_codes (
  id                     integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- Upper case; the shopper's text is upper-cased before it is looked up.
  code                   text NOT NULL UNIQUE CHECK (code = upper(code)),
  kind                   text NOT NULL CHECK (kind IN ('percent', 'amount')),
  percent                integer CHECK (percent BETWEEN 1 AND 100),
  amount_cents           integer CHECK (amount_cents > 0),
  scope                  text NOT NULL CHECK (scope IN ('bag', 'categories', 'products')),
  categories             text[] NOT NULL DEFAULT '{}',
  product_ids            text[] NOT NULL DEFAULT '{}',
  minimum_subtotal_cents integer NOT NULL DEFAULT 0 CHECK (minimum_subtotal_cents >= 0),
  starts_at              timestamptz NOT NULL,
  ends_at                timestamptz,
  max_uses               integer CHECK (max_uses >= 1),
  max_uses_per_customer  integer CHECK (max_uses_per_customer >= 1),
  audience               text NOT NULL CHECK (audience IN ('everyone', 'accounts')),
  active                 boolean NOT NULL DEFAULT true,
  -- Uses taken by orders that hold one (paid, or unpaid and not yet released).
  uses_held              integer NOT NULL DEFAULT 0 CHECK (uses_held >= 0),
  created_at             timestamptz NOT NULL DEFAULT now(),
  updated_at             timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'percent') = (percent IS NOT NULL)),
  CHECK ((kind = 'amount') = (amount_cents IS NOT NULL)),
  CHECK (ends_at IS NULL OR ends_at > starts_at),
  CHECK (max_uses IS NULL OR uses_held <= max_uses)
);

-- The order keeps what it took: the code (its id and text), the line the shopper saw, whether it still holds
-- one of the code's uses, and the merchandise the discount was computed on (a code on chosen categories or
-- products: a refund returns each returned line's share of the discount, lines outside the code have none).
ALTER TABLE orders
  ADD COLUMN discount_code_id integer REFERENCES discount_codes (id),
  ADD COLUMN discount_code text,
  ADD COLUMN discount_label text,
  ADD COLUMN discount_percent integer,
  ADD COLUMN discount_use_held boolean NOT NULL DEFAULT false,
  ADD COLUMN discount_base_cents integer CHECK (discount_base_cents > 0);

-- Uses per customer: her orders that hold a use of the code.
CREATE INDEX orders_discount_code_holders_idx ON orders (discount_code_id, customer_id) WHERE discount_use_held;

-- False for a line outside the code's categories or products: it took no share of the discount.
ALTER TABLE order_lines ADD COLUMN in_discount boolean NOT NULL DEFAULT true;
