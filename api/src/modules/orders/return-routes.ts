import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PATHS, type Order } from 'contracts';
import { customerIdOf, requireCustomer } from '../../plugins/session';
import type { PaymentsContext } from '../payments/context';
import { readIdempotencyKey } from './purchase-input';
import { requestExchange } from './exchanges';
import { requestReturn } from './returns';
import { orderSchemas } from './route-schemas';

/** POST /orders/:id/returns and /orders/:id/exchanges: the session's own order only (another's is 404). */
export async function returnRoutes(app: FastifyInstance, ctx: PaymentsContext): Promise<void> {
  app.addHook('preHandler', requireCustomer);
  /** A shopper's request (a return, an exchange): 201 when it is new, 200 for its Idempotency-Key again. */
  const asked =
    (ask: typeof requestReturn) =>
    async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply): Promise<Order> => {
      const key = readIdempotencyKey(request.headers['idempotency-key']) ?? randomUUID();
      const result = await ask(
        { ...ctx, log: request.log },
        customerIdOf(request),
        request.params.id,
        request.body,
        key,
      );
      return reply.code(result.created ? 201 : 200).send(result.order);
    };
  app.post<{ Params: { id: string } }>(API_PATHS.orderReturns, { schema: orderSchemas.returns }, asked(requestReturn));
  app.post<{ Params: { id: string } }>(
    API_PATHS.orderExchanges,
    { schema: orderSchemas.exchanges },
    asked(requestExchange),
  );
}
