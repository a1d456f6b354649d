import type { FastifyInstance } from 'fastify';
import {
  STAFF_API_PATHS,
  STAFF_OPERATION_ROLES,
  bulkActionSchema,
  productEditorSchema,
  productUpdateSchema,
  staffProductListQuerySchema,
  stockChangeSchema,
} from 'contracts/staff';
import type { Database } from '../../db/database';
import { objectBody, validateWith } from '../../validation';
import { requireStaff, staffOf } from '../staff-auth/require-staff';
import { selectStaffProductPage, selectStockHistory } from './queries';
import { catalogueAdminSchemas } from './route-schemas';
import {
  VersionConflictError,
  bulkAction,
  changeStock,
  createProduct,
  getStaffProduct,
  updateProduct,
} from './service';

const at = (path: string) => `/api${path}`;
/** The roles contracts gives an operation: the back office hides what the API refuses. */
const rolesFor = (operation: keyof typeof STAFF_OPERATION_ROLES) => requireStaff(...STAFF_OPERATION_ROLES[operation]!);

/** The catalogue's administration under /api/staff/products. */
export async function catalogueAdminRoutes(app: FastifyInstance, { db }: { db: Database }): Promise<void> {
  app.get(
    at(STAFF_API_PATHS.products),
    { schema: catalogueAdminSchemas.list, preHandler: rolesFor('GET /staff/products') },
    async (request) => selectStaffProductPage(db, await validateWith(staffProductListQuerySchema, request.query)),
  );

  app.post(
    at(STAFF_API_PATHS.products),
    { schema: catalogueAdminSchemas.create, preHandler: rolesFor('POST /staff/products') },
    async (request, reply) => {
      const input = await validateWith(productEditorSchema, objectBody(request.body, '{"name","price",...}'));
      return reply.code(201).send(await createProduct(db, staffOf(request), input));
    },
  );

  app.post(
    at(STAFF_API_PATHS.productsBulk),
    { schema: catalogueAdminSchemas.bulk, preHandler: rolesFor('POST /staff/products/bulk') },
    async (request) => {
      const input = await validateWith(bulkActionSchema, objectBody(request.body, '{"ids","action"}'));
      return bulkAction(db, staffOf(request), input);
    },
  );

  app.get<{ Params: { id: string } }>(
    at(STAFF_API_PATHS.product),
    { schema: catalogueAdminSchemas.get, preHandler: rolesFor('GET /staff/products/:id') },
    async (request) => getStaffProduct(db, request.params.id),
  );

  app.put<{ Params: { id: string } }>(
    at(STAFF_API_PATHS.product),
    { schema: catalogueAdminSchemas.update, preHandler: rolesFor('PUT /staff/products/:id') },
    async (request, reply) => {
      const input = await validateWith(productUpdateSchema, objectBody(request.body, '{"version","name",...}'));
      try {
        return await updateProduct(db, staffOf(request), request.params.id, input);
      } catch (error) {
        if (error instanceof VersionConflictError) return reply.code(409).send(error.body);
        throw error;
      }
    },
  );

  app.post<{ Params: { id: string } }>(
    at(STAFF_API_PATHS.productStock),
    { schema: catalogueAdminSchemas.stock, preHandler: rolesFor('POST /staff/products/:id/stock') },
    async (request) => {
      const input = await validateWith(
        stockChangeSchema,
        objectBody(request.body, '{"color","size","mode","quantity","reason"}'),
      );
      return changeStock(db, staffOf(request), request.params.id, input);
    },
  );

  app.get<{ Params: { id: string }; Querystring: { color?: string; size?: string } }>(
    at(STAFF_API_PATHS.productStockHistory),
    { schema: catalogueAdminSchemas.stockHistory, preHandler: rolesFor('GET /staff/products/:id/stock-history') },
    async (request) => {
      const product = await getStaffProduct(db, request.params.id);
      return {
        items: await selectStockHistory(
          db,
          product.id,
          request.query.color || undefined,
          request.query.size || undefined,
        ),
      };
    },
  );
}
