import { useEffect, useState } from 'react';
import type { Product } from 'contracts';
import { filterProducts, isCancelledRequest } from 'shared-ui';

/** At most this many cards show (3 from tablet up, 2 below). */
export const RELATED_PRODUCTS_SHOWN = 3;

type RelatedState = { status: 'loading' } | { status: 'ready'; products: Product[] } | { status: 'failed' };

/**
 * "You May Also Like": random products from GET /products/filter?random=. The product's id seeds the
 * pick, so a product always suggests the same others (a reload does not reshuffle them); one extra is
 * asked for because the product itself may be among them and is never suggested.
 */
export function useRelatedProducts(productId: string): RelatedState {
  const [settled, setSettled] = useState<{ id: string; state: RelatedState } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    filterProducts(
      { random: Number(productId), perPage: RELATED_PRODUCTS_SHOWN + 1, startPage: 1 },
      { signal: controller.signal },
    ).then(
      (products) =>
        setSettled({
          id: productId,
          state: {
            status: 'ready',
            products: products.filter((product) => product.id !== productId).slice(0, RELATED_PRODUCTS_SHOWN),
          },
        }),
      (error: unknown) => {
        if (controller.signal.aborted || isCancelledRequest(error)) return;
        setSettled({ id: productId, state: { status: 'failed' } });
      },
    );
    return () => controller.abort();
  }, [productId]);

  return settled && settled.id === productId ? settled.state : { status: 'loading' };
}
