/**
 * The bag priced by the server (POST /api/cart/quote): the only source of the lines' names, images,
 * prices and stock and of the subtotal, tax, shipping and total that the mini bag and the order
 * summaries show (the browser never computes a price). Guest or logged in alike. The shell's mini bag and
 * mf-checkout's /cart, /info and /payment read it, so it lives here, in the kit.
 */
import { useMemo, useState } from 'react';
import { API_PATHS, type CartItemKey, type CartQuote, type CartQuoteRequest } from 'contracts';
import { apiClient, keepPreviousData, queryOptions, useQuery, useSession, type RequestOptions } from 'shared-ui/state';

/**
 * POST /cart/quote {items, discountCode?}: the bag priced by the server (current names, images, unit prices and
 * stock; clamped and dropped lines; subtotal, its one discount, tax, shipping and total in cents; what became
 * of the discount code). Guest or logged in.
 */
export async function quoteCart(
  items: readonly CartItemKey[],
  options: RequestOptions = {},
  discountCode?: string | null,
): Promise<CartQuote> {
  const body: CartQuoteRequest = { items: [...items], ...(discountCode ? { discountCode } : {}) };
  const { data } = await apiClient.post<CartQuote>(API_PATHS.cartQuote, body, { signal: options.signal });
  return data;
}

/** The quote of an empty bag: nothing to ask the server about. */
export const EMPTY_CART_QUOTE: CartQuote = Object.freeze({
  lines: [],
  dropped: [],
  subtotalCents: 0,
  discount: null,
  taxCents: 0,
  shippingCents: 0,
  totalCents: 0,
  currency: 'usd',
}) as CartQuote;

/**
 * The quote of one bag (its keys joined by newlines, which no key contains), for one account ('guest' or the
 * user id: a logged-in shopper's quote may carry her birthday discount, a guest's never) and one discount code
 * ('' for none). The mini bag, /cart, /info and /payment share it; any change to the bag is a new key.
 */
export function cartQuoteQueryOptions(itemsKey: string, account: string, code: string) {
  return queryOptions({
    queryKey: ['cart-quote', account, code, itemsKey] as const,
    queryFn: ({ signal }) => quoteCart(itemsKey.split('\n'), { signal }, code || null),
    // An empty bag needs no request: its quote is known (EMPTY_CART_QUOTE).
    enabled: itemsKey !== '',
  });
}

export interface CartQuoteState {
  /**
   * The quote of `items`. While a new one loads (the items changed, or `refresh()`), the previous quote
   * stays, so a page does not jump; null before the first answer and after a failure. For an empty bag
   * it is an empty quote (no lines, all amounts 0) at once, without a request.
   */
  quote: CartQuote | null;
  /** A quote for the current items is on its way. */
  loading: boolean;
  /** The last request for the current items failed (not a cancel); `refresh()` asks again. */
  error: boolean;
  /** Asks for the quote of the same items again (a Retry button, or after the stock may have changed). */
  refresh: () => void;
}

/**
 * `useCartQuote(items)`: fetches the quote of `items` and again whenever they change (a new array with
 * the same keys does not refetch); the request for items that changed meanwhile is cancelled through
 * its AbortSignal, so a stale answer can never overwrite a newer one. Used by: the shell's mini bag,
 * mf-checkout's /cart and order summaries.
 */
export function useCartQuote(items: readonly CartItemKey[], discountCode?: string | null): CartQuoteState {
  const itemsKey = items.join('\n');
  const empty = itemsKey === '';
  const account = useSession().user?.id ?? 'guest';
  // mf-checkout's bag and payment page send the bag's discount code, the mini bag the tab's kept one.
  const answer = useQuery({
    ...cartQuoteQueryOptions(itemsKey, account, discountCode ?? ''),
    placeholderData: keepPreviousData,
  });
  const ready = answer.status === 'success' && !answer.isPlaceholderData && !answer.isFetching;
  // An emptied bag forgets the last quote, so the next bag never shows the lines of an earlier one while
  // its own quote loads. (Setting state while rendering is React's way to derive it without an effect.)
  const [emptiedSince, setEmptiedSince] = useState(false);
  if (empty && !emptiedSince) setEmptiedSince(true);
  if (!empty && emptiedSince && ready) setEmptiedSince(false);
  const shown = ready || !emptiedSince ? (answer.data ?? null) : null;
  const quote = empty ? EMPTY_CART_QUOTE : shown;
  const loading = !empty && (answer.isFetching || answer.isPlaceholderData);
  const error = !empty && answer.status === 'error' && !answer.isFetching;
  const { refetch } = answer;
  const refresh = useMemo(() => () => void refetch(), [refetch]);
  return useMemo(() => ({ quote, loading, error, refresh }), [quote, loading, error, refresh]);
}
