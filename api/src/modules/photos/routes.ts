import type { FastifyInstance } from 'fastify';
import { API_PATHS } from 'contracts';
import { IMMUTABLE } from '../../plugins/static-shell';
import { photoSchemas } from './route-schemas';
import { derivativeFor, type PhotoContext } from './service';

/**
 * GET /api/photos/:name from whichever storage is configured, so every API process serves every photo.
 * Names are content-addressed: the bytes behind one never change, so browsers and CDNs keep it a year.
 */
export async function photoRoutes(app: FastifyInstance, ctx: PhotoContext): Promise<void> {
  app.get(API_PATHS.photo, { schema: photoSchemas.derivative }, async (request, reply) => {
    const { body, contentType, size } = await derivativeFor(ctx, (request.params as { name: string }).name);
    reply.header('cache-control', IMMUTABLE).type(contentType);
    if (size) reply.header('content-length', size);
    return reply.send(body);
  });
}
