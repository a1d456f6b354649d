import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
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
  app.post<{ Params: { id: string } }>(
    API_PATHS.orderReturns,
    { schema: orderSchemas.returns },
    async (request, reply): Promise<Order> => {
      const key = readIdempotencyKey(request.headers['idempotency-key']) ?? randomUUID();
      const result = await requestReturn(
        { ...ctx, log: request.log },
        customerIdOf(request),
        request.params.id,
        request.body,
        key,
      );
      return reply.code(result.created ? 201 : 200).send(result.order);
    },
  );
  app.post<{ Params: { id: string } }>(
    API_PATHS.orderExchanges,
    { schema: orderSchemas.exchanges },
    async (request, reply): Promise<Order> => {
      const key = readIdempotencyKey(request.headers['idempotency-key']) ?? randomUUID();
      const result = await requestExchange(
        { ...ctx, log: request.log },
        customerIdOf(request),
        request.params.id,
        request.body,
        key,
      );
      return reply.code(result.created ? 201 : 200).send(result.order);
    },
  );
}
