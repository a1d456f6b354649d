import type { FastifyInstance } from 'fastify';
import { API_PATHS } from 'contracts';
import type { Database } from '../../db/database';
import { parseProductFilter } from './filter-query';
import { filterProducts, getProduct, getProductsByIds, searchProducts } from './service';

type Query = Record<string, string | string[] | undefined>;

export async function productRoutes(app: FastifyInstance, { db }: { db: Database }): Promise<void> {
  app.get(API_PATHS.productsFilter, async (request) => filterProducts(db, parseProductFilter(request.query as Query)));

  app.get(API_PATHS.products, async (request) => {
    const { id } = request.query as Query;
    return [await getProduct(db, Array.isArray(id) ? id[0] : id)];
  });

  app.get(API_PATHS.productsByIds, async (request) => {
    const { pid } = request.query as Query;
    return getProductsByIds(db, Array.isArray(pid) ? pid.join(',') : pid);
  });

  app.post(API_PATHS.productsSearch, async (request) => searchProducts(db, request.body ?? {}));
}
