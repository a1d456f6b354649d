-- Every mail the shop sends is written here in the same transaction as the change that causes it (an
-- order paid, an account registered...), then sent by the mail worker (src/modules/mail/mail-worker.ts):
-- a mail is never lost to an SMTP server that is down at that moment.

CREATE TABLE mail_queue (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  "to"            text NOT NULL,
  subject         text NOT NULL,
  text            text NOT NULL,
  html            text NOT NULL,
  reply_to        text,
  -- Further header fields (the newsletter's List-Unsubscribe), as a JSON object of strings.
  headers         jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- What the mail is for and the row it is about (e.g. 'receipt' and the order id): once sent, the
  -- module that queued it records that (orders.receipt_sent_at, contact_messages.forwarded_at).
  purpose         text,
  ref             text,
  state           text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'sent', 'failed')),
  tries           integer NOT NULL DEFAULT 0,
  -- When the next try may start (exponential backoff after a refusal).
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  -- The lease of the process sending it: a process that dies mid-send leaves a lease that runs out,
  -- and the mail is claimed again.
  locked_until    timestamptz,
  last_error      text,
  created_at      timestamptz NOT NULL DEFAULT now(),
  sent_at         timestamptz,
  failed_at       timestamptz
);

-- The worker's claim: due queued mail, oldest first.
CREATE INDEX mail_queue_due ON mail_queue (next_attempt_at, id) WHERE state = 'queued';
-- The development mailbox's filter and account deletion.
CREATE INDEX mail_queue_recipient ON mail_queue (lower("to"));
