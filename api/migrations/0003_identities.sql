-- Social sign-in (issue 3): an account signed in through an OpenID Connect provider (Google, or the
-- development identity provider) is found again by the provider's (issuer, subject), never by e-mail,
-- because a person can change the address at the provider. `email` is the address the provider gave at
-- the last sign-in, kept for support. customers.password_hash is already nullable (0002), so an account
-- created this way simply has no password.

CREATE TABLE customer_identities (
  issuer      text NOT NULL,
  subject     text NOT NULL,
  customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  email       text,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (issuer, subject)
);

CREATE INDEX customer_identities_customer_idx ON customer_identities (customer_id);
