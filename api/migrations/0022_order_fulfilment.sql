-- Issue 34, part 2 of the back office: orders shipped line by line, partial refunds made through the processor
-- in three steps (intent recorded, processor called, settled), and exchanges. Plain PostgreSQL dialect: runs on
-- PGlite and PostgreSQL 15+.

-- A parcel: some lines of an order (order_shipment_lines), or the replacement of an exchange (return_id).
CREATE TABLE order_shipments (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id        uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  carrier         text NOT NULL,
  tracking_number text NOT NULL,
  return_id       uuid UNIQUE REFERENCES order_returns (id) ON DELETE CASCADE,
  shipped_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_shipments_order_idx ON order_shipments (order_id, shipped_at);

-- The key is the line: a line ships once, whatever two staff members click at the same moment.
CREATE TABLE order_shipment_lines (
  shipment_id uuid NOT NULL REFERENCES order_shipments (id) ON DELETE CASCADE,
  order_id    uuid NOT NULL,
  line_no     smallint NOT NULL,
  PRIMARY KEY (order_id, line_no),
  FOREIGN KEY (order_id, line_no) REFERENCES order_lines (order_id, line_no) ON DELETE CASCADE
);

-- Orders shipped before: one parcel with every line.
INSERT INTO order_shipments (order_id, carrier, tracking_number, shipped_at)
SELECT id, coalesce(carrier, 'Nova Poshta'), coalesce(tracking_number, ''), shipped_at
  FROM orders WHERE shipped_at IS NOT NULL;
INSERT INTO order_shipment_lines (shipment_id, order_id, line_no)
SELECT s.id, l.order_id, l.line_no FROM order_shipments s JOIN order_lines l ON l.order_id = s.order_id;

-- Every refund of an order: a cancellation's, a return's, or a partial one by the staff. Recorded as
-- 'requested' before the processor is called (it then counts against what is left to refund, so concurrent
-- refunds can never exceed the payment), 'made' once the processor took it (then on orders.refunded_cents),
-- 'failed' when it refused or did not answer (a retry with the same key calls it again, with the same
-- processor idempotency key, so it refunds once).
CREATE TABLE order_refunds (
  id                  uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id            uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  kind                text NOT NULL CHECK (kind IN ('partial', 'cancel', 'return')),
  return_id           uuid UNIQUE REFERENCES order_returns (id) ON DELETE CASCADE,
  idempotency_key     text NOT NULL,
  request_fingerprint text,
  amount_cents        integer NOT NULL CHECK (amount_cents > 0),
  note                text,
  status              text NOT NULL DEFAULT 'requested' CHECK (status IN ('requested', 'made', 'failed')),
  processor_refund_id text UNIQUE,
  failure             text,
  staff_id            integer,
  created_at          timestamptz NOT NULL DEFAULT now(),
  settled_at          timestamptz,
  UNIQUE (order_id, idempotency_key)
);

CREATE TABLE order_refund_lines (
  refund_id uuid NOT NULL REFERENCES order_refunds (id) ON DELETE CASCADE,
  order_id  uuid NOT NULL,
  line_no   smallint NOT NULL,
  quantity  integer NOT NULL CHECK (quantity >= 1),
  PRIMARY KEY (refund_id, line_no),
  FOREIGN KEY (order_id, line_no) REFERENCES order_lines (order_id, line_no) ON DELETE CASCADE
);

-- Refunds made before this table: a cancellation's and the returns'.
INSERT INTO order_refunds (order_id, kind, idempotency_key, amount_cents, status, processor_refund_id, settled_at)
SELECT id, 'cancel', 'cancel', total_cents - coalesce((SELECT sum(r.refund_cents) FROM order_returns r
        WHERE r.order_id = orders.id AND r.refund_id IS NOT NULL), 0), 'made', cancel_refund_id, cancelled_at
  FROM orders WHERE cancel_refund_id IS NOT NULL AND refunded_cents > 0
   AND total_cents > coalesce((SELECT sum(r.refund_cents) FROM order_returns r
        WHERE r.order_id = orders.id AND r.refund_id IS NOT NULL), 0);
INSERT INTO order_refunds (order_id, kind, return_id, idempotency_key, amount_cents, status, processor_refund_id, settled_at)
SELECT order_id, 'return', id, 'return:' || id, refund_cents, 'made', refund_id, coalesce(refunded_at, received_at)
  FROM order_returns WHERE refund_id IS NOT NULL AND refund_cents > 0;

-- An exchange is a return whose lines name the size or colour sent back instead of money: reserved (taken off
-- variant_sizes) when asked, shipped after the original is received.
ALTER TABLE order_returns ADD COLUMN kind text NOT NULL DEFAULT 'return' CHECK (kind IN ('return', 'exchange'));
ALTER TABLE order_returns DROP CONSTRAINT order_returns_status_check;
ALTER TABLE order_returns ADD CONSTRAINT order_returns_status_check
  CHECK (status IN ('requested', 'received', 'refunded', 'shipped'));
ALTER TABLE order_return_lines
  ADD COLUMN replacement_color text,
  ADD COLUMN replacement_size  text;
CREATE INDEX order_returns_waiting_idx ON order_returns (requested_at) WHERE status IN ('requested', 'received');

-- The staff's order list at 100,000 orders: newest first by keyset (created_at, id), by status, paid but not
-- shipped, and searched by e-mail (prefix) or name (trigram); the number has its unique index already.
CREATE INDEX orders_created_idx ON orders (created_at DESC, id DESC);
CREATE INDEX orders_status_created_idx ON orders (status, created_at DESC, id DESC);
CREATE INDEX orders_email_idx ON orders (lower(email) text_pattern_ops);
CREATE INDEX orders_billing_name_trgm_idx ON orders USING GIN (lower(billing_name) public.gin_trgm_ops);

-- The order page's timeline lists the mails of an order, of its returns and of its parcels, by their ref.
CREATE INDEX mail_queue_ref_idx ON mail_queue (ref text_pattern_ops) WHERE ref IS NOT NULL;
