import type { FastifyInstance } from 'fastify';
import type { ApiError } from 'contracts';
import { redactSecrets } from '../security/redact-secrets';
import type { ShellPageHandler } from './static-shell';

/**
 * A known path asked with a method it does not take answers 405 with `Allow`. Unknown /api routes
 * answer 404 JSON. With a shell build, a GET of any other page path (whatever its Accept) gets the
 * shell's page with that route's head (`shellPage`; 404 when no route takes the path):
 * the SPA decides what to show, including its 404 page.
 */
export function registerNotFound(
  app: FastifyInstance,
  {
    shellPage,
    allowedMethods,
  }: {
    shellPage?: ShellPageHandler;
    /** Methods the path takes (see method-not-allowed.ts): another method gets 405 with `Allow`. */
    allowedMethods?: (method: string, url: string) => string[];
  },
): void {
  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const allowed = allowedMethods?.(request.method, url) ?? [];
    if (allowed.length > 0) {
      const allow = allowed.join(', ');
      const body: ApiError = { error: `${request.method} is not allowed here: use ${allow}` };
      return reply.code(405).header('allow', allow).send(body);
    }
    const isApi = url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
    // Any GET of a page path is a page, whatever its Accept (curl, link-preview fetchers send */*); only a
    // missing file (a name with an extension, e.g. an old chunk) keeps the JSON 404 unless HTML is asked.
    const looksLikeFile = /\.[a-z0-9]{1,8}$/i.test(url.split('?')[0]);
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      (!looksLikeFile || (request.headers.accept ?? '').includes('text/html'));
    if (shellPage && !isApi && wantsPage) return shellPage(request, reply);
    const body: ApiError = {
      error: isApi ? `Unknown API route: ${request.method} ${redactSecrets(url.split('?')[0])}` : 'Not found',
    };
    return reply.code(404).send(body);
  });
}
