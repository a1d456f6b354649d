import type { FastifyInstance } from 'fastify';
import type { ApiError } from 'contracts';
import { sendShellIndex } from './static-shell';

/**
 * Unknown /api routes answer 404 JSON. With a shell build, a page navigation (GET that accepts
 * text/html) to an unknown path gets index.html: the SPA decides what to show, including its 404 page.
 */
export function registerNotFound(app: FastifyInstance, { spaFallback }: { spaFallback: boolean }): void {
  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const isApi = url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && (request.headers.accept ?? '').includes('text/html');
    if (spaFallback && !isApi && wantsPage) return sendShellIndex(reply);
    const body: ApiError = { error: isApi ? `Unknown API route: ${request.method} ${url.split('?')[0]}` : 'Not found' };
    return reply.code(404).send(body);
  });
}
