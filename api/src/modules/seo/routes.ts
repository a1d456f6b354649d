import type { FastifyInstance } from 'fastify';
import { ROBOTS_PATH, SITEMAP_PATH } from 'contracts';
import type { Database } from '../../db/database';
import { pageOrigin } from './origin';
import { robotsTxt, sitemapXml } from './service';
import { seoSchemas } from './route-schemas';

/** /sitemap.xml and /robots.txt at the shop's root, where crawlers look for them. */
export async function seoRoutes(
  app: FastifyInstance,
  { db, publicOrigin }: { db: Database; publicOrigin?: string },
): Promise<void> {
  app.get(SITEMAP_PATH, { schema: seoSchemas.sitemap }, async (request, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return reply.type('application/xml; charset=utf-8').send(await sitemapXml(db, pageOrigin(request, publicOrigin)));
  });
  app.get(ROBOTS_PATH, { schema: seoSchemas.robots }, async (request, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return reply.type('text/plain; charset=utf-8').send(robotsTxt(pageOrigin(request, publicOrigin)));
  });
}
