-- A catalogue announcement names the schema it was written in. NOTIFY reaches every session of the database, so an
-- API working in one schema (each API test file on PostgreSQL has its own, two files at a time) dropped its read
-- and HTML caches for another schema's writes. Announcements of one transaction still fold into one: same channel,
-- same payload. A listener that works in a schema of its own (postgres-database.ts) hears only its schema's.
CREATE OR REPLACE FUNCTION catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('catalogue_version');
  PERFORM pg_notify('vesna_catalogue', current_schema());
  RETURN NULL;
END
$$;
