import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { API_PATHS, type Order, type OrdersResponse } from 'contracts';
import { notFound } from '../../http-errors';
import { customerIdOf, requireCustomer } from '../../plugins/session';
import type { PaymentsContext } from '../payments/context';
import { requireStripe } from '../payments/context';
import { readIdempotencyKey, readPurchase } from './purchase-input';
import { selectOrder, selectOrderSummaries } from './queries';
import { ConflictError, purchase } from './service';

export const ORDER_NOT_FOUND = 'Order not found';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The logged-in customer's purchase and orders (only her own; another's order is 404, not 403). */
export async function orderRoutes(app: FastifyInstance, ctx: PaymentsContext): Promise<void> {
  app.addHook('preHandler', requireCustomer);

  app.post(API_PATHS.purchase, async (request, reply) => {
    const customerId = customerIdOf(request);
    requireStripe(ctx);
    const input = await readPurchase(request.body);
    const key = readIdempotencyKey(request.headers['idempotency-key']) ?? randomUUID();
    try {
      const result = await purchase({ ...ctx, log: request.log }, customerId, input, key);
      return reply.code(result.created ? 201 : 200).send(result.response);
    } catch (error) {
      if (error instanceof ConflictError) return reply.code(409).send(error.body);
      throw error;
    }
  });

  app.get(API_PATHS.orders, async (request): Promise<OrdersResponse> => ({
    orders: await selectOrderSummaries(ctx.db, customerIdOf(request)),
  }));

  app.get<{ Params: { id: string } }>(API_PATHS.order, async (request): Promise<Order> => {
    const id = request.params.id;
    const order = UUID.test(id) ? await selectOrder(ctx.db, customerIdOf(request), id) : null;
    if (!order) throw notFound(ORDER_NOT_FOUND);
    return order;
  });
}
