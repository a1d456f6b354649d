import type { Queryable } from '../../db/database';

/** Half a second: with the query's few milliseconds, a change is seen well within the promised second. */
export const VERSION_CHECK_EVERY_MS = 500;

/**
 * The version (migration 0010's sequence, stepped by every statement that changes the catalogue), and
 * which of the transactions noted at the last new version are still open.
 */
const VERSION_SQL = `
  SELECT last_value::text || '/' || is_called::text AS version,
         ARRAY(SELECT backend_xid::text FROM pg_stat_activity
                WHERE backend_xid IS NOT NULL AND backend_xid::text = ANY($1::text[])) AS open
    FROM catalogue_version`;

/**
 * The transactions open in this database now that have written something (an id is given at the first
 * write, before the write's trigger steps the version; any role may read it, and it goes at the commit).
 */
const OPEN_TRANSACTIONS_SQL = `
  SELECT ARRAY(SELECT backend_xid::text FROM pg_stat_activity
                WHERE backend_xid IS NOT NULL AND datname = current_database()) AS open`;

/**
 * Calls `changed` within about `everyMs` of any committed change of the catalogue, whoever made it (psql,
 * a seed, another shop's script), by reading the catalogue version: the backstop of announcements that
 * do not come from the database itself (Redis), which hear only the API's own writes and may miss one
 * across a reconnect.
 *
 * A sequence is not transactional: the version steps when the writing statement runs, before its
 * transaction commits. Dropping the cache then is not enough (it would refill from the rows as they were
 * before the commit, and the commit steps nothing more), so every new version also notes the
 * transactions open at that moment (those that may have stepped it), and each time some of them have
 * ended `changed` is called again.
 *
 * The first check runs before this answers (a failure stops the start); later failures are logged once
 * and the checks go on (a change made meanwhile is seen at the first check that works).
 */
export async function watchCatalogueVersion(
  db: Queryable,
  changed: () => void,
  { everyMs = VERSION_CHECK_EVERY_MS, log }: { everyMs?: number; log: { warn(message: string): void } },
): Promise<{ stop(): Promise<void> }> {
  let version: string | undefined;
  let open: string[] = [];
  let failing = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let checking: Promise<void> = Promise.resolve();

  const check = async () => {
    const [now] = (await db.query<{ version: string; open: string[] }>(VERSION_SQL, [open])).rows;
    if (now.version !== version) {
      // Asked after the version was read: a transaction whose step it saw has committed (its rows are
      // read from here on, after the drop below) or is open in this list.
      const [snapshot] = (await db.query<{ open: string[] }>(OPEN_TRANSACTIONS_SQL)).rows;
      version = now.version;
      open = [...new Set([...now.open, ...snapshot.open])];
      changed();
    } else if (now.open.length < open.length) {
      open = now.open;
      changed();
    }
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      checking = check().then(
        () => {
          if (failing) log.warn('the catalogue version can be read again');
          failing = false;
        },
        (error: Error) => {
          if (!failing)
            log.warn(
              `reading the catalogue version failed (${error.message}): ` +
                'changes not announced over Redis (made outside the API) are not seen until it works again',
            );
          failing = true;
        },
      );
      void checking.then(schedule);
    }, everyMs);
    timer.unref();
  };

  await check();
  schedule();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await checking;
    },
  };
}
