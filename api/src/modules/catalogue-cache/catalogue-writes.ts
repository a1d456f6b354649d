import type { Database, Queryable } from '../../db/database';
import type { CatalogueAnnouncements } from './catalogue-announcements';

/** The transactions of an announcing database (below), and whether each changed the catalogue. */
const transactions = new WeakMap<Queryable, { changed: boolean }>();

/**
 * Says that `tx` changed what a shopper sees (stock, a product, a banner): where the database does not
 * announce its own writes (Redis), the change is announced once `tx` has committed. Call it beside the
 * SQL that makes the change; on any other database it does nothing.
 */
export function noteCatalogueChange(tx: Queryable): void {
  const transaction = transactions.get(tx);
  if (transaction) transaction.changed = true;
}

/** At most one line a minute about failed announcements (Redis away: every order would log one). */
const FAILURE_LOG_EVERY_MS = 60_000;

/**
 * `db`, whose transactions announce after their commit when they noted a catalogue change. The commit
 * does not wait for the announcement, and a failed one is logged, never the shopper's error: the other
 * processes' version check (catalogue-version-watch.ts) sees the change within a second anyway. `db`
 * itself when the database announces its writes.
 */
export function announcingCatalogueWrites(
  db: Database,
  announcements: CatalogueAnnouncements,
  log: { warn(message: string): void },
): Database {
  if (announcements.fromDatabase) return db;
  let lastFailure = 0;
  const failed = (error: Error) => {
    if (Date.now() - lastFailure < FAILURE_LOG_EVERY_MS) return;
    lastFailure = Date.now();
    log.warn(
      `announcing a catalogue change over ${announcements.source} failed (${error.message}): ` +
        'the other API processes drop their cache at their next version check (within a second)',
    );
  };
  return {
    kind: db.kind,
    query: <T>(sql: string, params?: unknown[]) => db.query<T>(sql, params),
    exec: (sql) => db.exec(sql),
    listen: (channel, handlers) => db.listen(channel, handlers),
    close: () => db.close(),
    async transaction(work) {
      const state = { changed: false };
      const result = await db.transaction((tx) => {
        // A key of its own: a driver may hand the same object to every transaction.
        const own: Queryable = {
          query: <T>(sql: string, params?: unknown[]) => tx.query<T>(sql, params),
          exec: (sql) => tx.exec(sql),
        };
        transactions.set(own, state);
        return work(own);
      });
      if (state.changed) announcements.announce().catch(failed);
      return result;
    },
  };
}
