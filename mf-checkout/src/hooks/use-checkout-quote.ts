import { useBag } from 'shared-ui';
import { useCartQuote } from 'shared-ui/on-demand';

/** The bag and its server quote, for the summary beside the checkout forms. */
export function useCheckoutQuote() {
  const { items } = useBag();
  const { quote, loading, error, refresh } = useCartQuote(items);
  return { items, quote, loading: loading && !quote, error, refresh, empty: items.length === 0 };
}
