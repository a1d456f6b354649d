import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PATHS, type FeedbackSaved } from 'contracts';
import type { Database } from '../../db/database';
import { catalogueLogLevel, sendCatalogueAnswer, type CatalogueCache } from '../catalogue-cache/catalogue-cache';
import { customerIdOf, requireCustomer } from '../../plugins/session';
import { rateLimitMultiplier } from '../../security/rate-limiter';
import { listFeedback, saveFeedback } from './service';

/** Feedback saves per customer and minute: a shopper writes one now and then; this stops a flood. */
export const FEEDBACK_SAVES_PER_MINUTE = 30;

/**
 * Product feedback: anyone reads a product's list, a logged-in customer writes (or edits) her entry. A list
 * is kept in the catalogue's read cache like a product (a server-rendered product page reads it once per
 * render): feedback is a catalogue change (migration 0014), so every process drops it when one is saved.
 */
export async function feedbackRoutes(
  app: FastifyInstance,
  { db, cache }: { db: Database; cache: CatalogueCache },
): Promise<void> {
  app.post(
    API_PATHS.comments,
    {
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
      // The announcement reaches this process too, but maybe after her next request: she sees her entry at once.
      cache.drop();
      return reply.code(saved.created ? 201 : 200).send(saved);
    },
  );

  app.get(
    API_PATHS.commentsByProduct,
    { compress: false, logLevel: catalogueLogLevel(app.log.level) },
    (request, reply) => {
      const { productId } = request.query as { productId?: unknown };
      return sendCatalogueAnswer(cache, request, reply, `feedback:${String(productId)}`, () =>
        listFeedback(db, productId),
      );
    },
  );
}
