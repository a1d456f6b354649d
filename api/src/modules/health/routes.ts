import type { FastifyInstance } from 'fastify';
import { API_PATHS } from 'contracts';
import type { Database } from '../../db/database';

export async function healthRoutes(app: FastifyInstance, { db }: { db: Database }): Promise<void> {
  app.get(API_PATHS.health, async () => {
    await db.query('SELECT 1');
    return { status: 'ok', database: db.kind };
  });
}
