import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PATHS, type CardDeleted, type DefaultCardResponse } from 'contracts';
import { notFound } from '../../http-errors';
import { customerIdOf, requireCustomer } from '../../plugins/session';
import { objectBody } from '../../validation';
import type { PaymentsContext } from '../payments/context';
import { selectCard } from './queries';
import { readPaymentMethodId, removeCard, saveCard } from './service';
import { paymentMethodSchemas } from './route-schemas';

export const CARD_DELETED = 'Card was successfully deleted';
export const NO_CARD = 'No saved card';

/**
 * The customer's one saved card. The browser gives the card to the processor (createPaymentMethod)
 * and sends us only the payment-method id; we attach it to her processor customer and keep its id,
 * brand, last four digits and expiry.
 */
export async function paymentMethodRoutes(app: FastifyInstance, ctx: PaymentsContext): Promise<void> {
  app.addHook('preHandler', requireCustomer);

  app.get(
    API_PATHS.paymentMethodsDefault,
    { schema: paymentMethodSchemas.get },
    async (request): Promise<DefaultCardResponse> => ({
      paymentDetails: await selectCard(ctx.db, customerIdOf(request)),
    }),
  );

  async function save(request: FastifyRequest, reply: FastifyReply) {
    const customerId = customerIdOf(request);
    const paymentMethodId = readPaymentMethodId(objectBody(request.body, '{"paymentDetails": {"paymentMethodId"}}'));
    const paymentDetails = await saveCard({ ...ctx, log: request.log }, customerId, paymentMethodId);
    return reply.code(201).send({ paymentDetails } satisfies DefaultCardResponse);
  }

  app.post(API_PATHS.paymentMethodsDefault, { schema: paymentMethodSchemas.saveDefault }, save);
  app.post(API_PATHS.paymentMethod, { schema: paymentMethodSchemas.save }, save);

  app.delete(
    API_PATHS.paymentMethodsDelete,
    { schema: paymentMethodSchemas.remove },
    async (request): Promise<CardDeleted> => {
      if (!(await removeCard({ ...ctx, log: request.log }, customerIdOf(request)))) throw notFound(NO_CARD);
      return { success: true, message: CARD_DELETED };
    },
  );
}
