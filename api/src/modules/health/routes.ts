import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';

export async function healthRoutes(app: FastifyInstance, { db }: { db: Database }): Promise<void> {
  app.get('/health', async () => {
    await db.query('SELECT 1');
    return { status: 'ok', database: db.kind };
  });
}
