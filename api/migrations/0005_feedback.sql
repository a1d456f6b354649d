-- Product feedback (issue 7): a rating from 1 to 5 and a text, at most one entry per customer and product
-- (a second POST edits it). The author's name is read from customers when the list is answered, so it is
-- stored once; deleting the account deletes the customer's feedback with it. Plain PostgreSQL dialect.

CREATE TABLE product_feedback (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  product_id  text NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  rate        smallint NOT NULL CHECK (rate BETWEEN 1 AND 5),
  -- Stored exactly as sent (pages render it as text).
  content     text NOT NULL,
  -- Both take the statement's now() on insert; an edit moves only updated_at (see comments/queries.ts).
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (product_id, customer_id)
);

-- The product's list, newest first.
CREATE INDEX product_feedback_product_idx ON product_feedback (product_id, created_at DESC);
CREATE INDEX product_feedback_customer_idx ON product_feedback (customer_id);
