-- The back office, part 1 (issue 32): staff accounts apart from customers, their sessions, setup links,
-- recovery codes and API tokens (all tokens and codes stored as SHA-256 only), the append-only audit log,
-- and the catalogue's administration (product status and version, stock history).

CREATE TABLE staff_members (
  id               integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email            text NOT NULL,
  name             text NOT NULL,
  role             text NOT NULL CHECK (role IN ('owner', 'catalogue', 'fulfilment')),
  status           text NOT NULL DEFAULT 'invited' CHECK (status IN ('invited', 'active', 'deactivated')),
  password_hash    text,
  -- The authenticator's base32 secret (TOTP needs it back to check a code); pending until the first code.
  totp_secret      text,
  totp_pending     text,
  -- The last time step a code was accepted for: a code is never accepted twice.
  totp_last_step   bigint NOT NULL DEFAULT 0,
  created_at       timestamptz NOT NULL DEFAULT now(),
  last_login_at    timestamptz
);

CREATE UNIQUE INDEX staff_members_email_idx ON staff_members (lower(email));

CREATE TABLE staff_sessions (
  token_hash   text PRIMARY KEY,
  staff_id     integer NOT NULL REFERENCES staff_members (id),
  created_at   timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL
);

CREATE INDEX staff_sessions_staff_idx ON staff_sessions (staff_id);

CREATE TABLE staff_setup_tokens (
  token_hash text PRIMARY KEY,
  staff_id   integer NOT NULL REFERENCES staff_members (id),
  expires_at timestamptz NOT NULL,
  used_at    timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE staff_recovery_codes (
  staff_id  integer NOT NULL REFERENCES staff_members (id),
  code_hash text NOT NULL,
  used_at   timestamptz,
  PRIMARY KEY (staff_id, code_hash)
);

CREATE TABLE staff_api_tokens (
  id           integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  staff_id     integer NOT NULL REFERENCES staff_members (id),
  name         text NOT NULL,
  token_hash   text NOT NULL UNIQUE,
  created_at   timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at   timestamptz
);

-- Who did what, when, with the record before and after. Rows are only ever added: the trigger below
-- refuses UPDATE, DELETE and TRUNCATE, whoever asks. staff_name keeps the name the member had then.
CREATE TABLE audit_log (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at         timestamptz NOT NULL DEFAULT clock_timestamp(),
  staff_id   integer REFERENCES staff_members (id),
  staff_name text,
  action     text NOT NULL,
  entity     text NOT NULL,
  entity_id  text,
  before     jsonb,
  after      jsonb
);

CREATE INDEX audit_log_staff_idx ON audit_log (staff_id, id DESC);
CREATE INDEX audit_log_entity_idx ON audit_log (entity, entity_id, id DESC);
CREATE INDEX audit_log_at_idx ON audit_log (at);

CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
END
$$;

CREATE TRIGGER audit_log_no_update BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();

-- The catalogue's administration. Existing products are on sale: they start published.
ALTER TABLE products
  ADD COLUMN status text NOT NULL DEFAULT 'published' CHECK (status IN ('draft', 'published', 'archived')),
  ADD COLUMN version integer NOT NULL DEFAULT 1;

-- The back office's list at 10,000 products: by status, by name search, newest change first.
CREATE INDEX products_status_updated_idx ON products (status, updated_at DESC, id);
CREATE INDEX products_updated_idx ON products (updated_at DESC, id);
CREATE INDEX products_name_trgm_idx ON products USING GIN (lower(name) public.gin_trgm_ops);
CREATE INDEX products_published_idx ON products (id) WHERE status = 'published';

-- Each staff change of a size's stock, with its reason, for the history per size.
CREATE TABLE stock_changes (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  product_id     text NOT NULL,
  color          text NOT NULL,
  size           text NOT NULL,
  staff_id       integer REFERENCES staff_members (id),
  mode           text NOT NULL CHECK (mode IN ('set', 'adjust')),
  reason         text NOT NULL CHECK (reason IN ('received', 'damaged', 'counted')),
  delta          integer NOT NULL,
  quantity_after integer NOT NULL,
  at             timestamptz NOT NULL DEFAULT clock_timestamp()
);

CREATE INDEX stock_changes_size_idx ON stock_changes (product_id, color, size, id DESC);

-- Search documents change when a product is published, unpublished or archived too (search sees only
-- published products), and when its final-sale flag changes.
DROP TRIGGER products_search_documents_updated ON products;
CREATE TRIGGER products_search_documents_updated
  AFTER UPDATE OF id, name, description, category, fabric, price, is_new, plus_size, best_seller_rank,
                  search_vector, updated_at, status, final_sale ON products
  FOR EACH STATEMENT EXECUTE FUNCTION search_documents_changed();
