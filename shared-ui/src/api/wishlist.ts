/**
 * The logged-in customer's wish list on the server (/api/customers/wishlist...).
 * Each call resolves with the server's list after the change. Pages do not call these directly: the
 * favourite toggles go through `useWishlist()`, which calls them when a customer is logged in.
 * Identity comes from the session cookie, so no user id is sent. An unknown product id rejects (404).
 */
import { API_PATHS, type WishlistResponse } from 'contracts';
import { apiClient, type RequestOptions } from './client';

/** POST /customers/wishlist {productId}. */
export async function addToWishlist(productId: string, options: RequestOptions = {}): Promise<string[]> {
  const { data } = await apiClient.post<WishlistResponse>(
    API_PATHS.customersWishlist,
    { productId },
    { signal: options.signal },
  );
  return data.wishlist;
}

/** DELETE /customers/wishlist {productId} (the id travels in the JSON body). */
export async function removeFromWishlist(productId: string, options: RequestOptions = {}): Promise<string[]> {
  const { data } = await apiClient.delete<WishlistResponse>(API_PATHS.customersWishlist, {
    data: { productId },
    signal: options.signal,
  });
  return data.wishlist;
}

/**
 * DELETE /customers/clear. Named `clearServerWishlist` (not `clearWishlist`) because shared-ui already
 * exports `clearWishlist`, the state helper that empties the list on the page.
 */
export async function clearServerWishlist(options: RequestOptions = {}): Promise<string[]> {
  const { data } = await apiClient.delete<WishlistResponse>(API_PATHS.customersClearWishlist, {
    signal: options.signal,
  });
  return data.wishlist;
}

/** POST /customers/wishlist/merge {productIds}: adds a guest's ids to the account's list (after registration or social sign-in). */
export async function mergeWishlist(productIds: readonly string[], options: RequestOptions = {}): Promise<string[]> {
  const { data } = await apiClient.post<WishlistResponse>(
    API_PATHS.customersWishlistMerge,
    { productIds: [...productIds] },
    { signal: options.signal },
  );
  return data.wishlist;
}
