import { LIMITS, isProductId, type FeedbackList, type FeedbackSaved } from 'contracts';
import { makeFeedbackSchema } from 'contracts/schemas';
import type { Queryable } from '../../db/database';
import { badRequest, notFound } from '../../http-errors';
import { objectBody, validateWith } from '../../validation';
import { selectProductFeedback, selectProductName, upsertFeedback } from './queries';

/** Longest feedback text accepted (the form has no limit; this keeps one entry from filling a page). */
export const MAX_FEEDBACK_LENGTH = LIMITS.feedbackMax;

const fieldError = (field: string, message: string) => badRequest(message, { [field]: message });

/** A product id from a request: 400 when missing or not a six-digit id, 404 when no product has it. */
async function requireProduct(db: Queryable, productId: unknown): Promise<{ id: string; name: string }> {
  if (productId === undefined || productId === null || productId === '') {
    throw fieldError('productId', 'productId is required');
  }
  if (!isProductId(productId)) throw fieldError('productId', 'productId must be a six-digit product id');
  const name = await selectProductName(db, productId);
  if (name === null) throw notFound('Product not found');
  return { id: productId, name };
}

/**
 * Saves the session customer's feedback on a product (a second one edits the first). Rate and content
 * are checked with the form's schema, so the messages match the dialog ("Please rate <product name>").
 * The author is `customerId`; any name or id in the body is ignored. The text is stored as sent.
 */
export async function saveFeedback(db: Queryable, customerId: string, body: unknown): Promise<FeedbackSaved> {
  const record = objectBody(body, '{"productId": "100001", "rate": 5, "content": "..."}');
  const product = await requireProduct(db, record.productId);
  await validateWith(makeFeedbackSchema(product.name), { rate: record.rate, content: record.content });
  // The schema would also accept "5" and 5 for text (yup casts): the wire types are a number and a string.
  if (typeof record.rate !== 'number') throw fieldError('rate', 'rate must be a number from 1 to 5');
  if (typeof record.content !== 'string') throw fieldError('content', 'content must be text');
  if (record.content.length > MAX_FEEDBACK_LENGTH) {
    throw fieldError('content', `Feedback must be at most ${MAX_FEEDBACK_LENGTH} characters`);
  }
  return upsertFeedback(db, { productId: product.id, customerId, rate: record.rate, content: record.content });
}

/** Mean of the rates rounded half up to one decimal (4.25 → 4.3), or null when there are none. */
export function averageRate(rates: number[]): number | null {
  if (rates.length === 0) return null;
  const sum = rates.reduce((total, rate) => total + rate, 0);
  // Whole tenths: sum * 10 / count is exact whenever it ends in .5, so Math.round rounds half up.
  return Math.round((sum * 10) / rates.length) / 10;
}

/** The product's feedback, newest first, with the average (one decimal) and the count. */
export async function listFeedback(db: Queryable, productId: unknown): Promise<FeedbackList> {
  const product = await requireProduct(db, productId);
  const comments = await selectProductFeedback(db, product.id);
  return { comments, average: averageRate(comments.map((c) => c.rate)), count: comments.length };
}
