import type { Database } from './database';
import type { openPostgresDatabase } from './postgres-database';

/** Any fixed number: the key of the PostgreSQL advisory lock that migrations and the seed run under. */
const MIGRATION_LOCK_KEY = 0x7665_736e; // "vesn"

/**
 * Several API processes started together on one PostgreSQL would each create the same tables at once
 * (a duplicate-key error in pg_type stops all but one). Each waits here for the one migrating first,
 * then finds the work done. PGlite serves one process (see data-dir-lock.ts): nothing to wait for.
 */
export async function withMigrationLock<T>(db: Database, work: () => Promise<T>): Promise<T> {
  if (db.kind !== 'postgres') return work();
  // The session lock belongs to one connection: keep it out of the pool until the work is done.
  const client = await (db as ReturnType<typeof openPostgresDatabase>).pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
