import type { FastifyInstance } from 'fastify';
import { API_PATHS } from 'contracts';
import type { Database } from '../../db/database';
import { getBannerSection, getBannerSet, getBannersByCategory } from './service';

export async function bannerRoutes(app: FastifyInstance, { db }: { db: Database }): Promise<void> {
  // The static `category` segment wins over `:name` in Fastify's router.
  app.get(API_PATHS.bannersByCategory, async (request) =>
    getBannersByCategory(db, (request.params as { category: string }).category),
  );
  app.get(API_PATHS.banners, async (request) => getBannerSet(db, (request.params as { name: string }).name));
  app.get(API_PATHS.bannerSection, async (request) => {
    const { name, name2 } = request.params as { name: string; name2: string };
    return getBannerSection(db, name, name2);
  });
}
