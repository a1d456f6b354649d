import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPostgresDatabase } from '../db/postgres-database';
import { TEMPLATE_ENV, buildPgliteTemplate } from './template-database';

/** jest globalSetup: one PGlite template per run (skipped on PostgreSQL, where each file gets a schema). */
export default async function globalSetup(): Promise<void> {
  if (process.env.DATABASE_URL) {
    // Test files migrate their schemas side by side, and two CREATE EXTENSION at once on one database
    // collide (pg_extension's unique name): the extension of migration 0010 is made once, before them.
    const admin = openPostgresDatabase({ connectionString: process.env.DATABASE_URL, max: 1 });
    try {
      await admin.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public');
    } finally {
      await admin.close();
    }
    return;
  }
  const file = path.join(tmpdir(), `vesna-api-template-${process.pid}-${Date.now()}.tar`);
  await buildPgliteTemplate(file);
  process.env[TEMPLATE_ENV] = file;
}
