import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { openTestDatabase, type TestDatabase } from './template-database';

/**
 * One app on one fresh database per test file:
 *   const ctx = useTestApp();  ...  await ctx.app.inject({ url: '/api/health' })
 */
export function useTestApp(options: { shellDist?: string | false } = {}) {
  const ctx = {} as { app: FastifyInstance; database: TestDatabase };
  beforeAll(async () => {
    ctx.database = await openTestDatabase();
    ctx.app = await buildApp({ db: ctx.database.db, shellDist: options.shellDist ?? false });
    await ctx.app.ready();
  }, 60_000);
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.database?.cleanup();
  });
  return ctx;
}
