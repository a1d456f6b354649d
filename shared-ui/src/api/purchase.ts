/**
 * The checkout's purchase (POST /api/purchase): the server rebuilds the
 * order from the account's bag and its own prices, reserves the stock and answers the payment intent's
 * client secret. Identity comes from the session cookie.
 */
import {
  API_PATHS,
  type DiscountCodeError,
  type PriceChangedError,
  type PurchaseRequest,
  type PurchaseResponse,
  type StockShortError,
} from 'contracts';
import { ApiRequestError, apiClient, type RequestOptions } from 'shared-ui/state';

export interface PurchaseOptions extends RequestOptions {
  /**
   * Sent as the Idempotency-Key header: the same key again returns the same order and client secret, so
   * a retry (after a decline, a lost answer, a double click) pays the one order and reserves nothing twice.
   */
  idempotencyKey: string;
}

/**
 * POST /purchase. Rejects with the API error: 409 `PriceChangedError` (with the new quote) or
 * `StockShortError` (the short lines), 400 `{ error, fields }`, 401, 503 when payments are disabled.
 */
export async function purchase(input: PurchaseRequest, options: PurchaseOptions): Promise<PurchaseResponse> {
  const { data } = await apiClient.post<PurchaseResponse>(API_PATHS.purchase, input, {
    headers: { 'Idempotency-Key': options.idempotencyKey },
    signal: options.signal,
  });
  return data;
}

/**
 * The 409 of a purchase, when `error` is one: the bag's price changed, a line is short of stock, or the bag's
 * discount code cannot be used (its `error` says why, with the quote without it).
 */
export function getPurchaseConflict(
  error: unknown,
): PriceChangedError | StockShortError | DiscountCodeError | undefined {
  if (!(error instanceof ApiRequestError) || error.status !== 409) return undefined;
  const body = error.body as { reason?: unknown; quote?: unknown; lines?: unknown } | undefined;
  if (body?.reason === 'price-changed' && body.quote) return body as unknown as PriceChangedError;
  if (body?.reason === 'stock-short' && Array.isArray(body.lines)) return body as unknown as StockShortError;
  if (body?.reason === 'discount-code' && body.quote) return body as unknown as DiscountCodeError;
  return undefined;
}
