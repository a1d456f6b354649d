import type { FastifyInstance } from 'fastify';
import { API_PATHS, type CartQuote, type CartResponse } from 'contracts';
import type { Database } from '../../db/database';
import { customerIdOf, requireCustomer } from '../../plugins/session';
import { rateLimitMultiplier } from '../../security/rate-limiter';
import type { AccountsContext } from '../accounts-context';
import type { DiscountCodeCache } from '../discount-codes/code-cache';
import { priceBag } from '../discount-codes/priced-bag';
import { readDiscountCode } from '../discount-codes/read-code';
import { addToCart, clearCart, mergeCart, removeFromCart, requireCartKey, requireKeyList } from './service';
import { cartSchemas } from './route-schemas';

/** The logged-in customer's bag; every answer is the whole bag after the change. */
export async function cartRoutes(app: FastifyInstance, { db }: AccountsContext): Promise<void> {
  app.addHook('preHandler', requireCustomer);

  app.post(API_PATHS.customersCart, { schema: cartSchemas.add }, async (request): Promise<CartResponse> => {
    const customerId = customerIdOf(request);
    return { cart: await addToCart(db, customerId, requireCartKey(request.body)) };
  });

  app.delete(API_PATHS.customersCart, { schema: cartSchemas.remove }, async (request): Promise<CartResponse> => {
    const customerId = customerIdOf(request);
    return { cart: await removeFromCart(db, customerId, requireCartKey(request.body)) };
  });

  app.delete(API_PATHS.customersClearCart, { schema: cartSchemas.clear }, async (request): Promise<CartResponse> => ({
    cart: await clearCart(db, customerIdOf(request)),
  }));

  app.post(API_PATHS.customersCartMerge, { schema: cartSchemas.merge }, async (request): Promise<CartResponse> => {
    const customerId = customerIdOf(request);
    return { cart: await mergeCart(db, customerId, requireKeyList(request.body)) };
  });
}

/** Quotes per client and minute: the bag asks again at every change, a script should not scrape prices. */
export const QUOTES_PER_MINUTE = 300;

/**
 * POST /cart/quote: for guests and customers alike, so no session is needed. `codes`: the process's kept discount
 * codes (without, every quote with a code reads it from the database).
 */
export async function cartQuoteRoutes(
  app: FastifyInstance,
  { db, now = () => new Date(), codes }: { db: Database; now?: () => Date; codes?: DiscountCodeCache },
): Promise<void> {
  app.post(
    API_PATHS.cartQuote,
    {
      schema: cartSchemas.quote,
      config: { rateLimit: { max: Math.round(QUOTES_PER_MINUTE * rateLimitMultiplier()), timeWindow: '1 minute' } },
    },
    async (request): Promise<CartQuote> => {
      const keys = requireKeyList(request.body);
      const code = readDiscountCode((request.body as { discountCode?: unknown }).discountCode);
      // A logged-in shopper's quote carries her birthday discount when it applies, and the bag's discount code
      // when it applies (the larger of the two): computed here only.
      return (await priceBag(db, keys, request.customerId ?? null, now(), code, { readCode: codes?.read })).quote;
    },
  );
}
