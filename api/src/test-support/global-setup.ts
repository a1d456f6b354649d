import { tmpdir } from 'node:os';
import path from 'node:path';
import { TEMPLATE_ENV, buildPgliteTemplate } from './template-database';

/** jest globalSetup: one PGlite template per run (skipped on PostgreSQL, where each file gets a schema). */
export default async function globalSetup(): Promise<void> {
  if (process.env.DATABASE_URL) return;
  const file = path.join(tmpdir(), `vesna-api-template-${process.pid}-${Date.now()}.tar`);
  await buildPgliteTemplate(file);
  process.env[TEMPLATE_ENV] = file;
}
