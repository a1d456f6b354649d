import type { FastifyInstance } from 'fastify';
import { API_PATHS, type BirthdayDiscountStatus } from 'contracts';
import { customerIdOf, requireCustomer } from '../../plugins/session';
import type { PaymentsContext } from '../payments/context';
import { birthdayEligibility } from './birthday-discount';
import { promotionSchemas } from './route-schemas';

/** GET /customers/birthday-discount: whether the session's next order gets the birthday discount, or why not. */
export async function birthdayDiscountRoutes(app: FastifyInstance, ctx: PaymentsContext): Promise<void> {
  app.addHook('preHandler', requireCustomer);
  app.get(
    API_PATHS.birthdayDiscount,
    { schema: promotionSchemas.birthdayDiscount },
    async (request): Promise<BirthdayDiscountStatus> => {
      const now = ctx.now?.() ?? new Date();
      return (await birthdayEligibility(ctx.db, customerIdOf(request), now)).status;
    },
  );
}
