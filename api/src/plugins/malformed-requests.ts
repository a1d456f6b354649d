import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiError } from 'contracts';

export const MALFORMED_URL = 'Malformed URL: a percent-encoding is broken or decodes to a NUL character';
export const NUL_IN_BODY = 'Text must not contain NUL characters (\\u0000)';
export const INVALID_PREFLIGHT =
  'OPTIONS is answered only as a CORS preflight: send the Origin and Access-Control-Request-Method headers';

/** %00, or a %-sequence that is not two hex digits or not UTF-8 (decodeURIComponent refuses those). */
function isMalformedPart(part: string): boolean {
  if (/%00/.test(part)) return true;
  try {
    decodeURIComponent(part);
    return false;
  } catch {
    return true;
  }
}

/**
 * Whether a request URL (path and query) cannot be read as the shop reads it: a broken percent-encoding
 * (`%E0%A4%A`, `%ZZ`) or a NUL byte, which PostgreSQL cannot store or compare (it answered 500 before).
 */
export function isMalformedUrl(url: string): boolean {
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt + 1);
  return isMalformedPart(pathname) || query.split(/[&=]/).some((part) => isMalformedPart(part.replace(/\+/g, ' ')));
}

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || typeof value !== 'object' || value === null || Buffer.isBuffer(value)) return false;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000') || containsNul(item, depth + 1)) return true;
  }
  return false;
}

const send = (reply: FastifyReply, status: number, error: string) =>
  reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send({ error } satisfies ApiError);

/**
 * Fastify's `frameworkErrors`: errors its router raises before any hook runs (a path it cannot decode,
 * a path segment over maxParamLength) leave in the `{ error }` shape instead of Fastify's own body,
 * which also echoed the URL.
 */
export function frameworkErrorReply(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return send(reply, 414, 'A part of the URL path is too long');
  if (error.code === 'FST_ERR_BAD_URL') return send(reply, 400, MALFORMED_URL);
  return send(reply, error.statusCode && error.statusCode < 500 ? error.statusCode : 400, 'Bad request');
}

/**
 * The first hooks of the app (before CORS): a malformed URL, a bare OPTIONS that is no CORS preflight,
 * and a JSON body with a NUL character answer 400 `{ error }` before any route or query sees them.
 */
export function registerMalformedRequestGuards(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (isMalformedUrl(request.url)) return send(reply, 400, MALFORMED_URL);
    // @fastify/cors answers these with a text/plain "Invalid Preflight Request".
    if (request.method === 'OPTIONS' && (!request.headers.origin || !request.headers['access-control-request-method']))
      return send(reply, 400, INVALID_PREFLIGHT);
  });
  app.addHook('preValidation', async (request, reply) => {
    if (containsNul(request.body)) return send(reply, 400, NUL_IN_BODY);
  });
}
