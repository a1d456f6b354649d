/**
 * The bag priced by the server (POST /api/cart/quote): the only source of the lines' names, images,
 * prices and stock and of the subtotal, tax, shipping and total that the mini bag and the order
 * summaries show (the browser never computes a price). Guest or logged in alike.
 */
import { useMemo, useState } from 'react';
import type { CartItemKey, CartQuote } from 'contracts';
import { quoteCart, useCachedQuery, useSession, type PageQuery } from 'shared-ui';

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
 * `useCartQuote(items)`: fetches the quote of `items` and again whenever they change (a new array with
 * the same keys does not refetch); the request for items that changed meanwhile is cancelled through
 * its AbortSignal, so a stale answer can never overwrite a newer one. Used by: the shell's mini bag,
 * mf-checkout's /cart and order summaries.
 */
export function useCartQuote(items: readonly CartItemKey[], discountCode?: string | null): CartQuoteState {
  // Keys never contain a newline: the joined text is a stable identity of the list and its order.
  const itemsKey = items.join('\n');
  const empty = itemsKey === '';
  // Kept in the query cache by the bag's contents: the mini bag, /cart, /info and /payment show the same
  // bag's quote without asking again; any change to the bag is a new key, so a new quote.
  // Keyed by the account too: a logged-in shopper's quote may carry her birthday discount, a guest's never.
  const account = useSession().user?.id ?? 'guest';
  // And by the bag's discount code (mf-checkout's bag and payment page send it, the mini bag the tab's kept one):
  // the same bag and code share one quote.
  const answer = useCachedQuery(cartQuoteQuery(itemsKey, account, discountCode ?? ''), { keepPrevious: true });
  // An emptied bag forgets the last quote, so the next bag never shows the lines of an earlier one while
  // its own quote loads. (Setting state while rendering is React's way to derive it without an effect.)
  const [emptiedSince, setEmptiedSince] = useState(false);
  if (empty && !emptiedSince) setEmptiedSince(true);
  if (!empty && emptiedSince && answer.status === 'ready') setEmptiedSince(false);
  const shown = answer.status === 'ready' || !emptiedSince ? (answer.data ?? null) : null;
  const quote = empty ? EMPTY_CART_QUOTE : shown;
  const loading = !empty && answer.status === 'loading';
  const error = !empty && answer.status === 'error';
  const refresh = answer.reload;
  return useMemo(() => ({ quote, loading, error, refresh }), [quote, loading, error, refresh]);
}

function cartQuoteQuery(itemsKey: string, account: string, code: string): PageQuery<CartQuote> {
  return {
    key: `cart-quote:${account}:${code ? `${code}:` : ''}${itemsKey}`,
    load: (options) => quoteCart(itemsKey.split('\n'), options, code || null),
    // An empty bag needs no request: its quote is known.
    known: itemsKey === '' ? EMPTY_CART_QUOTE : undefined,
  };
}
