import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PATHS, SHARE_IMAGE } from 'contracts';
import { notFound } from '../../http-errors';
import type { Database } from '../../db/database';
import { IMMUTABLE } from '../../plugins/static-shell';
import { bannerImage, productImage, storeMapImage, type SvgImage } from './service';
import { shareImage } from './share-image';
import { imageSchemas } from './route-schemas';

/** Image URLs never change content (the generator is deterministic), so browsers may keep them a year. */
function sendSvg(request: FastifyRequest, reply: FastifyReply, { svg, etag }: SvgImage) {
  reply.header('cache-control', IMMUTABLE).header('etag', etag);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type('image/svg+xml; charset=utf-8').send(svg);
}

export async function imageRoutes(
  app: FastifyInstance,
  { db, photoOriginal }: { db: Database; photoOriginal?: (hash: string) => Promise<Buffer> },
): Promise<void> {
  app.get(API_PATHS.productImage, { schema: imageSchemas.product }, async (request, reply) => {
    const { productId, color, file } = request.params as { productId: string; color: string; file: string };
    return sendSvg(request, reply, await productImage(db, productId, color, file));
  });
  app.get(API_PATHS.bannerImage, { schema: imageSchemas.banner }, async (request, reply) => {
    return sendSvg(request, reply, bannerImage((request.params as { file: string }).file));
  });
  app.get(API_PATHS.storeMapImage, { schema: imageSchemas.storeMap }, async (request, reply) =>
    sendSvg(request, reply, storeMapImage()),
  );
  app.get(API_PATHS.shareImage, { schema: imageSchemas.share }, async (request, reply) => {
    const name = /^(.+)\.png$/.exec((request.params as { '*': string })['*'])?.[1];
    if (!name) throw notFound('Image not found');
    const { png, etag } = await shareImage(db, name, photoOriginal);
    reply.header('cache-control', IMMUTABLE).header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type(SHARE_IMAGE.type).send(png);
  });
}
