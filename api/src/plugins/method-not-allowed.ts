import FindMyWay, { type HTTPMethod } from 'find-my-way';
import type { FastifyInstance } from 'fastify';

/**
 * Which methods a concrete path takes, so that a request with another method gets 405 with `Allow`
 * instead of Fastify's 404. Fastify's router only answers "this method and path", so every route is
 * also put in a second router, without handlers, as it is registered. Wildcard routes (the shell's
 * static files, the CORS preflight `OPTIONS *`) are left out: they take any path, not this one.
 */
export function trackAllowedMethods(app: FastifyInstance): (method: string, url: string) => string[] {
  const router = FindMyWay({ ignoreTrailingSlash: true });
  const methods = new Set<HTTPMethod>();
  app.addHook('onRoute', (route) => {
    if (route.url.includes('*')) return;
    for (const method of [route.method].flat() as HTTPMethod[]) {
      try {
        router.on(method, route.url, () => undefined);
        methods.add(method);
      } catch {
        // Already known (the HEAD twin of a GET route, or a route registered twice).
      }
    }
  });
  return (method, url) => {
    const path = url.split('?')[0];
    return [...methods].filter((m) => m !== method && m !== 'OPTIONS' && router.find(m, path) !== null).sort();
  };
}
