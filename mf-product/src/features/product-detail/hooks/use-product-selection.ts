import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Color, Product, Size } from 'contracts';
import {
  readSelection,
  sizesInStock,
  writeSelection,
  type ProductSelection,
  type SizeChoice,
} from '../product-address';

export interface ProductSelectionState extends ProductSelection {
  /** The sizes the chosen colour has in stock. */
  sizes: SizeChoice[];
  /** Choosing a colour resets the size (spec section 4). */
  chooseColor: (color: Color) => void;
  chooseSize: (size: Size | null) => void;
}

/**
 * The chosen colour and size, kept in the address (`?color=&size=`) and nowhere else, so a shared link
 * opens with them chosen and Back leaves the product instead of stepping through every choice: each
 * change replaces the history entry (spec section 2). Unknown values in the address are ignored.
 */
export function useProductSelection(product: Product): ProductSelectionState {
  const [params, setParams] = useSearchParams();
  const { color, size } = readSelection(product, params);
  const sizes = useMemo(() => sizesInStock(product, color), [product, color]);

  const chooseColor = useCallback(
    (next: Color) => setParams((current) => writeSelection(current, { color: next, size: null }), { replace: true }),
    [setParams],
  );
  const chooseSize = useCallback(
    (next: Size | null) =>
      setParams((current) => writeSelection(current, { ...readSelection(product, current), size: next }), {
        replace: true,
      }),
    [setParams, product],
  );

  return { color, size, sizes, chooseColor, chooseSize };
}
