-- Issue 35: no charge without an order. Plain PostgreSQL dialect: runs on PGlite and PostgreSQL 15+.

-- Every charge the processor reported as succeeded, and how it ended: the order it paid ('paid'), or a
-- refund of all of it ('refund-due' until the processor confirmed it, then 'refunded'). A charge that
-- cannot pay its order (the order expired and its units or its birthday discount went elsewhere, a
-- second charge of a paid order, another amount than the order's) is recorded here, never dropped. The
-- refund is made by the shop (payments/charge-refunds.ts) and tried again until the processor takes it.
CREATE TABLE payment_charges (
  payment_intent_id text PRIMARY KEY,
  -- No foreign key: the charge is an accounting record and outlives its order.
  order_id          uuid,
  order_number      bigint,
  amount_cents      integer NOT NULL CHECK (amount_cents >= 0),
  outcome           text NOT NULL CHECK (outcome IN ('paid', 'refund-due', 'refunded')),
  -- Why a charge is refunded, in the words of the mail the shopper gets.
  reason            text,
  refund_id         text UNIQUE,
  refund_tries      integer NOT NULL DEFAULT 0,
  next_attempt_at   timestamptz NOT NULL DEFAULT now(),
  last_error        text,
  recorded_at       timestamptz NOT NULL DEFAULT now(),
  refunded_at       timestamptz
);

CREATE INDEX payment_charges_due_idx ON payment_charges (next_attempt_at) WHERE outcome = 'refund-due';
CREATE INDEX payment_charges_order_idx ON payment_charges (order_id);

-- A webhook event whose handling failed for a reason that is not the business's (the database went away
-- mid-way): kept and tried again by the shop itself, so the processor's three tries are never the last word.
CREATE TABLE payment_event_retries (
  event_id        text PRIMARY KEY,
  payload         jsonb NOT NULL,
  tries           integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error      text,
  created_at      timestamptz NOT NULL DEFAULT now()
);

-- The request an Idempotency-Key was first used with (a SHA-256 of its canonical body): the same key with
-- another body is refused, as the processor does. Rows from before this column accept any body once more.
ALTER TABLE orders ADD COLUMN request_fingerprint text;
ALTER TABLE order_returns ADD COLUMN request_fingerprint text;

-- The birthday discount belongs to a person, once a year. Besides the birthday's year (birthday_year), an
-- order that takes it records the calendar year of the shop (Kyiv) it was bought in and the verified
-- e-mail it was given to: one discounted order per birthday year and per calendar year, counted by the
-- account and by the e-mail alike, so a changed e-mail, a new account or a moved birth date opens no
-- second one.
ALTER TABLE orders
  ADD COLUMN birthday_shop_year integer,
  ADD COLUMN birthday_email     text;

-- Orders from before: the year and the e-mail as they were. Where the old rules let one person take
-- it more than once (the reason for this change), only her first such order is keyed, so the indexes below
-- can be built; the later ones stay as they were bought.
UPDATE orders o
   SET birthday_shop_year = CASE WHEN k.by_account_year = 1 THEN k.shop_year END,
       birthday_email = CASE WHEN k.by_email = 1 THEN k.email END
  FROM (SELECT d.id, d.shop_year, d.email,
               row_number() OVER (PARTITION BY d.customer_id, d.shop_year ORDER BY d.created_at, d.id) AS by_account_year,
               row_number() OVER (PARTITION BY d.email ORDER BY d.created_at, d.id) AS by_email
          FROM (SELECT x.id, x.customer_id, x.created_at,
                       extract(year FROM x.created_at AT TIME ZONE 'Europe/Kyiv')::int AS shop_year,
                       (SELECT lower(c.email) FROM customers c WHERE c.id = x.customer_id) AS email
                  FROM orders x
                 WHERE x.birthday_year IS NOT NULL AND x.status NOT IN ('failed', 'expired', 'cancelled')) d) k
 WHERE o.id = k.id;

-- Orders that hold their discount: not failed, expired or cancelled (those give it back).
CREATE UNIQUE INDEX orders_one_birthday_per_shop_year_idx ON orders (customer_id, birthday_shop_year)
  WHERE birthday_year IS NOT NULL AND status NOT IN ('failed', 'expired', 'cancelled');
CREATE UNIQUE INDEX orders_one_birthday_per_email_year_idx ON orders (birthday_email, birthday_year)
  WHERE birthday_year IS NOT NULL AND status NOT IN ('failed', 'expired', 'cancelled');
CREATE UNIQUE INDEX orders_one_birthday_per_email_shop_year_idx ON orders (birthday_email, birthday_shop_year)
  WHERE birthday_year IS NOT NULL AND status NOT IN ('failed', 'expired', 'cancelled');
