-- Contact messages and the newsletter's double opt-in.

CREATE TABLE contact_messages (
  id           integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  full_name    text NOT NULL,
  email        text NOT NULL,
  order_number text,
  -- The subject chosen in the collapsed form on narrow screens (General Inquiry, Support, Feedback).
  subject      text,
  message      text NOT NULL,
  -- Set once the message reached the shop's inbox; NULL rows are the ones a mail failure left behind.
  forwarded_at timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now()
);

-- Rows from before double opt-in never confirmed their address: they start as pending, so only an
-- address whose owner opened the confirmation link counts as subscribed.
ALTER TABLE subscribers
  ADD COLUMN status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed', 'unsubscribed')),
  ADD COLUMN confirmed_at timestamptz,
  ADD COLUMN unsubscribed_at timestamptz;

-- Single-use links from the newsletter's mails, stored hashed like the e-mail verification tokens.
-- `confirm` links expire after 7 days; `unsubscribe` links carry no expiry (expires_at NULL), so an
-- old newsletter can still be unsubscribed from.
CREATE TABLE subscriber_tokens (
  token_hash    text PRIMARY KEY,
  subscriber_id integer NOT NULL REFERENCES subscribers (id) ON DELETE CASCADE,
  purpose       text NOT NULL CHECK (purpose IN ('confirm', 'unsubscribe')),
  expires_at    timestamptz,
  used_at       timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX subscriber_tokens_subscriber_idx ON subscriber_tokens (subscriber_id);
