import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { openPgliteDatabase, type wrapPglite } from '../db/pglite-database';
import { openPostgresDatabase, quoteIdentifier } from '../db/postgres-database';
import { seedCatalogue } from '../../seed/apply-seed';

/**
 * Test databases. PGlite: initdb costs 2-3 s, so jest's global setup builds ONE migrated and seeded
 * database per run and dumps it; every test file starts from that dump in well under a second.
 * PostgreSQL (DATABASE_URL set): every test file works in a fresh schema, dropped afterwards.
 */
export const TEMPLATE_ENV = 'VESNA_PGLITE_TEMPLATE';

export function templatePath(): string {
  return process.env[TEMPLATE_ENV] ?? path.join(tmpdir(), `vesna-api-template-${process.ppid}.tar`);
}

export async function buildPgliteTemplate(file: string): Promise<void> {
  const db = await openPgliteDatabase();
  try {
    await migrate(db);
    await seedCatalogue(db);
    const dump = await (db as ReturnType<typeof wrapPglite>).pglite.dumpDataDir('none');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await db.close();
  }
}

export interface TestDatabase {
  db: Database;
  /** Closes the connection and, on PostgreSQL, drops the schema. */
  cleanup(): Promise<void>;
}

/**
 * `max`: the PostgreSQL pool size (default 4; the race tests want more connections than that).
 * `seedProducts`: a generated catalogue of that many products instead of the seed's (PGlite: a database
 * of its own, migrated and seeded, a few seconds more than the template).
 */
export async function openTestDatabase(options: { max?: number; seedProducts?: number } = {}): Promise<TestDatabase> {
  const seed = { products: options.seedProducts };
  const url = process.env.DATABASE_URL;
  if (url) {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const admin = openPostgresDatabase({ connectionString: url, max: 1 });
    await admin.exec(`CREATE SCHEMA ${quoteIdentifier(schema)}`);
    const db = openPostgresDatabase({ connectionString: url, schema, max: options.max ?? 4 });
    try {
      await migrate(db);
      await seedCatalogue(db, seed);
    } catch (error) {
      await db.close();
      await admin.exec(`DROP SCHEMA ${quoteIdentifier(schema)} CASCADE`);
      await admin.close();
      throw error;
    }
    return {
      db,
      async cleanup() {
        await db.close();
        await admin.exec(`DROP SCHEMA IF EXISTS ${quoteIdentifier(schema)} CASCADE`);
        await admin.close();
      },
    };
  }
  if (options.seedProducts !== undefined) {
    const db = await openPgliteDatabase();
    await migrate(db);
    await seedCatalogue(db, seed);
    return { db, cleanup: () => db.close() };
  }
  const file = templatePath();
  // A test file run outside jest's global setup builds the template itself.
  if (!existsSync(file)) await buildPgliteTemplate(file);
  const db = await openPgliteDatabase({ loadDataDir: new Blob([readFileSync(file)]) });
  return { db, cleanup: () => db.close() };
}
