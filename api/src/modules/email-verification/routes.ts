import type { FastifyInstance } from 'fastify';
import { API_PATHS, type MessageResponse } from 'contracts';
import { HttpError } from '../../http-errors';
import { customerIdOf, requireCustomer } from '../../plugins/session';
import { linkOrigin, type AccountsContext } from '../accounts-context';
import { selectCustomerById } from '../customers/queries';
import { queueVerificationMail, verifyEmailToken } from './service';
import { emailVerificationSchemas } from './route-schemas';

export async function emailVerificationRoutes(app: FastifyInstance, ctx: AccountsContext): Promise<void> {
  // The link in the mail: a page navigation, so it answers with a redirect to the shop, never JSON.
  app.get(API_PATHS.customersVerifyEmail, { schema: emailVerificationSchemas.verify }, async (request, reply) => {
    const { token } = request.query as { token?: string | string[] };
    const value = Array.isArray(token) ? token[0] : token;
    const ok = typeof value === 'string' && (await verifyEmailToken(ctx.db, value));
    return (
      reply
        .header('cache-control', 'no-store')
        // The token must not leak to other sites through the Referer of the next page.
        .header('referrer-policy', 'no-referrer')
        .redirect(ok ? '/?notice=email-verified' : '/?notice=verification-link-invalid', 302)
    );
  });

  app.post(
    API_PATHS.customersVerifyEmailResend,
    { schema: emailVerificationSchemas.resend, preHandler: requireCustomer },
    async (request, reply) => {
      const customerId = customerIdOf(request);
      const customer = await selectCustomerById(ctx.db, customerId);
      if (!customer) throw new HttpError(401, 'Not logged in');
      if (customer.emailVerified) throw new HttpError(409, 'Your email address is already verified.');
      await ctx.limiter.consume('resend', customerId, ctx.limits.resendPerAccount);
      await ctx.db.transaction((tx) => queueVerificationMail(tx, customer, linkOrigin(ctx, request)));
      const answer: MessageResponse = { message: `We sent a new verification link to ${customer.email}.` };
      return reply.code(202).send(answer);
    },
  );
}
