import type { FastifyInstance, FastifyRequest } from 'fastify';
import { STAFF_COOKIE_NAME } from 'contracts/staff';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../http-errors';
import { isSameOrigin } from '../../plugins/session';
import { staffOfApiToken, staffOfSession } from './service';
import './require-staff';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const STAFF_PREFIX = '/api/staff/';

/**
 * Resolves request.staff for /api/staff/* from the staff cookie or a staff API token (Bearer), and only
 * there: the customer session (cookie or Bearer) plays no part in it. An unsafe request riding on the
 * staff cookie must show it comes from the shop's own pages (as the customers' session demands).
 * Registered on the root instance after the customer session plugin (it needs @fastify/cookie).
 */
export function registerStaffSession(app: FastifyInstance, options: { db: Queryable; publicOrigin?: string }): void {
  app.decorateRequest('staff', null);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (!request.url.startsWith(STAFF_PREFIX)) return;
    const authorization = request.headers.authorization;
    const bearer = authorization && /^Bearer\s+(\S+)\s*$/i.exec(authorization)?.[1];
    if (bearer) {
      request.staff = await staffOfApiToken(options.db, bearer);
      return;
    }
    const cookie = request.cookies[STAFF_COOKIE_NAME];
    if (!cookie) return;
    if (UNSAFE_METHODS.has(request.method) && !isSameOrigin(request, true, options.publicOrigin)) {
      throw new HttpError(403, 'Cross-site request refused');
    }
    request.staff = await staffOfSession(options.db, cookie);
  });
  // Nothing of the back office is kept by a browser or a shared cache.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith(STAFF_PREFIX)) reply.header('cache-control', 'private, no-store');
  });
}
