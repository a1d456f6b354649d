import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** @fastify/cors reads it: false leaves a route's answers without CORS headers. */
    cors?: false;
  }
}

/**
 * CORS for the API alone: a remote run alone calls it from its own port. The shell's own files and pages
 * are same-origin and get no CORS headers (they were 8 % of a script's headers). Decided once per route
 * when it is registered, not per request: a per-request delegator had @fastify/cors rebuild its options
 * for every answer, a page from the HTML cache included. Register before any route.
 */
export async function registerApiCors(app: FastifyInstance, origins: string[]): Promise<void> {
  app.addHook('onRoute', (route) => {
    // `*` is the preflight route @fastify/cors adds for every address.
    if (route.url !== '*' && !route.url.startsWith('/api')) route.config = { ...route.config, cors: false };
  });
  await app.register(cors, { origin: origins, credentials: true });
}
