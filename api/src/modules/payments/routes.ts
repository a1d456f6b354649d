import type { FastifyInstance } from 'fastify';
import { API_PATHS, type PaymentsConfig } from 'contracts';
import type { PaymentsContext } from './context';
import { deferPaymentEvent } from './deferred-events';
import { applyPaymentEvent, verifyEvent } from './service';
import { paymentsConfigOf } from './settings';
import { paymentsSchemas } from './route-schemas';

/** GET /payments/config: public, no session. */
export async function paymentsConfigRoutes(app: FastifyInstance, ctx: PaymentsContext): Promise<void> {
  app.get(API_PATHS.paymentsConfig, { schema: paymentsSchemas.config }, async (): Promise<PaymentsConfig> =>
    paymentsConfigOf(ctx.settings),
  );
}

/** Stripe's events are small; a megabyte leaves room without inviting abuse. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/**
 * POST /payments/webhook, in its own encapsulated plugin: its body parser keeps the exact bytes (the
 * signature covers them; a JSON parse and re-serialisation would not match), and the route opts out
 * of the session's same-origin check (the processor is a server, not a browser; the signature is its
 * proof). Not for browsers: no session is read or needed.
 */
export async function paymentsWebhookRoutes(app: FastifyInstance, ctx: PaymentsContext): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );
  app.post(
    API_PATHS.paymentsWebhook,
    { schema: paymentsSchemas.webhook, bodyLimit: WEBHOOK_BODY_LIMIT, config: { sameOriginExempt: true } },
    async (request, reply) => {
      // Without payments there is no secret to check against: nothing is accepted.
      if (!ctx.stripe || ctx.settings.mode === 'disabled')
        return reply.code(503).send({ error: 'Payments are disabled' });
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.from('');
      const event = verifyEvent(ctx.stripe, raw, request.headers['stripe-signature'], ctx.settings.webhookSecret);
      try {
        await applyPaymentEvent({ ...ctx, log: request.log }, event);
      } catch (error) {
        // Business conflicts never throw (settle-charge.ts); this is a fault. The shop keeps the event and tries
        // it again itself; only when even keeping it fails does the processor get a 500 (and retry).
        request.log.error({ err: error, event: event.id, type: event.type }, 'payment event failed: deferred');
        await deferPaymentEvent(ctx.db, event, error);
      }
      return { received: true };
    },
  );
}
