import type { FastifyInstance } from 'fastify';

/**
 * The loopback origin of this API's own listening socket, for the server renderer's page loaders; null
 * before it listens. A wildcard address (0.0.0.0, ::) is reached on loopback.
 */
export function listeningOrigin(app: FastifyInstance): string | null {
  const address = app.server.address();
  if (!address || typeof address === 'string') return null;
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  if (address.family === 'IPv6' && !wildcard) return `http://[${address.address}]:${address.port}`;
  return `http://${wildcard ? '127.0.0.1' : address.address}:${address.port}`;
}
