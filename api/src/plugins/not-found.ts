import type { FastifyInstance } from 'fastify';
import type { ApiError } from 'contracts';
import type { ShellPageHandler } from './static-shell';

/**
 * Unknown /api routes answer 404 JSON. With a shell build, a page navigation (GET that accepts
 * text/html) to any other path gets the shell's page with that route's head (`shellPage`; 404 when no
 * route takes the path): the SPA decides what to show, including its 404 page.
 */
export function registerNotFound(app: FastifyInstance, { shellPage }: { shellPage?: ShellPageHandler }): void {
  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const isApi = url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && (request.headers.accept ?? '').includes('text/html');
    if (shellPage && !isApi && wantsPage) return shellPage(request, reply);
    const body: ApiError = { error: isApi ? `Unknown API route: ${request.method} ${url.split('?')[0]}` : 'Not found' };
    return reply.code(404).send(body);
  });
}
