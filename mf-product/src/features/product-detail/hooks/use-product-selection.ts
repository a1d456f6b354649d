import { useCallback, useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
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
 * The chosen colour and size, kept in the address (`?color=&size=`), so a shared link opens with them
 * chosen and Back leaves the product instead of stepping through every choice: each change replaces the
 * history entry (spec section 2). Unknown values in the address are ignored.
 *
 * The router applies an address change in a transition, so a controlled radio or select would spring
 * back until it commits; the choice is therefore also held here, for as long as the navigation it was
 * made on is still the current one. Once the address moves (to the choice, or anywhere else) it rules.
 */
export function useProductSelection(product: Product): ProductSelectionState {
  const [params, setParams] = useSearchParams();
  // Every navigation has its own key, even one to the same address.
  const { key } = useLocation();
  const [pending, setPending] = useState<{ madeOn: string; selection: ProductSelection } | null>(null);
  const { color, size } = pending && pending.madeOn === key ? pending.selection : readSelection(product, params);
  const sizes = useMemo(() => sizesInStock(product, color), [product, color]);

  const choose = useCallback(
    (selection: ProductSelection) => {
      setPending({ madeOn: key, selection });
      setParams((current) => writeSelection(current, selection), { replace: true });
    },
    [key, setParams],
  );
  const chooseColor = useCallback((next: Color) => choose({ color: next, size: null }), [choose]);
  const chooseSize = useCallback((next: Size | null) => choose({ color, size: next }), [choose, color]);

  return { color, size, sizes, chooseColor, chooseSize };
}
