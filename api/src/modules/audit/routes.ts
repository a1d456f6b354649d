import type { FastifyInstance } from 'fastify';
import { STAFF_API_PATHS, auditQuerySchema, type AuditPage } from 'contracts/staff';
import type { Queryable } from '../../db/database';
import { validateWith } from '../../validation';
import { requireStaff } from '../staff-auth/require-staff';
import { selectAuditPage } from './queries';
import { auditSchemas } from './route-schemas';

/** GET /api/staff/audit: the owners' view of the audit log, newest first, filtered, 50 a page. */
export async function auditRoutes(app: FastifyInstance, { db }: { db: Queryable }): Promise<void> {
  app.get(
    `/api${STAFF_API_PATHS.audit}`,
    { schema: auditSchemas.list, preHandler: requireStaff('owner') },
    async (request): Promise<AuditPage> => selectAuditPage(db, await validateWith(auditQuerySchema, request.query)),
  );
}
