import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PATHS, SUBSCRIBE_MESSAGE, type MessageResponse, type NewsletterLinkStatus } from 'contracts';
import type { Queryable } from '../../db/database';
import { linkOrigin, type AccountsContext } from '../accounts-context';
import { confirmSubscription, newsletterPageFor, subscribe, unsubscribe } from './service';

function tokenOf(request: FastifyRequest): string {
  const { token } = request.query as { token?: string | string[] };
  const value = Array.isArray(token) ? token[0] : token;
  return typeof value === 'string' ? value : '';
}

/** The links in the mails are page navigations: they answer with a redirect to the shop, never JSON. */
function linkRoute(use: (db: Queryable, token: string) => Promise<NewsletterLinkStatus>, db: Queryable) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const status = await use(db, tokenOf(request));
    return (
      reply
        .header('cache-control', 'no-store')
        // The token must not leak to other sites through the Referer of the next page.
        .header('referrer-policy', 'no-referrer')
        .redirect(newsletterPageFor(status), 302)
    );
  };
}

export async function subscriberRoutes(app: FastifyInstance, ctx: AccountsContext): Promise<void> {
  app.post(API_PATHS.subscribers, async (request, reply) => {
    // Each request mails someone: 5 a minute per client keeps scripts from using the shop to spam.
    await ctx.limiter.consume('subscribe-ip', request.ip, ctx.limits.subscribePerIp);
    await subscribe({ db: ctx.db, mailer: ctx.mailer, log: request.log }, request.body, linkOrigin(ctx, request));
    return reply.code(202).send({ message: SUBSCRIBE_MESSAGE } satisfies MessageResponse);
  });

  app.get(API_PATHS.subscribersConfirm, linkRoute(confirmSubscription, ctx.db));
  app.get(API_PATHS.subscribersUnsubscribe, linkRoute(unsubscribe, ctx.db));
}
