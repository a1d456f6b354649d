import { useAtomValue } from 'jotai';
import { useBag } from 'shared-ui/state';
import { useCartQuote } from 'shared-ui';
import { discountCodeAtom } from '../state/checkout';

/** The bag and its server quote (with the bag's discount code), for the summary beside the checkout forms. */
export function useCheckoutQuote() {
  const { items } = useBag();
  const discountCode = useAtomValue(discountCodeAtom);
  const { quote, loading, error, refresh } = useCartQuote(items, discountCode);
  return { items, quote, loading: loading && !quote, error, refresh, empty: items.length === 0, discountCode };
}
