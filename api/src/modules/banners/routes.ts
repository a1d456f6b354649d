import type { FastifyInstance } from 'fastify';
import { API_PATHS } from 'contracts';
import type { Database } from '../../db/database';
import { catalogueLogLevel, sendCatalogueAnswer, type CatalogueCache } from '../catalogue-cache/catalogue-cache';
import { fastSerializerCompiler } from '../../openapi/fast-serializer';
import { bannerSchemas } from './route-schemas';
import { getBannerSection, getBannerSet, getBannersByCategory } from './service';

/** Public and the same for every shopper: served through the catalogue cache. */
export async function bannerRoutes(
  app: FastifyInstance,
  { db, cache }: { db: Database; cache: CatalogueCache },
): Promise<void> {
  // Written by fast-json-stringify from the schema: the bytes the read cache keeps.
  const serializerCompiler = fastSerializerCompiler;
  const logLevel = catalogueLogLevel(app.log.level);
  // The static `category` segment wins over `:name` in Fastify's router.
  app.get(
    API_PATHS.bannersByCategory,
    { compress: false, logLevel, schema: bannerSchemas.byCategory, serializerCompiler },
    async (request, reply) => {
      const { category } = request.params as { category: string };
      return sendCatalogueAnswer(cache, request, reply, `banners-by-category:${category}`, () =>
        getBannersByCategory(db, category),
      );
    },
  );
  app.get(
    API_PATHS.banners,
    { compress: false, logLevel, schema: bannerSchemas.set, serializerCompiler },
    async (request, reply) => {
      const { name } = request.params as { name: string };
      return sendCatalogueAnswer(cache, request, reply, `banners:${name}`, () => getBannerSet(db, name));
    },
  );
  app.get(
    API_PATHS.bannerSection,
    { compress: false, logLevel, schema: bannerSchemas.section, serializerCompiler },
    async (request, reply) => {
      const { name, name2 } = request.params as { name: string; name2: string };
      return sendCatalogueAnswer(cache, request, reply, `banners:${name}/${name2}`, () =>
        getBannerSection(db, name, name2),
      );
    },
  );
}
