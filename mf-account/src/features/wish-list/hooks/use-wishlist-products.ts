import { useCallback } from 'react';
import type { Product } from 'contracts';
import { useQuery, useQueryClient } from 'shared-ui/state';
import { knownWishlistProducts, wishlistProductsQuery, type WishlistProducts } from './wishlist-products-query';

/**
 * The products behind the wish list's ids, in the order of `ids`. Products already loaded stay on screen
 * while a changed list loads (or if it fails), so removing a favourite does not blank the rest and adding
 * one fetches only that one. An id the API no longer knows is simply not shown.
 */
export function useWishlistProducts(ids: readonly string[]) {
  const client = useQueryClient();
  const answer = useQuery<WishlistProducts, readonly unknown[]>({
    ...wishlistProductsQuery(ids),
    enabled: ids.length > 0,
  });
  const shown = answer.data ?? knownWishlistProducts(client);
  const products = ids.map((id) => shown[id]).filter((product): product is Product => Boolean(product));
  const failed = answer.status === 'error';
  const { refetch } = answer;
  const retry = useCallback(() => void refetch(), [refetch]);

  return { products, loading: ids.length > 0 && answer.data === undefined && !failed, failed, retry };
}
