import { HttpError, notFound } from '../../http-errors';
import { backInStockSchema, type BackInStockResponse } from 'contracts/schemas';
import { sizeLabel } from 'contracts';
import type { Database, Queryable } from '../../db/database';
import { objectBody, validateWith } from '../../validation';
import { enqueueMail } from '../mail/queue-queries';
import { hashToken, newToken } from '../sessions/service';
import { backInStockMail } from './back-in-stock-mail';
import {
  forgetRequestsOfToken,
  insertRequest,
  insertUnsubscribeToken,
  selectSizeStock,
  takeDueRequests,
} from './queries';

export const IN_STOCK = 'This size is in stock: add it to your bag.';
export const EMAIL_NEEDED = 'Email is required';

/**
 * "Email me when it's back": a sold-out size of one colour of a published product, for the session's e-mail
 * (a logged-in customer) or the one a guest gives. Asking twice changes nothing. The size must be sold out now.
 */
export async function requestBackInStock(
  db: Queryable,
  productId: string,
  body: unknown,
  session: { customerId: string | null; email: string | null },
): Promise<{ created: boolean; answer: BackInStockResponse }> {
  const input = await validateWith(
    backInStockSchema,
    objectBody(body, '{"color": "green", "size": "m", "email": "…"}'),
  );
  const email = session.email ?? input.email?.trim();
  if (!email) throw new HttpError(400, EMAIL_NEEDED, { email: EMAIL_NEEDED });
  const stock = await selectSizeStock(db, productId, input.color, input.size);
  if (stock === null) throw notFound('Product not found');
  if (stock > 0) throw new HttpError(409, IN_STOCK, { size: IN_STOCK });
  const created = await insertRequest(db, {
    productId,
    color: input.color,
    size: input.size,
    email,
    customerId: session.customerId,
  });
  return {
    created,
    answer: {
      message: `We will e-mail ${email} once when size ${sizeLabel(input.size)} in ${input.color} is back.`,
    },
  };
}

/**
 * Queues one mail for every due request (its size's stock rose above 0: the trigger of migration 0018) and
 * forgets the request, in one transaction. Run on the database's wake-up, and every half minute. Returns how
 * many mails it queued.
 */
export async function mailDueBackInStock(db: Database, origin: string): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await takeDueRequests(tx);
    for (const request of due) {
      const token = newToken();
      await insertUnsubscribeToken(tx, hashToken(token), request.email);
      await enqueueMail(tx, backInStockMail(request, origin, token), { purpose: 'back-in-stock', ref: request.id });
    }
    return due.length;
  });
}

export const forgetBackInStockRequests = (db: Queryable, token: string) =>
  token ? forgetRequestsOfToken(db, hashToken(token)) : Promise.resolve(false);
