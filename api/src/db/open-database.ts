import type { Database } from './database';
import { checkDatabaseUrl } from './database-url';
import { migrate } from './migrate';
import { withMigrationLock } from './migration-lock';
import { DEFAULT_DATA_DIR } from './paths';
import { openPgliteDatabase } from './pglite-database';
import { openPostgresDatabase } from './postgres-database';
import { seedCatalogue, seedProductsFromEnv } from '../../seed/apply-seed';

/** Opens the configured database (DATABASE_URL, else PGlite in DATA_DIR), migrated and seeded. */
export async function openDatabase(env: NodeJS.ProcessEnv = process.env): Promise<Database> {
  if (env.DATABASE_URL) checkDatabaseUrl(env.DATABASE_URL);
  const seedProducts = seedProductsFromEnv(env.SEED_PRODUCTS);
  const db = env.DATABASE_URL
    ? openPostgresDatabase({ connectionString: env.DATABASE_URL })
    : await openPgliteDatabase({ dataDir: env.DATA_DIR || DEFAULT_DATA_DIR });
  try {
    await withMigrationLock(db, async () => {
      await migrate(db);
      await seedCatalogue(db, { products: seedProducts });
    });
    return db;
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}
