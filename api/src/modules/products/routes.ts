import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { parseProductFilter } from './filter-query';
import { filterProducts, getProduct, getProductsByIds, searchProducts } from './service';

type Query = Record<string, string | string[] | undefined>;

export async function productRoutes(app: FastifyInstance, { db }: { db: Database }): Promise<void> {
  app.get('/products/filter', async (request) => filterProducts(db, parseProductFilter(request.query as Query)));

  app.get('/products', async (request) => {
    const { id } = request.query as Query;
    return [await getProduct(db, Array.isArray(id) ? id[0] : id)];
  });

  app.get('/products/ids', async (request) => {
    const { pid } = request.query as Query;
    return getProductsByIds(db, Array.isArray(pid) ? pid.join(',') : pid);
  });

  app.post('/products/search', async (request) => searchProducts(db, request.body ?? {}));
}
