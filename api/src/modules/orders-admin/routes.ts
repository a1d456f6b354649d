import type { FastifyInstance, FastifyRequest } from 'fastify';
import { STAFF_API_PATHS, STAFF_OPERATION_ROLES, shipLinesSchema, staffOrderListQuerySchema } from 'contracts/staff';
import { objectBody, validateWith } from '../../validation';
import type { PaymentsContext } from '../payments/context';
import { requireStaff, staffOf } from '../staff-auth/require-staff';
import { cancelOrder, deliverOrder, shipLines } from '../orders/lifecycle';
import { refundPartOfOrder } from '../orders/partial-refunds';
import { readIdempotencyKey } from '../orders/purchase-input';
import type { StepActor } from '../orders/refunds';
import { receiveReturn, shipReplacement } from '../orders/returns';
import { selectReturnQueue, selectStaffOrder, selectStaffOrderPage } from './queries';
import { ordersAdminSchemas } from './route-schemas';

const at = (path: string) => `/api${path}`;
const rolesFor = (operation: keyof typeof STAFF_OPERATION_ROLES) => requireStaff(...STAFF_OPERATION_ROLES[operation]!);
const actorOf = (request: FastifyRequest): StepActor => {
  const staff = staffOf(request);
  return { staffId: staff.id, name: staff.name };
};

type ById = { Params: { id: string } };

/**
 * The back office's orders under /api/staff/orders and /api/staff/returns: the same services as the staff
 * command (`npm run shop -- orders …`), each step audited under the member in its own transaction.
 */
export async function ordersAdminRoutes(app: FastifyInstance, ctx: PaymentsContext): Promise<void> {
  const step = (request: FastifyRequest) => ({ ...ctx, log: request.log });
  /** Every step answers the order as the page shows it, read after the step. */
  const page = (orderId: string) => selectStaffOrder(ctx.db, orderId);

  app.get(
    at(STAFF_API_PATHS.orders),
    { schema: ordersAdminSchemas.list, preHandler: rolesFor('GET /staff/orders') },
    async (request) => selectStaffOrderPage(ctx.db, await validateWith(staffOrderListQuerySchema, request.query)),
  );

  app.get<ById>(
    at(STAFF_API_PATHS.order),
    { schema: ordersAdminSchemas.get, preHandler: rolesFor('GET /staff/orders/:id') },
    async (request, reply) => reply.header('cache-control', 'no-store').send(await page(request.params.id)),
  );

  app.post<ById>(
    at(STAFF_API_PATHS.orderShipments),
    { schema: ordersAdminSchemas.ship, preHandler: rolesFor('POST /staff/orders/:id/shipments') },
    async (request) => {
      const input = await validateWith(
        shipLinesSchema,
        objectBody(request.body, '{"carrier","trackingNumber","lineNos"}'),
      );
      const order = await shipLines(step(request), request.params.id, input, actorOf(request));
      return page(order.id);
    },
  );

  app.post<ById>(
    at(STAFF_API_PATHS.orderDelivery),
    { schema: ordersAdminSchemas.deliver, preHandler: rolesFor('POST /staff/orders/:id/delivery') },
    async (request) => page((await deliverOrder(step(request), request.params.id, actorOf(request))).id),
  );

  app.post<ById>(
    at(STAFF_API_PATHS.orderCancellation),
    { schema: ordersAdminSchemas.cancel, preHandler: rolesFor('POST /staff/orders/:id/cancellation') },
    async (request) => page((await cancelOrder(step(request), request.params.id, actorOf(request))).id),
  );

  app.post<ById>(
    at(STAFF_API_PATHS.orderRefunds),
    { schema: ordersAdminSchemas.refund, preHandler: rolesFor('POST /staff/orders/:id/refunds') },
    async (request, reply) => {
      const key = readIdempotencyKey(request.headers['idempotency-key']);
      const result = await refundPartOfOrder(step(request), request.params.id, request.body, key, actorOf(request));
      return reply.code(result.created ? 201 : 200).send(await page(result.order.id));
    },
  );

  app.get(
    at(STAFF_API_PATHS.returns),
    { schema: ordersAdminSchemas.returns, preHandler: rolesFor('GET /staff/returns') },
    async (_request, reply) => reply.header('cache-control', 'no-store').send(await selectReturnQueue(ctx.db)),
  );

  app.post<ById>(
    at(STAFF_API_PATHS.returnReceipt),
    { schema: ordersAdminSchemas.receive, preHandler: rolesFor('POST /staff/returns/:id/receipt') },
    async (request) => page((await receiveReturn(step(request), request.params.id, actorOf(request))).id),
  );

  app.post<ById>(
    at(STAFF_API_PATHS.returnReplacement),
    { schema: ordersAdminSchemas.replacement, preHandler: rolesFor('POST /staff/returns/:id/replacement') },
    async (request) => {
      const body = objectBody(request.body, '{"carrier","trackingNumber"}');
      const input = await validateWith(shipLinesSchema.pick(['carrier', 'trackingNumber']), body);
      return page((await shipReplacement(step(request), request.params.id, input, actorOf(request))).id);
    },
  );
}
