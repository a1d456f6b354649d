import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BACK_IN_STOCK_PATHS } from 'contracts/schemas';
import type { AccountsContext } from '../accounts-context';
import { backInStockSchemas } from './route-schemas';
import { forgetBackInStockRequests, requestBackInStock } from './service';

const tokenOf = (request: FastifyRequest) => {
  const token = (request.query as { token?: unknown }).token;
  return typeof token === 'string' ? token : '';
};

/** "Email me when it's back" and its mail's unsubscribe link. */
export async function backInStockRoutes(app: FastifyInstance, ctx: AccountsContext): Promise<void> {
  // RFC 8058's one-click POST comes from the mail provider as `List-Unsubscribe=One-Click` form data.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.post<{ Params: { id: string } }>(
    BACK_IN_STOCK_PATHS.request,
    { schema: backInStockSchemas.request },
    async (request, reply) => {
      // A guest's request stores an address that a mail goes to later: limited per client like the newsletter.
      if (!request.customerId) await ctx.limiter.consume('subscribe-ip', request.ip, ctx.limits.subscribePerIp);
      const email = request.customerId
        ? ((await ctx.db.query<{ email: string }>('SELECT email FROM customers WHERE id = $1', [request.customerId]))
            .rows[0]?.email ?? null)
        : null;
      const { created, answer } = await requestBackInStock(ctx.db, request.params.id, request.body, {
        customerId: request.customerId ?? null,
        email,
      });
      return reply
        .code(created ? 201 : 200)
        .header('cache-control', 'no-store')
        .send(answer);
    },
  );

  app.get(BACK_IN_STOCK_PATHS.unsubscribe, { schema: backInStockSchemas.unsubscribeLink }, async (request, reply) => {
    const forgotten = await forgetBackInStockRequests(ctx.db, tokenOf(request));
    return reply
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .redirect(forgotten ? '/?notice=back-in-stock-unsubscribed' : '/?notice=back-in-stock-link-invalid', 302);
  });

  app.post(
    BACK_IN_STOCK_PATHS.unsubscribe,
    { schema: backInStockSchemas.unsubscribe, config: { sameOriginExempt: true } },
    async (request, reply) => {
      const forgotten = await forgetBackInStockRequests(ctx.db, tokenOf(request));
      return reply.header('cache-control', 'no-store').send({ status: forgotten ? 'unsubscribed' : 'invalid-link' });
    },
  );
}
