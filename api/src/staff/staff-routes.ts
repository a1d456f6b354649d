import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PaymentsContext } from '../modules/payments/context';
import { staffSchemas } from './route-schemas';
import { runShopCommand } from './shop-command';

export const STAFF_COMMAND_PATH = '/api/staff/command';
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Only the staff command on this machine: a loopback address, no proxy header (a reverse proxy on the same
 * host would make every visitor look local) and no browser headers (a page the staff visit could otherwise
 * post here: browsers always send Origin or Sec-Fetch-Site with a POST).
 */
export function isLocalCommand(request: FastifyRequest): boolean {
  const h = request.headers;
  return (
    LOOPBACK.has(request.socket.remoteAddress ?? '') &&
    h['x-forwarded-for'] === undefined &&
    h.forwarded === undefined &&
    h.origin === undefined &&
    h['sec-fetch-site'] === undefined
  );
}

/**
 * POST /api/staff/command `{argv}` → `{code, out, err}`: the staff command run by this API process, for a
 * `npm run shop` that cannot open the database itself because this process holds it (PGlite serves one
 * process). Answers 403 to anything but a local, non-browser caller.
 */
export async function staffRoutes(app: FastifyInstance, ctx: PaymentsContext): Promise<void> {
  app.post<{ Body: { argv?: unknown } }>(
    STAFF_COMMAND_PATH,
    { schema: staffSchemas.command },
    async (request, reply) => {
      if (!isLocalCommand(request)) return reply.code(403).send({ error: 'Forbidden' });
      const argv = request.body?.argv;
      if (!Array.isArray(argv) || argv.length > 20 || !argv.every((a) => typeof a === 'string' && a.length <= 200)) {
        return reply.code(400).send({ error: 'Send {"argv": ["orders", "ship", "<order>", ...]}' });
      }
      const out: string[] = [];
      const err: string[] = [];
      const code = await runShopCommand({ ...ctx, log: request.log }, argv as string[], {
        out: (line) => out.push(line),
        err: (line) => err.push(line),
      });
      request.log.info({ staffCommand: argv.slice(0, 2), code }, 'staff command');
      return reply.header('cache-control', 'no-store').send({ code, out: out.join('\n'), err: err.join('\n') });
    },
  );
}
