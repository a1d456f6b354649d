-- Sessions (issue 10): an idle timeout beside the 30-day limit, and at most 20 live sessions per account.
-- last_seen_at is when the session was last used, written at most once a minute (src/modules/sessions);
-- a session unused for 7 days no longer signs anyone in. Existing sessions count as used now.
ALTER TABLE sessions ADD COLUMN last_seen_at timestamptz NOT NULL DEFAULT now();

-- Finding an account's oldest sessions (the ones revoked beyond the limit) without a sort of all of them.
DROP INDEX sessions_customer_idx;
CREATE INDEX sessions_customer_created_idx ON sessions (customer_id, created_at);
