import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PATHS, type FeedbackList, type FeedbackSaved } from 'contracts';
import type { Database } from '../../db/database';
import { customerIdOf, requireCustomer } from '../../plugins/session';
import { rateLimitMultiplier } from '../../security/rate-limiter';
import { listFeedback, saveFeedback } from './service';
import { feedbackSchemas } from './route-schemas';

/** Feedback saves per customer and minute: a shopper writes one now and then; this stops a flood. */
export const FEEDBACK_SAVES_PER_MINUTE = 30;

/** Product feedback: anyone reads a product's list, a logged-in customer writes (or edits) her entry. */
export async function feedbackRoutes(app: FastifyInstance, { db }: { db: Database }): Promise<void> {
  app.post(
    API_PATHS.comments,
    {
      schema: feedbackSchemas.save,
      preHandler: requireCustomer,
      config: {
        rateLimit: {
          max: Math.round(FEEDBACK_SAVES_PER_MINUTE * rateLimitMultiplier()),
          timeWindow: '1 minute',
          // Per customer (the session hook has run by now); a guest is refused anyway, counted by address.
          keyGenerator: (request: FastifyRequest) =>
            request.customerId ? `customer:${request.customerId}` : `ip:${request.ip}`,
        },
      },
    },
    async (request, reply) => {
      const saved: FeedbackSaved = await saveFeedback(db, customerIdOf(request), request.body);
      return reply.code(saved.created ? 201 : 200).send(saved);
    },
  );

  app.get(API_PATHS.commentsByProduct, { schema: feedbackSchemas.list }, async (request): Promise<FeedbackList> => {
    const { productId } = request.query as { productId?: unknown };
    return listFeedback(db, productId);
  });
}
