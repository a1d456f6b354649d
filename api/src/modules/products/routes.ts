import type { FastifyInstance } from 'fastify';
import { API_PATHS } from 'contracts';
import type { Database } from '../../db/database';
import {
  catalogueLogLevel,
  sendAnswer,
  sendCatalogueAnswer,
  sendCatalogueBody,
  type CatalogueCache,
} from '../catalogue-cache/catalogue-cache';
import { listingBody } from './listing-body';
import { filterCacheKey, parseProductFilter } from './filter-query';
import { fastSerializerCompiler } from '../../openapi/fast-serializer';
import { productSchemas } from './route-schemas';
import {
  getProduct,
  getProductsByIds,
  parseProductIds,
  parseSearchText,
  readySearchIndex,
  searchCatalogue,
} from './service';

type Query = Record<string, string | string[] | undefined>;

/** Every answer here is public and the same for every shopper: served through the catalogue cache. */
export async function productRoutes(
  app: FastifyInstance,
  { db, cache }: { db: Database; cache: CatalogueCache },
): Promise<void> {
  const logLevel = catalogueLogLevel(app.log.level);
  // The search index is built once the app is ready, so that the first shoppers' searches find it;
  // after a catalogue change the next search builds it again.
  app.addHook('onReady', async () => {
    if (cache.isListening) readySearchIndex(db, cache);
  });
  app.get(
    API_PATHS.productsFilter,
    { compress: false, logLevel, schema: productSchemas.filter, serializerCompiler: fastSerializerCompiler },
    (request, reply) => {
      // The same URL again (Load More's next shopper, a CDN's miss) is answered before its query is read:
      // only a valid query's answer is ever kept under its URL.
      const urlKey = `url:${request.url}`;
      const known = cache.get(urlKey);
      if (known) return sendAnswer(request, reply, known);
      const filter = parseProductFilter(request.query as Query);
      return sendCatalogueBody(
        cache,
        request,
        reply,
        filterCacheKey(filter),
        () => listingBody(db, cache, filter, (products) => String(reply.serialize(products))),
        { alias: urlKey },
      );
    },
  );

  app.get(
    API_PATHS.products,
    { compress: false, logLevel, schema: productSchemas.byId, serializerCompiler: fastSerializerCompiler },
    async (request, reply) => {
      const { id } = request.query as Query;
      const productId = Array.isArray(id) ? id[0] : id;
      return sendCatalogueAnswer(cache, request, reply, `product:${productId}`, async () => [
        await getProduct(db, productId),
      ]);
    },
  );

  app.get(
    API_PATHS.productsByIds,
    { compress: false, logLevel, schema: productSchemas.byIds, serializerCompiler: fastSerializerCompiler },
    async (request, reply) => {
      const { pid } = request.query as Query;
      const ids = parseProductIds(Array.isArray(pid) ? pid.join(',') : pid);
      return sendCatalogueAnswer(cache, request, reply, `ids:${ids.join(',')}`, () => getProductsByIds(db, ids));
    },
  );

  // The spec's search is a POST (no HTTP cache keeps it); the same search as a GET can sit in a CDN.
  app.post(
    API_PATHS.productsSearch,
    { compress: false, logLevel, schema: productSchemas.search, serializerCompiler: fastSerializerCompiler },
    async (request, reply) => {
      const text = parseSearchText(request.body ?? {});
      if (text === null) return [];
      return sendCatalogueAnswer(cache, request, reply, `search:${text}`, () => searchCatalogue(db, text, cache), {
        http: false,
      });
    },
  );
  app.get(
    API_PATHS.productsSearch,
    { compress: false, logLevel, schema: productSchemas.searchGet, serializerCompiler: fastSerializerCompiler },
    async (request, reply) => {
      const { text } = request.query as Query;
      const words = parseSearchText({ text: Array.isArray(text) ? text[text.length - 1] : text });
      if (words === null) return [];
      return sendCatalogueAnswer(cache, request, reply, `search:${words}`, () => searchCatalogue(db, words, cache));
    },
  );
}
