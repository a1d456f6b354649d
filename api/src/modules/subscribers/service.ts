import { newsletterSchema, validationErrors } from 'contracts/schemas';
import type { Queryable } from '../../db/database';
import { badRequest } from '../../http-errors';
import { insertSubscriber } from './queries';

export const SUBSCRIBED_MESSAGE = 'Thank you for subscribing! Look out for our news, and 15% off on your birthday.';
export const ALREADY_SUBSCRIBED_MESSAGE =
  'You are already subscribed to our newsletter. Thank you for staying with us!';

export async function subscribe(db: Queryable, body: unknown): Promise<{ created: boolean; message: string }> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('Send a JSON object: {"email": "...", "agreement": true}');
  }
  const fields = await validationErrors(newsletterSchema, body);
  if (fields) throw badRequest(Object.values(fields)[0], fields);
  const { email, agreement } = newsletterSchema.cast(body) as { email: string; agreement: boolean };
  const created = await insertSubscriber(db, email.trim(), agreement);
  return { created, message: created ? SUBSCRIBED_MESSAGE : ALREADY_SUBSCRIBED_MESSAGE };
}
