import type { FastifyInstance } from 'fastify';
import { STAFF_API_PATHS, STAFF_OPERATION_ROLES, discountCodeSchema } from 'contracts/staff';
import type { Database } from '../../db/database';
import { objectBody, validateWith } from '../../validation';
import { requireStaff, staffOf } from '../staff-auth/require-staff';
import type { DiscountCodeCache } from './code-cache';
import { selectStaffCodes } from './queries';
import { discountCodeSchemas } from './route-schemas';
import { createCode, deactivate, editCode, getCode } from './service';

const at = (path: string) => `/api${path}`;
const rolesFor = (operation: keyof typeof STAFF_OPERATION_ROLES) => requireStaff(...STAFF_OPERATION_ROLES[operation]!);
const BODY_EXAMPLE = '{"code","kind","percent"|"amount","scope","startsAt",...}';

type WithId = { Params: { id: string } };

/**
 * Discount codes under /api/staff/discount-codes: catalogue staff and owners; every change is audited. Each change
 * drops this process's kept codes once committed (`codes`); the other processes hear it announced (code-cache.ts).
 */
export async function discountCodeRoutes(
  app: FastifyInstance,
  { db, codes }: { db: Database; codes?: DiscountCodeCache },
): Promise<void> {
  const committed = <T>(written: T): T => {
    codes?.drop();
    return written;
  };

  app.get(
    at(STAFF_API_PATHS.discountCodes),
    { schema: discountCodeSchemas.list, preHandler: rolesFor('GET /staff/discount-codes') },
    async () => ({ items: await selectStaffCodes(db) }),
  );

  app.post(
    at(STAFF_API_PATHS.discountCodes),
    { schema: discountCodeSchemas.create, preHandler: rolesFor('POST /staff/discount-codes') },
    async (request, reply) => {
      const input = await validateWith(discountCodeSchema, objectBody(request.body, BODY_EXAMPLE));
      return reply.code(201).send(committed(await createCode(db, staffOf(request).id, input)));
    },
  );

  app.get<WithId>(
    at(STAFF_API_PATHS.discountCode),
    { schema: discountCodeSchemas.get, preHandler: rolesFor('GET /staff/discount-codes/:id') },
    async (request) => getCode(db, Number(request.params.id)),
  );

  app.put<WithId>(
    at(STAFF_API_PATHS.discountCode),
    { schema: discountCodeSchemas.update, preHandler: rolesFor('PUT /staff/discount-codes/:id') },
    async (request) => {
      const input = await validateWith(discountCodeSchema, objectBody(request.body, BODY_EXAMPLE));
      return committed(await editCode(db, staffOf(request).id, Number(request.params.id), input));
    },
  );

  app.post<WithId>(
    at(STAFF_API_PATHS.discountCodeDeactivate),
    { schema: discountCodeSchemas.deactivate, preHandler: rolesFor('POST /staff/discount-codes/:id/deactivate') },
    async (request) => committed(await deactivate(db, staffOf(request).id, Number(request.params.id))),
  );
}
