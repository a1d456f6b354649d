import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { API_PATHS, type Order, type OrdersResponse } from 'contracts';
import { notFound } from '../../http-errors';
import { customerIdOf, requireCustomer } from '../../plugins/session';
import type { PaymentsContext } from '../payments/context';
import { requireStripe } from '../payments/context';
import type { AccountRateLimits, RateLimiter } from '../../security/rate-limiter';
import { readIdempotencyKey, readPurchase } from './purchase-input';
import { selectOrder, selectOrderIdByNumber, selectOrderSummaries } from './queries';
import { ConflictError, purchase } from './service';
import { orderSchemas } from './route-schemas';

export const ORDER_NOT_FOUND = 'Order not found';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Order numbers start at 100001; at most 15 digits keeps the value inside a bigint. */
const ORDER_NUMBER = /^[1-9]\d{5,14}$/;

/** The logged-in customer's purchase and orders (only her own; another's order is 404, not 403). */
export async function orderRoutes(
  app: FastifyInstance,
  { limiter, limits, ...ctx }: PaymentsContext & { limiter: RateLimiter; limits: AccountRateLimits },
): Promise<void> {
  app.addHook('preHandler', requireCustomer);

  app.post(API_PATHS.purchase, { schema: orderSchemas.purchase }, async (request, reply) => {
    const customerId = customerIdOf(request);
    // Counted per account before anything else: 429 "Too many attempts..." with Retry-After past the limit.
    await limiter.consume('purchase', customerId, limits.purchasePerAccount);
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

  app.get(API_PATHS.orders, { schema: orderSchemas.list }, async (request): Promise<OrdersResponse> => ({
    orders: await selectOrderSummaries(ctx.db, customerIdOf(request)),
  }));

  app.get<{ Params: { id: string } }>(
    API_PATHS.order,
    { schema: orderSchemas.get },
    async (request): Promise<Order> => {
      const customerId = customerIdOf(request);
      const ref = request.params.id;
      // The order's id, or its number (what the shopper sees, and the account pages' URLs use).
      const id = ORDER_NUMBER.test(ref) ? await selectOrderIdByNumber(ctx.db, customerId, ref) : ref;
      const order = id && UUID.test(id) ? await selectOrder(ctx.db, customerId, id) : null;
      if (!order) throw notFound(ORDER_NOT_FOUND);
      return order;
    },
  );
}
