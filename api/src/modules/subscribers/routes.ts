import type { FastifyInstance } from 'fastify';
import { API_PATHS, type MessageResponse } from 'contracts';
import type { Database } from '../../db/database';
import { subscribe } from './service';

export async function subscriberRoutes(app: FastifyInstance, { db }: { db: Database }): Promise<void> {
  app.post(
    API_PATHS.subscribers,
    // A newsletter form needs no more than this; it keeps scripts from filling the list.
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const { created, message } = await subscribe(db, request.body);
      return reply.code(created ? 201 : 200).send({ message } satisfies MessageResponse);
    },
  );
}
