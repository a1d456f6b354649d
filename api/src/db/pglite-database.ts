import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database, ListenHandlers, Queryable } from './database';
import { lockDataDir, type DataDirLock } from './data-dir-lock';

export interface PgliteOptions {
  /** Folder that keeps the data between restarts; omitted means in memory. */
  dataDir?: string;
  /** A data folder dump (`dumpDataDir`) to start from: the test template. */
  loadDataDir?: Blob;
}

/** A data folder is locked before PGlite touches it (see data-dir-lock.ts) and released on close. */
export async function openPgliteDatabase(options: PgliteOptions = {}): Promise<Database> {
  let lock: DataDirLock | undefined;
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    lock = lockDataDir(options.dataDir);
  }
  try {
    // pg_trgm: typo-forgiving search (migration 0010); PGlite loads an extension only when named here.
    const pg = await PGlite.create({
      dataDir: options.dataDir,
      loadDataDir: options.loadDataDir,
      extensions: { pg_trgm },
    });
    return wrapPglite(pg, lock);
  } catch (error) {
    lock?.release();
    throw error;
  }
}

export function wrapPglite(pg: PGlite, lock?: DataDirLock): Database & { pglite: PGlite } {
  return {
    kind: 'pglite',
    pglite: pg,
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await pg.query<T>(sql, params);
      return { rows: result.rows };
    },
    async exec(sql: string) {
      await pg.exec(sql);
    },
    transaction<T>(work: (tx: Queryable) => Promise<T>) {
      return pg.transaction((tx) =>
        work({
          async query<R>(sql: string, params: unknown[] = []) {
            const result = await tx.query<R>(sql, params);
            return { rows: result.rows };
          },
          async exec(sql: string) {
            await tx.exec(sql);
          },
        }),
      );
    },
    // In this process: PGlite calls the listener before the committing query resolves, so a write is
    // announced before its own caller continues.
    async listen(channel: string, handlers: ListenHandlers) {
      const unlisten = await pg.listen(channel, () => handlers.notify());
      return async () => {
        if (!pg.closed) await unlisten();
      };
    },
    async close() {
      try {
        if (!pg.closed) await pg.close();
      } finally {
        lock?.release();
      }
    },
  };
}
