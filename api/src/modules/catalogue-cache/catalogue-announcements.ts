import type { Database, ListenHandlers } from '../../db/database';

/**
 * How the API processes hear that the catalogue changed (so that each drops its read cache), and how a
 * process tells the others. Two ways:
 * - the database's own (default): migration 0010's triggers announce every committed change on
 *   CATALOGUE_CHANNEL, whoever wrote it; PostgreSQL through LISTEN/NOTIFY (a connection of its own per
 *   process), PGlite in process. Nothing to publish.
 * - Redis pub/sub (redis-catalogue-announcements.ts, with REDIS_URL on PostgreSQL), for where a process
 *   cannot hold a LISTEN connection (a transaction-pooling PgBouncer): the API publishes its own writes
 *   (catalogue-writes.ts), and a version check (catalogue-version-watch.ts) catches everyone else's.
 */
export interface CatalogueAnnouncements {
  /** Where announcements come from, for log lines ("PostgreSQL LISTEN", "Redis"). */
  readonly source: string;
  /** True when the database announces every committed write itself: nothing to publish or watch. */
  readonly fromDatabase: boolean;
  /** Hears every announcement (this process's own included) until the returned function is called. */
  listen(handlers: ListenHandlers): Promise<() => Promise<void>>;
  /** Tells every process, this one first, that a committed write changed the catalogue. */
  announce(): Promise<void>;
  /** Ends what `announce` uses; after the app has closed. */
  close(): Promise<void>;
}

/** The channel of migration 0010's triggers (`pg_notify('vesna_catalogue', current_schema())` since 0024). */
export const CATALOGUE_CHANNEL = 'vesna_catalogue';

export function databaseAnnouncements(db: Database): CatalogueAnnouncements {
  return {
    source: db.kind === 'postgres' ? 'PostgreSQL LISTEN' : 'PGlite',
    fromDatabase: true,
    listen: (handlers) => db.listen(CATALOGUE_CHANNEL, handlers),
    // The triggers announce in the writing transaction, at its commit.
    announce: async () => undefined,
    close: async () => undefined,
  };
}
