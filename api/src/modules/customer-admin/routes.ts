import type { FastifyInstance } from 'fastify';
import {
  STAFF_API_PATHS,
  STAFF_OPERATION_ROLES,
  staffCustomerListQuerySchema,
  type StaffCustomerDeleted,
  type StaffCustomerDetail,
  type StaffCustomerList,
} from 'contracts/staff';
import type { Database } from '../../db/database';
import { notFound } from '../../http-errors';
import { validateWith } from '../../validation';
import { recordAudit } from '../audit/record-audit';
import { deleteCustomerAccount } from '../customers/account-deletion';
import { requireStaff, staffOf } from '../staff-auth/require-staff';
import { selectCustomerDataExport, selectCustomerDetail, selectCustomerPage } from './queries';
import { customerAdminSchemas } from './route-schemas';

const at = (path: string) => `/api${path}`;
const rolesFor = (operation: keyof typeof STAFF_OPERATION_ROLES) => requireStaff(...STAFF_OPERATION_ROLES[operation]!);
const NO_CUSTOMER = 'No such customer';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The id of the path, or 404: anything but a uuid names nobody (and would be a database error). */
function customerIdOf(params: { id: string }): string {
  if (!UUID.test(params.id)) throw notFound(NO_CUSTOMER);
  return params.id;
}

/** The back office's customers under /api/staff/customers: read by owners and fulfilment; export and deletion by owners. */
export async function customerAdminRoutes(app: FastifyInstance, { db }: { db: Database }): Promise<void> {
  app.get(
    at(STAFF_API_PATHS.customers),
    { schema: customerAdminSchemas.list, preHandler: rolesFor('GET /staff/customers') },
    async (request): Promise<StaffCustomerList> =>
      selectCustomerPage(db, await validateWith(staffCustomerListQuerySchema, request.query)),
  );

  app.get<{ Params: { id: string } }>(
    at(STAFF_API_PATHS.customer),
    { schema: customerAdminSchemas.get, preHandler: rolesFor('GET /staff/customers/:id') },
    async (request): Promise<StaffCustomerDetail> => {
      const customer = await selectCustomerDetail(db, customerIdOf(request.params));
      if (!customer) throw notFound(NO_CUSTOMER);
      return customer;
    },
  );

  app.get<{ Params: { id: string } }>(
    at(STAFF_API_PATHS.customerExport),
    { schema: customerAdminSchemas.exportData, preHandler: rolesFor('GET /staff/customers/:id/export') },
    async (request, reply) => {
      const id = customerIdOf(request.params);
      const data = await db.transaction(async (tx) => {
        const found = await selectCustomerDataExport(tx, id);
        // Who asked for her data and when; her data itself stays out of the (append-only) log.
        if (found)
          await recordAudit(tx, {
            staffId: staffOf(request).id,
            action: 'customer.export',
            entity: 'customer',
            entityId: id,
          });
        return found;
      });
      if (!data) throw notFound(NO_CUSTOMER);
      return reply
        .header('content-disposition', `attachment; filename="vesna-customer-${id}.json"`)
        .header('cache-control', 'no-store')
        .send(data);
    },
  );

  app.delete<{ Params: { id: string } }>(
    at(STAFF_API_PATHS.customer),
    { schema: customerAdminSchemas.delete, preHandler: rolesFor('DELETE /staff/customers/:id') },
    async (request): Promise<StaffCustomerDeleted> => {
      const id = customerIdOf(request.params);
      const done = await db.transaction(async (tx) => {
        const deleted = await deleteCustomerAccount(tx, id);
        // The log is append-only: it keeps that she was deleted and what was kept, never her name or e-mail.
        if (deleted)
          await recordAudit(tx, {
            staffId: staffOf(request).id,
            action: 'customer.delete',
            entity: 'customer',
            entityId: id,
            after: { ordersKept: deleted.ordersKept },
          });
        return deleted;
      });
      if (!done) throw notFound(NO_CUSTOMER);
      return { deleted: true, ordersKept: done.ordersKept };
    },
  );
}
