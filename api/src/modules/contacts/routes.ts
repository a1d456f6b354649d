import type { FastifyInstance } from 'fastify';
import { API_PATHS, CONTACT_SUCCESS_MESSAGE, type MessageResponse } from 'contracts';
import type { AccountsContext } from '../accounts-context';
import { sendContactMessage } from './service';
import { contactSchemas } from './route-schemas';

export async function contactRoutes(app: FastifyInstance, ctx: AccountsContext): Promise<void> {
  app.post(API_PATHS.contacts, { schema: contactSchemas.send }, async (request, reply) => {
    // Each message mails the shop and the sender: 5 a minute per client is plenty for a person.
    await ctx.limiter.consume('contact-ip', request.ip, ctx.limits.contactPerIp);
    await sendContactMessage({ db: ctx.db }, request.body);
    return reply.code(201).send({ message: CONTACT_SUCCESS_MESSAGE } satisfies MessageResponse);
  });
}
