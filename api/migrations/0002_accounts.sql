-- Accounts (issue 3): customers, sessions, e-mail verification, wish list, address book, the one
-- saved card, and the development outbox. Plain PostgreSQL dialect: runs on PGlite and PostgreSQL 15+.
-- Every table holding personal data references customers ON DELETE CASCADE, so deleting the customer
-- row deletes everything that belongs to them.

CREATE TABLE customers (
  id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  first_name     text NOT NULL,
  last_name      text NOT NULL,
  email          text NOT NULL,
  -- scrypt$N$r$p$salt$hash; NULL for an account created through social sign-in without a password.
  password_hash  text,
  email_verified boolean NOT NULL DEFAULT false,
  birth_date     date,
  phone_number   text,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now()
);

-- One account per address, whatever the letter case.
CREATE UNIQUE INDEX customers_email_idx ON customers (lower(email));

-- Only the SHA-256 of the session token is stored: a database leak does not hand out sessions.
CREATE TABLE sessions (
  token_hash  text PRIMARY KEY,
  customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  expires_at  timestamptz NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX sessions_customer_idx ON sessions (customer_id);

-- Single-use links of the verification mail (hashed like sessions). `email` is the address the link
-- verifies: after an e-mail change an older link no longer verifies anything.
CREATE TABLE email_verification_tokens (
  token_hash  text PRIMARY KEY,
  customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  email       text NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX email_verification_tokens_customer_idx ON email_verification_tokens (customer_id);

CREATE TABLE wishlist_items (
  customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  product_id  text NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  added_at    timestamptz NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (customer_id, product_id)
);

CREATE TABLE addresses (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  customer_id   uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  email         text NOT NULL,
  first_name    text NOT NULL,
  last_name     text NOT NULL,
  country       text NOT NULL,
  city          text NOT NULL,
  address_line1 text NOT NULL,
  address_line2 text NOT NULL DEFAULT '',
  zip           text NOT NULL,
  phone         text NOT NULL,
  is_default    boolean NOT NULL DEFAULT false,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX addresses_customer_idx ON addresses (customer_id);
-- At most one default address per customer.
CREATE UNIQUE INDEX addresses_one_default_idx ON addresses (customer_id) WHERE is_default;

-- The one saved card: brand, last four digits and expiry only. The full number and the CVV are
-- never stored (there is deliberately no column that could hold them).
CREATE TABLE payment_cards (
  customer_id uuid PRIMARY KEY REFERENCES customers (id) ON DELETE CASCADE,
  brand       text NOT NULL CHECK (brand IN ('visa', 'mastercard', 'amex', 'discover', 'unknown')),
  last4       text NOT NULL CHECK (last4 ~ '^[0-9]{4}$'),
  exp_month   smallint NOT NULL CHECK (exp_month BETWEEN 1 AND 12),
  exp_year    smallint NOT NULL CHECK (exp_year BETWEEN 2000 AND 2099),
  created_at  timestamptz NOT NULL DEFAULT now()
);

-- Mail sent without SMTP_URL (development): shown by /dev/mailbox, never in production mode.
CREATE TABLE outbox (
  id         integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  "to"       text NOT NULL,
  subject    text NOT NULL,
  text       text NOT NULL,
  html       text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX outbox_to_idx ON outbox (lower("to"));
