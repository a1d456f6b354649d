import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  API_PATHS,
  SUBSCRIBE_MESSAGE,
  type MessageResponse,
  type NewsletterLinkAction,
  type NewsletterLinkAnswer,
  type NewsletterLinkStatus,
} from 'contracts';
import type { Queryable } from '../../db/database';
import { linkOrigin, type AccountsContext } from '../accounts-context';
import { confirmSubscription, newsletterPromptFor, subscribe, unsubscribe } from './service';
import { subscriberSchemas } from './route-schemas';

const first = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);

/** The token of a link (`?token=`), or of the page's button (`{ token }`); '' when there is none. */
function tokenOf(request: FastifyRequest): string {
  const fromQuery = first((request.query as { token?: unknown }).token);
  if (typeof fromQuery === 'string') return fromQuery;
  const body = request.body;
  const fromBody = typeof body === 'object' && body !== null ? first((body as { token?: unknown }).token) : undefined;
  return typeof fromBody === 'string' ? fromBody : '';
}

/**
 * A mailed link is a page navigation that changes nothing: it redirects to the /newsletter page with the
 * action and the token, whose button makes the POST below. Mail scanners that open every link are harmless.
 */
function linkRoute(action: NewsletterLinkAction) {
  return async (request: FastifyRequest, reply: FastifyReply) =>
    reply
      .header('cache-control', 'no-store')
      // The token must not leak to other sites through the Referer of the next page.
      .header('referrer-policy', 'no-referrer')
      .redirect(newsletterPromptFor(action, tokenOf(request)), 302);
}

/** The page's button (JSON `{ token }`), or a mail provider's one-click unsubscribe (RFC 8058, `?token=`). */
function useRoute(use: (db: Queryable, token: string) => Promise<NewsletterLinkStatus>, db: Queryable) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const answer: NewsletterLinkAnswer = { status: await use(db, tokenOf(request)) };
    return reply.header('cache-control', 'no-store').send(answer);
  };
}

export async function subscriberRoutes(app: FastifyInstance, ctx: AccountsContext): Promise<void> {
  app.post(API_PATHS.subscribers, { schema: subscriberSchemas.subscribe }, async (request, reply) => {
    // Each request mails someone: 5 a minute per client keeps scripts from using the shop to spam.
    await ctx.limiter.consume('subscribe-ip', request.ip, ctx.limits.subscribePerIp);
    await subscribe({ db: ctx.db }, request.body, linkOrigin(ctx, request));
    return reply.code(202).send({ message: SUBSCRIBE_MESSAGE } satisfies MessageResponse);
  });

  app.get(API_PATHS.subscribersConfirm, { schema: subscriberSchemas.confirmLink }, linkRoute('confirm'));
  app.get(API_PATHS.subscribersUnsubscribe, { schema: subscriberSchemas.unsubscribeLink }, linkRoute('unsubscribe'));

  // RFC 8058's one-click POST comes from the mail provider, as `List-Unsubscribe=One-Click` form data.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.post(API_PATHS.subscribersConfirm, { schema: subscriberSchemas.confirm }, useRoute(confirmSubscription, ctx.db));
  // No login and no same-origin check: the single-use token is the proof of the mailbox, and the session is
  // never used here (a provider's one-click request comes from its own servers).
  app.post(
    API_PATHS.subscribersUnsubscribe,
    { schema: subscriberSchemas.unsubscribe, config: { sameOriginExempt: true } },
    useRoute(unsubscribe, ctx.db),
  );
}
