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
import { badRequest } from '../../http-errors';
import { objectBody, validateWith } from '../../validation';
import { exportCatalogueCsv, importCatalogueCsv } from './catalogue-csv';

const CSV_BODY_LIMIT = 16 * 1024 * 1024;
import { requireStaff, staffOf } from '../staff-auth/require-staff';
import { selectStaffProductPage, selectStockHistory, type CountMemo } from './queries';
import type { CatalogueCache } from '../catalogue-cache/catalogue-cache';
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
export async function catalogueAdminRoutes(
  app: FastifyInstance,
  { db, catalogueCache }: { db: Database; catalogueCache: CatalogueCache },
): Promise<void> {
  const counts: CountMemo = (key, count) => catalogueCache.memo(key, count);

  // A catalogue's CSV (about 150 bytes a row, a row per colour and size): read as text, here only.
  app.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: CSV_BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );

  app.get(
    at(STAFF_API_PATHS.catalogueCsv),
    { schema: catalogueAdminSchemas.exportCsv, preHandler: rolesFor('GET /staff/catalogue.csv') },
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="vesna-catalogue.csv"')
        .send(await exportCatalogueCsv(db)),
  );

  app.post<{ Querystring: { apply?: string } }>(
    at(STAFF_API_PATHS.catalogueImport),
    {
      schema: catalogueAdminSchemas.importCsv,
      preHandler: rolesFor('POST /staff/catalogue/import'),
      bodyLimit: CSV_BODY_LIMIT,
    },
    async (request, reply) => {
      if (typeof request.body !== 'string') throw badRequest('Send the CSV file as text/csv');
      const apply = request.query.apply === '1';
      const result = await importCatalogueCsv(db, staffOf(request), request.body, apply);
      if (result.errors.length === 0) return result;
      const error = `${result.errors.length} row error(s): nothing ${apply ? 'was applied' : 'can be applied yet'}`;
      return reply.code(apply ? 400 : 200).send(apply ? { error, ...result } : result);
    },
  );

  app.get(
    at(STAFF_API_PATHS.products),
    { schema: catalogueAdminSchemas.list, preHandler: rolesFor('GET /staff/products') },
    async (request) =>
      selectStaffProductPage(db, await validateWith(staffProductListQuerySchema, request.query), counts),
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
