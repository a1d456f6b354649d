/** The customer's orders (GET /api/orders, GET /api/orders/:id): the profile's Orders tab. Only the session's own. */
import { API_PATHS, buildApiPath, type Order, type OrderSummary, type OrdersResponse } from 'contracts';
import { apiClient, type RequestOptions } from './client';

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
