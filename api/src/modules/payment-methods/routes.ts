import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PATHS, type CardDeleted, type DefaultCardResponse } from 'contracts';
import { cardSchema } from 'contracts/schemas';
import { notFound } from '../../http-errors';
import { customerIdOf, requireCustomer } from '../../plugins/session';
import { objectBody, validateWith } from '../../validation';
import type { AccountsContext } from '../accounts-context';
import { cardBrand } from './card';
import { deleteCard, selectCard, upsertCard } from './queries';

export const CARD_DELETED = 'Card was successfully deleted';
export const NO_CARD = 'No saved card';

/**
 * The customer's one saved card. The number and CVV are validated (Luhn, expiry, 3-digit CVV) and then
 * dropped: only the brand, the last four digits and the expiry are stored or answered.
 */
export async function paymentMethodRoutes(app: FastifyInstance, { db }: AccountsContext): Promise<void> {
  app.addHook('preHandler', requireCustomer);

  app.get(API_PATHS.paymentMethodsDefault, async (request): Promise<DefaultCardResponse> => ({
    paymentDetails: await selectCard(db, customerIdOf(request)),
  }));

  async function saveCard(request: FastifyRequest, reply: FastifyReply) {
    const customerId = customerIdOf(request);
    const body = objectBody(request.body, '{"paymentDetails": {"cardNumber","cardExpiryDate","cardCVV"}}');
    const card = await validateWith(cardSchema, body.paymentDetails ?? {});
    const digits = card.cardNumber.replace(/ /g, '');
    const [month, year] = card.cardExpiryDate.split('/').map(Number);
    const paymentDetails = await upsertCard(db, customerId, {
      brand: cardBrand(digits),
      last4: digits.slice(-4),
      expMonth: month,
      expYear: 2000 + year,
    });
    return reply.code(201).send({ paymentDetails } satisfies DefaultCardResponse);
  }

  app.post(API_PATHS.paymentMethodsDefault, saveCard);
  app.post(API_PATHS.paymentMethod, saveCard);

  app.delete(API_PATHS.paymentMethodsDelete, async (request): Promise<CardDeleted> => {
    if (!(await deleteCard(db, customerIdOf(request)))) throw notFound(NO_CARD);
    return { success: true, message: CARD_DELETED };
  });
}
