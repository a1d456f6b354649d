/**
 * The bag on the server (the API's OpenAPI document): the logged-in customer's bag under /api/customers/cart...
 * (the quote of any bag, POST /api/cart/quote, is `get-cart-quote.ts`). The calls resolve with the account's bag after the change. Pages do
 * not call them directly: `useBag()` calls them when a customer is logged in. Identity comes from the
 * session cookie, so no user id is sent; prices are never sent either, only keys.
 */
import { API_PATHS, type CartItemKey, type CartItemRequest, type CartMergeRequest, type CartResponse } from 'contracts';
import { apiClient, type RequestOptions } from './client';

/**
 * POST /customers/cart {productId: key}: adds the line, or replaces the line with the same
 * product/colour/size (a quantity change). 400 when the key names no product, colour or size, or
 * its quantity is not a whole number from 1 to the stock.
 */
export async function addCartItem(key: CartItemKey, options: RequestOptions = {}): Promise<CartItemKey[]> {
  const body: CartItemRequest = { productId: key };
  const { data } = await apiClient.post<CartResponse>(API_PATHS.customersCart, body, { signal: options.signal });
  return data.cart;
}

/** DELETE /customers/cart {productId: key} (in the JSON body): removes the line with that product/colour/size. */
export async function removeCartItem(key: CartItemKey, options: RequestOptions = {}): Promise<CartItemKey[]> {
  const body: CartItemRequest = { productId: key };
  const { data } = await apiClient.delete<CartResponse>(API_PATHS.customersCart, {
    data: body,
    signal: options.signal,
  });
  return data.cart;
}

/**
 * DELETE /customers/clearCart. Named `clearServerCart` because shared-ui already exports `clearBag`,
 * the state helper that empties the bag on the page (and calls this when logged in).
 */
export async function clearServerCart(options: RequestOptions = {}): Promise<CartItemKey[]> {
  const { data } = await apiClient.delete<CartResponse>(API_PATHS.customersClearCart, { signal: options.signal });
  return data.cart;
}

/**
 * POST /customers/cart/merge {items}: merges a guest's bag into the account's (same product/colour/size:
 * the larger quantity, capped by the stock) and resolves with the merged bag.
 */
export async function mergeCart(items: readonly CartItemKey[], options: RequestOptions = {}): Promise<CartItemKey[]> {
  const body: CartMergeRequest = { items: [...items] };
  const { data } = await apiClient.post<CartResponse>(API_PATHS.customersCartMerge, body, {
    signal: options.signal,
  });
  return data.cart;
}
