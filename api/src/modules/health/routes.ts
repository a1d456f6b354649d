import type { FastifyInstance } from 'fastify';
import { API_PATHS } from 'contracts';
import type { Database } from '../../db/database';
import { healthSchemas } from './route-schemas';

/** How long /ready waits for a dependency before it counts as unreachable. */
export const READY_TIMEOUT_MS = 2_000;

/** A dependency /ready checks: its name and a ping that rejects (or hangs) while it is unreachable. */
export interface ReadinessCheck {
  name: string;
  ping(): Promise<unknown>;
}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * GET /health: liveness (the process answers; it also touches the database, as it always has).
 * GET /ready: readiness for a load balancer: 200 when the database (and Redis, with REDIS_URL) answer, 503
 * naming the unreachable ones otherwise, so traffic goes elsewhere until they are back.
 */
export async function healthRoutes(
  app: FastifyInstance,
  { db, checks = [] }: { db: Database; checks?: ReadinessCheck[] },
): Promise<void> {
  app.get(API_PATHS.health, { schema: healthSchemas.health }, async () => {
    await db.query('SELECT 1');
    return { status: 'ok', database: db.kind };
  });

  const all: ReadinessCheck[] = [{ name: 'database', ping: () => db.query('SELECT 1') }, ...checks];
  app.get(API_PATHS.ready, { schema: healthSchemas.ready }, async (request, reply) => {
    const results = await Promise.all(
      all.map(async ({ name, ping }) => {
        try {
          await within(ping(), READY_TIMEOUT_MS);
          return [name, 'ok'] as const;
        } catch (error) {
          request.log.warn({ err: error, dependency: name }, 'readiness check failed');
          return [name, 'unreachable'] as const;
        }
      }),
    );
    const status = Object.fromEntries(results);
    reply.header('cache-control', 'no-store');
    if (results.every(([, state]) => state === 'ok')) return { status: 'ready', ...status };
    return reply.code(503).send({ error: 'Not ready', ...status });
  });
}
