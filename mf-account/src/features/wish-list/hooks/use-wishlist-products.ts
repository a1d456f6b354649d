import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Product } from 'contracts';
import { getProductsByIds, isCancelledRequest } from 'shared-ui';

/**
 * The products behind the wish list's ids, in the order of `ids`. Products already loaded are kept,
 * so removing a favourite does not refetch the rest and adding one fetches only that one. An id the
 * API no longer knows is remembered as missing and simply not shown.
 */
export function useWishlistProducts(ids: readonly string[]) {
  const [loaded, setLoaded] = useState<ReadonlyMap<string, Product | null>>(new Map());
  // Which request failed (ids and attempt): a new set of missing ids or a retry is not failed yet,
  // derived here rather than reset in the effect.
  const [failure, setFailure] = useState<{ key: string; attempt: number } | null>(null);
  const [attempt, setAttempt] = useState(0);

  const missingKey = useMemo(() => ids.filter((id) => !loaded.has(id)).join(','), [ids, loaded]);

  useEffect(() => {
    if (!missingKey) return;
    const wanted = missingKey.split(',');
    const controller = new AbortController();
    getProductsByIds(wanted, { signal: controller.signal }).then(
      (products) =>
        setLoaded((previous) => {
          const next = new Map(previous);
          for (const id of wanted) next.set(id, null);
          for (const product of products) next.set(product.id, product);
          return next;
        }),
      (error: unknown) => {
        if (!controller.signal.aborted && !isCancelledRequest(error)) setFailure({ key: missingKey, attempt });
      },
    );
    return () => controller.abort();
  }, [missingKey, attempt]);

  const products = useMemo(
    () => ids.map((id) => loaded.get(id)).filter((product): product is Product => Boolean(product)),
    [ids, loaded],
  );
  const failed = failure !== null && failure.key === missingKey && failure.attempt === attempt;
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return { products, loading: missingKey !== '' && !failed, failed, retry };
}
