import type { FastifyInstance } from 'fastify';
import { STAFF_OPERATION_ROLES } from 'contracts/staff';
import type { PaymentsContext } from '../modules/payments/context';
import { requireStaff, staffOf } from '../modules/staff-auth/require-staff';
import { staffSchemas } from './route-schemas';
import { runShopCommand } from './shop-command';

export const STAFF_COMMAND_PATH = '/api/staff/command';

/**
 * POST /api/staff/command `{argv}` → `{code, out, err}`: the staff command run by this API process, for a
 * `npm run shop` that cannot open the database itself because this process holds it (PGlite serves one
 * process). The caller proves who it is with a staff API token (`Authorization: Bearer vst_…`, made by
 * `npm run shop -- staff token` or in the back office): where it comes from earns it nothing, and each step
 * it runs is in the audit log under that member's name.
 */
export async function staffRoutes(app: FastifyInstance, ctx: PaymentsContext): Promise<void> {
  app.post<{ Body: { argv?: unknown } }>(
    STAFF_COMMAND_PATH,
    { schema: staffSchemas.command, preHandler: requireStaff(...STAFF_OPERATION_ROLES['POST /staff/command']!) },
    async (request, reply) => {
      const argv = request.body?.argv;
      if (!Array.isArray(argv) || argv.length > 20 || !argv.every((a) => typeof a === 'string' && a.length <= 200)) {
        return reply.code(400).send({ error: 'Send {"argv": ["orders", "ship", "<order>", ...]}' });
      }
      const out: string[] = [];
      const err: string[] = [];
      const staff = staffOf(request);
      const code = await runShopCommand(
        { ...ctx, log: request.log },
        argv as string[],
        { out: (line) => out.push(line), err: (line) => err.push(line) },
        staff,
      );
      request.log.info({ staffCommand: argv.slice(0, 2), staffId: staff.id, code }, 'staff command');
      return reply.header('cache-control', 'no-store').send({ code, out: out.join('\n'), err: err.join('\n') });
    },
  );
}
