import type { FastifyRequest } from 'fastify';

/** A Host header as a browser sends it: a name or address and an optional port, nothing else. */
const PLAIN_HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin of the links a page's HTML, the sitemap and robots.txt give: PUBLIC_ORIGIN when set (always
 * in production: a crawler's Host header must not decide the shop's canonical addresses), else the
 * request's own, with a Host that is not a plain host name falling back to localhost.
 */
export function pageOrigin(request: FastifyRequest, publicOrigin: string | undefined): string {
  if (publicOrigin) return publicOrigin;
  const host = PLAIN_HOST.test(request.host) ? request.host : 'localhost';
  // Through URL: "localhost:80" over http is just "localhost".
  return new URL(`${request.protocol}://${host}`).origin;
}
