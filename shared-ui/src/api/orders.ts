/** The customer's orders (GET /api/orders, GET /api/orders/:id): the profile's Orders tab. Only the session's own. */
import {
  API_PATHS,
  buildApiPath,
  type BirthdayDiscountStatus,
  type Order,
  type OrderSummary,
  type OrdersResponse,
  type ExchangeRequest,
  type ReturnRequest,
} from 'contracts';
import { apiClient, type RequestOptions } from 'shared-ui/state';

/** GET /orders: the session's orders, newest first. */
export async function getOrders(options: RequestOptions = {}): Promise<OrderSummary[]> {
  const { data } = await apiClient.get<OrdersResponse>(API_PATHS.orders, { signal: options.signal });
  return data.orders;
}

/** GET /orders/:id: one order with its lines, totals and address; 404 when it is not the session's. */
export async function getOrder(id: string, options: RequestOptions = {}): Promise<Order> {
  const { data } = await apiClient.get<Order>(buildApiPath(API_PATHS.order, { id }), { signal: options.signal });
  return data;
}

/** POST /orders/:id/returns: asks to return some lines (Idempotency-Key: the same form sent twice is one return). */
export async function requestOrderReturn(
  id: string,
  body: ReturnRequest,
  idempotencyKey: string,
  options: RequestOptions = {},
): Promise<Order> {
  const { data } = await apiClient.post<Order>(buildApiPath(API_PATHS.orderReturns, { id }), body, {
    signal: options.signal,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return data;
}

/**
 * POST /orders/:id/exchanges: one unit of a line for another size or colour, reserved at once (409 when sold
 * out: she is offered the return instead). Idempotency-Key as for a return.
 */
export async function requestOrderExchange(
  id: string,
  body: ExchangeRequest,
  idempotencyKey: string,
  options: RequestOptions = {},
): Promise<Order> {
  const { data } = await apiClient.post<Order>(buildApiPath(API_PATHS.orderExchanges, { id }), body, {
    signal: options.signal,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return data;
}

/** GET /customers/birthday-discount: whether the next order gets the birthday discount, or why not. */
export async function getBirthdayDiscount(options: RequestOptions = {}): Promise<BirthdayDiscountStatus> {
  const { data } = await apiClient.get<BirthdayDiscountStatus>(API_PATHS.birthdayDiscount, { signal: options.signal });
  return data;
}
