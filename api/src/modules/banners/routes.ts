import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { getBannerSection, getBannerSet, getBannersByCategory } from './service';

export async function bannerRoutes(app: FastifyInstance, { db }: { db: Database }): Promise<void> {
  // The static `category` segment wins over `:name` in Fastify's router.
  app.get('/banners/category/:category', async (request) =>
    getBannersByCategory(db, (request.params as { category: string }).category),
  );
  app.get('/banners/:name', async (request) => getBannerSet(db, (request.params as { name: string }).name));
  app.get('/banners/:name/:name2', async (request) => {
    const { name, name2 } = request.params as { name: string; name2: string };
    return getBannerSection(db, name, name2);
  });
}
