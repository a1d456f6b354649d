import { Client } from 'pg';
import { openPostgresDatabase } from '../postgres-database';
import { eventually } from '../../test-support/eventually';

// NOTIFY reaches every session of a PostgreSQL database. Migration 0024's catalogue announcements name the schema
// they were written in, and an API working in a schema of its own hears only its own: in CI two API test files run
// at once on one database, each in its own schema, and one file's writes dropped the other's caches.
// PostgreSQL only (DATABASE_URL, CI's PostgreSQL lane): PGlite is one database per process.
const databaseUrl = process.env.DATABASE_URL;
const onPostgres = databaseUrl ? describe : describe.skip;

onPostgres('a PostgreSQL listener in a schema of its own', () => {
  it("hears its own schema's announcements and unnamed ones, not another schema's", async () => {
    const db = openPostgresDatabase({ connectionString: databaseUrl!, schema: 'listen_schema_a' });
    const heard: number[] = [];
    const stop = await db.listen('vesna_catalogue', {
      notify: () => heard.push(Date.now()),
      lost: () => undefined,
      restored: () => undefined,
    });
    const sender = new Client({ connectionString: databaseUrl });
    await sender.connect();
    try {
      await sender.query(`SELECT pg_notify('vesna_catalogue', 'listen_schema_b')`);
      await sender.query(`SELECT pg_notify('vesna_catalogue', 'listen_schema_a')`);
      await eventually(async () => expect(heard).toHaveLength(1));
      await sender.query(`SELECT pg_notify('vesna_catalogue', '')`);
      await eventually(async () => expect(heard).toHaveLength(2));
      await sender.query(`SELECT pg_notify('vesna_catalogue', 'listen_schema_b')`);
      // Sent after the other schema's: heard once it arrives, and the other's was not counted before it.
      await sender.query(`SELECT pg_notify('vesna_catalogue', 'listen_schema_a')`);
      await eventually(async () => expect(heard).toHaveLength(3));
    } finally {
      await sender.end();
      await stop();
      await db.close();
    }
  });
});
