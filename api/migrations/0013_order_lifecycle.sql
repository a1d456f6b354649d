-- Issue 24: the shop's promises. The birthday discount, an order that moves after payment (shipped,
-- delivered, cancelled), and returns refunded through the payment processor. Plain PostgreSQL dialect:
-- runs on PGlite and PostgreSQL 15+.

-- Final-sale items are not returnable (spec section 9). The seed marks a few (seed/apply-seed.ts);
-- an existing catalogue gets the same ones here.
ALTER TABLE products ADD COLUMN final_sale boolean NOT NULL DEFAULT false;
UPDATE products SET final_sale = true WHERE id IN ('100004', '100013', '100027');

ALTER TABLE orders DROP CONSTRAINT orders_status_check;
ALTER TABLE orders ADD CONSTRAINT orders_status_check
  CHECK (status IN ('pending', 'paid', 'failed', 'expired', 'shipped', 'delivered', 'cancelled'));

ALTER TABLE orders
  -- The birthday discount taken off the merchandise (tax is computed after it).
  ADD COLUMN discount_cents   integer NOT NULL DEFAULT 0 CHECK (discount_cents >= 0),
  -- The year of the birthday whose window the discount belongs to: one discounted order per account and year.
  ADD COLUMN birthday_year    integer,
  ADD COLUMN carrier          text,
  ADD COLUMN tracking_number  text,
  ADD COLUMN shipped_at       timestamptz,
  ADD COLUMN delivered_at     timestamptz,
  ADD COLUMN cancelled_at     timestamptz,
  -- What the processor has refunded so far (returns and a cancellation); never above the total.
  ADD COLUMN refunded_cents   integer NOT NULL DEFAULT 0 CHECK (refunded_cents >= 0),
  ADD CONSTRAINT orders_refund_within_total CHECK (refunded_cents <= total_cents);

-- Once per calendar year per account, whatever the birth date says now: a second discounted order of the
-- same birthday year cannot be stored. An order that was never paid (failed, expired) or was cancelled
-- gives the year back.
CREATE UNIQUE INDEX orders_one_birthday_discount_idx ON orders (customer_id, birthday_year)
  WHERE birthday_year IS NOT NULL AND status NOT IN ('failed', 'expired', 'cancelled');

-- The mail at the start of the birthday window, once per account and year.
CREATE TABLE birthday_mails (
  customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  year        integer NOT NULL,
  queued_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, year)
);

CREATE TABLE order_returns (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- What the shopper and the staff see ("R500001").
  number          bigint GENERATED ALWAYS AS IDENTITY (START WITH 500001) UNIQUE,
  order_id        uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  -- The client's Idempotency-Key: the same request again answers the same return.
  idempotency_key text NOT NULL,
  status          text NOT NULL DEFAULT 'requested' CHECK (status IN ('requested', 'received', 'refunded')),
  reason          text NOT NULL,
  -- Merchandise after its share of the discount, plus its tax: fixed when the items are received.
  refund_cents    integer CHECK (refund_cents >= 0),
  -- The processor's refund (re_...): one refund per return, never two.
  refund_id       text UNIQUE,
  requested_at    timestamptz NOT NULL DEFAULT now(),
  received_at     timestamptz,
  refunded_at     timestamptz,
  UNIQUE (order_id, idempotency_key)
);

CREATE INDEX order_returns_order_idx ON order_returns (order_id, requested_at);

CREATE TABLE order_return_lines (
  return_id uuid NOT NULL REFERENCES order_returns (id) ON DELETE CASCADE,
  order_id  uuid NOT NULL,
  line_no   smallint NOT NULL,
  quantity  integer NOT NULL CHECK (quantity >= 1),
  PRIMARY KEY (return_id, line_no),
  FOREIGN KEY (order_id, line_no) REFERENCES order_lines (order_id, line_no) ON DELETE CASCADE
);

-- The refund of a cancelled order (whole) has no return: its id is kept on the order.
ALTER TABLE orders ADD COLUMN cancel_refund_id text UNIQUE;
