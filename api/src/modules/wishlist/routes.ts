import type { FastifyInstance } from 'fastify';
import { API_PATHS, type WishlistResponse } from 'contracts';
import { customerIdOf, requireCustomer } from '../../plugins/session';
import { objectBody } from '../../validation';
import type { AccountsContext } from '../accounts-context';
import { deleteWishlist, deleteWishlistItem, insertWishlistItems, selectWishlist } from './queries';
import { parseProductIdList, requireProductId } from './service';
import { wishlistSchemas } from './route-schemas';

/** The logged-in customer's wish list; every answer is the whole list after the change. */
export async function wishlistRoutes(app: FastifyInstance, { db }: AccountsContext): Promise<void> {
  app.addHook('preHandler', requireCustomer);

  app.post(API_PATHS.customersWishlist, { schema: wishlistSchemas.add }, async (request): Promise<WishlistResponse> => {
    const customerId = customerIdOf(request);
    const productId = await requireProductId(db, objectBody(request.body, '{"productId": "100001"}'));
    await insertWishlistItems(db, customerId, [productId]);
    return { wishlist: await selectWishlist(db, customerId) };
  });

  app.delete(
    API_PATHS.customersWishlist,
    { schema: wishlistSchemas.remove },
    async (request): Promise<WishlistResponse> => {
      const customerId = customerIdOf(request);
      const productId = await requireProductId(db, objectBody(request.body, '{"productId": "100001"}'));
      await deleteWishlistItem(db, customerId, productId);
      return { wishlist: await selectWishlist(db, customerId) };
    },
  );

  app.delete(
    API_PATHS.customersClearWishlist,
    { schema: wishlistSchemas.clear },
    async (request): Promise<WishlistResponse> => {
      const customerId = customerIdOf(request);
      await deleteWishlist(db, customerId);
      return { wishlist: [] };
    },
  );

  app.post(
    API_PATHS.customersWishlistMerge,
    { schema: wishlistSchemas.merge },
    async (request): Promise<WishlistResponse> => {
      const customerId = customerIdOf(request);
      const body = objectBody(request.body, '{"productIds": ["100001"]}');
      await insertWishlistItems(db, customerId, parseProductIdList(body.productIds));
      return { wishlist: await selectWishlist(db, customerId) };
    },
  );
}
