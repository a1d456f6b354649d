import type { FastifyInstance } from 'fastify';
import { STAFF_API_PATHS, STAFF_OPERATION_ROLES, type StaffDashboard } from 'contracts/staff';
import type { Queryable } from '../../db/database';
import { answers, json, listOf, number, shape, text, whole } from '../../openapi/shapes';
import { STAFF_SECURITY } from '../../openapi/staff-shapes';
import { requireStaff } from '../staff-auth/require-staff';
import { selectDashboard } from './dashboard';

const day = shape({ date: text(), orders: whole(), revenue: number(), units: whole() });

const dashboardSchema = {
  summary: "The home page: today's orders, revenue and units (Kyiv), returns and exchanges waiting, low stock, 30 days",
  security: STAFF_SECURITY,
  response: answers({
    200: json(
      'the figures',
      shape({
        today: day,
        returnsWaiting: whole(),
        exchangesWaiting: whole(),
        lowStock: listOf(shape({ productId: text(), name: text(), color: text(), size: text(), quantity: whole() })),
        days: listOf(day),
      }),
    ),
  }),
};

/** GET /api/staff/dashboard: the back office's home page, in one request. */
export async function staffDashboardRoutes(app: FastifyInstance, { db }: { db: Queryable }): Promise<void> {
  app.get(
    `/api${STAFF_API_PATHS.dashboard}`,
    { schema: dashboardSchema, preHandler: requireStaff(...STAFF_OPERATION_ROLES['GET /staff/dashboard']!) },
    async (): Promise<StaffDashboard> => selectDashboard(db),
  );
}
