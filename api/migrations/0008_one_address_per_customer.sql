-- One address per customer (issue 10). The address book shows and edits only the default address,
-- but POST /address used to add a row each time: a retried or repeated POST left rows that no route
-- could list or delete. Now the one row per customer is written with an upsert on this index.

-- Earlier duplicates: keep the default address, else the newest one.
DELETE FROM addresses AS a
 USING (
   SELECT id, row_number() OVER (PARTITION BY customer_id ORDER BY is_default DESC, created_at DESC, id) AS rank
     FROM addresses
 ) AS ranked
 WHERE a.id = ranked.id AND ranked.rank > 1;

UPDATE addresses SET is_default = true WHERE NOT is_default;

DROP INDEX IF EXISTS addresses_one_default_idx;
DROP INDEX IF EXISTS addresses_customer_idx;
CREATE UNIQUE INDEX IF NOT EXISTS addresses_customer_key ON addresses (customer_id);
