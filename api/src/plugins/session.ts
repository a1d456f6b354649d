import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';
import { HttpError } from '../http-errors';
import { SESSION_COOKIE, findSessionCustomer } from '../modules/sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in customer (from the session cookie or a Bearer token), null for a guest. */
    customerId: string | null;
    /** The raw token of this request's session, to revoke it at logout. */
    sessionToken: string | null;
    /** How the token came: the browser's cookie or an API client's Authorization header. */
    sessionVia: 'cookie' | 'bearer' | null;
  }
  interface FastifyContextConfig {
    /**
     * A route called by a server, not a browser (the payment processor's webhook): no same-origin
     * check. Such a route must prove its caller otherwise (a signature) and never act on the session.
     */
    sameOriginExempt?: boolean;
  }
}

export interface SessionOptions {
  db: Queryable;
  secureCookies: boolean;
  /** The shop's public origin (PUBLIC_ORIGIN), accepted besides the request's own origin. */
  publicOrigin?: string;
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * Whether an unsafe request may come from where it says. `strict` (the request carries the session
 * cookie): the browser must show same-origin, by Sec-Fetch-Site (same-origin, or none for a typed URL)
 * or else by an Origin equal to this server's origin; no evidence at all is refused. Not strict (no
 * cookie: login, registration, newsletter): only a request the browser marks cross-site is refused, so
 * nobody can log a visitor into the attacker's account from another site (login CSRF).
 */
export function isSameOrigin(request: FastifyRequest, strict: boolean, publicOrigin?: string): boolean {
  const site = header(request, 'sec-fetch-site');
  if (site) return site === 'same-origin' || site === 'none' || (!strict && site !== 'cross-site');
  if (!strict) return true;
  const origin = header(request, 'origin');
  if (!origin) return false;
  return origin === `${request.protocol}://${request.host}` || (publicOrigin !== undefined && origin === publicOrigin);
}

/**
 * Reads the session (cookie `vesna_session` or `Authorization: Bearer`), sets request.customerId and
 * refuses cross-site unsafe requests that ride on the cookie. Registered on the root instance (not as
 * an encapsulated plugin) so every route, including auth-google's, sees request.customerId.
 */
export async function registerSession(
  app: FastifyInstance,
  { db, secureCookies, publicOrigin }: SessionOptions,
): Promise<void> {
  await app.register(cookie);
  app.decorate('secureCookies', secureCookies);
  app.decorateRequest('customerId', null);
  app.decorateRequest('sessionToken', null);
  app.decorateRequest('sessionVia', null);

  app.addHook('onRequest', async (request) => {
    const authorization = header(request, 'authorization');
    const bearer = authorization && /^Bearer\s+(\S+)\s*$/i.exec(authorization)?.[1];
    const fromCookie = request.cookies[SESSION_COOKIE];
    if (bearer) {
      // An API client that holds the token: no browser adds this header on its own, so no CSRF check.
      request.sessionToken = bearer;
      request.sessionVia = 'bearer';
    } else if (fromCookie) {
      request.sessionToken = fromCookie;
      request.sessionVia = 'cookie';
    }
    const exempt = request.routeOptions.config?.sameOriginExempt === true;
    if (UNSAFE_METHODS.has(request.method) && request.sessionVia !== 'bearer' && !exempt) {
      if (!isSameOrigin(request, request.sessionVia === 'cookie', publicOrigin)) {
        throw new HttpError(403, 'Cross-site request refused');
      }
    }
    // Images are public and many: no session lookup for them.
    if (request.sessionToken && !request.url.startsWith('/api/images/')) {
      request.customerId = await findSessionCustomer(db, request.sessionToken);
    }
  });

  // Account data and session tokens must never sit in a shared or browser cache.
  app.addHook('onSend', async (request, reply) => {
    if (mustNotStore(request, reply)) reply.header('cache-control', 'no-store');
  });
}

/** Routes whose answers are about an account or a sign-in, with or without a session. */
const ACCOUNT_PREFIXES = [
  '/api/customers',
  '/api/cookies',
  '/api/address',
  '/api/payment-method',
  '/api/orders',
  '/api/purchase',
  '/auth/',
];

/**
 * no-store for: an answer that sets (or clears) the session cookie, whatever else it says; any answer
 * of an account route; and any other answer to a request with a session unless the route chose its own
 * caching (public data such as robots.txt or images stays cacheable for customers too).
 */
function mustNotStore(request: FastifyRequest, reply: FastifyReply): boolean {
  const setCookie = reply.getHeader('set-cookie');
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie === undefined ? [] : [String(setCookie)];
  if (cookies.some((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`))) return true;
  const path = request.url.split('?')[0];
  if (ACCOUNT_PREFIXES.some((prefix) => path === prefix || path.startsWith(prefix))) return true;
  return request.sessionToken !== null && reply.getHeader('cache-control') === undefined;
}

const IDENTITY_KEYS = ['_id', 'userId'] as const;
/** Nested objects of the spec's payloads that may carry a user id too (address, card). */
const NESTED_KEYS = ['newAddress', 'paymentDetails'] as const;

function foreignIdentity(source: unknown, customerId: string, depth = 0): boolean {
  if (typeof source !== 'object' || source === null || Array.isArray(source)) return false;
  const record = source as Record<string, unknown>;
  for (const key of IDENTITY_KEYS) {
    if (key in record && record[key] !== undefined && record[key] !== null && String(record[key]) !== customerId)
      return true;
  }
  return depth === 0 && NESTED_KEYS.some((key) => foreignIdentity(record[key], customerId, 1));
}

/**
 * preHandler of every customer route: 401 without a session; 403 when the body or query names another
 * customer (`_id` / `userId`). Identity always comes from the session, never from the request.
 */
export async function requireCustomer(request: FastifyRequest): Promise<void> {
  const customerId = request.customerId;
  if (!customerId) throw new HttpError(401, 'Not logged in');
  if (foreignIdentity(request.body, customerId) || foreignIdentity(request.query, customerId)) {
    throw new HttpError(403, 'Forbidden');
  }
}

/** The session's customer id inside a route guarded by requireCustomer. */
export function customerIdOf(request: FastifyRequest): string {
  if (!request.customerId) throw new HttpError(401, 'Not logged in');
  return request.customerId;
}
