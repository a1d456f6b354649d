/**
 * The bag priced by the server (POST /api/cart/quote): the only source of the lines' names, images,
 * prices and stock and of the subtotal, tax, shipping and total that the mini bag and the order
 * summaries show (the browser never computes a price). Guest or logged in alike.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { CartItemKey, CartQuote } from 'contracts';
import { quoteCart } from '../api/cart';
import { isCancelledRequest } from '../api/client';

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
  taxCents: 0,
  shippingCents: 0,
  totalCents: 0,
  currency: 'usd',
}) as CartQuote;

/** What the last answer brought, and for which items and attempt. */
interface Settled {
  itemsKey: string;
  attempt: number;
  quote: CartQuote | null;
  error: boolean;
}

/**
 * `useCartQuote(items)`: fetches the quote of `items` and again whenever they change (a new array with
 * the same keys does not refetch); the request for items that changed meanwhile is cancelled through
 * its AbortSignal, so a stale answer can never overwrite a newer one. Used by: the shell's mini bag,
 * mf-checkout's /cart and order summaries.
 */
export function useCartQuote(items: readonly CartItemKey[]): CartQuoteState {
  // Keys never contain a newline: the joined text is a stable identity of the list and its order.
  const itemsKey = items.join('\n');
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled | null>(null);

  useEffect(() => {
    if (itemsKey === '') return;
    const controller = new AbortController();
    quoteCart(itemsKey.split('\n'), { signal: controller.signal }).then(
      (quote) => setSettled({ itemsKey, attempt, quote, error: false }),
      (reason: unknown) => {
        if (controller.signal.aborted || isCancelledRequest(reason)) return;
        setSettled({ itemsKey, attempt, quote: null, error: true });
      },
    );
    return () => controller.abort();
  }, [itemsKey, attempt]);

  // An emptied bag forgets the last quote, so the next bag never shows the lines of an earlier one.
  // (Setting state while rendering is React's way to derive it from props without an extra effect.)
  if (itemsKey === '' && settled !== null) setSettled(null);

  const refresh = useCallback(() => setAttempt((previous) => previous + 1), []);

  const empty = itemsKey === '';
  const answered = settled !== null && settled.itemsKey === itemsKey && settled.attempt === attempt;
  const quote = empty ? EMPTY_CART_QUOTE : (settled?.quote ?? null);
  const loading = !empty && !answered;
  const error = !empty && answered && settled.error;

  return useMemo(() => ({ quote, loading, error, refresh }), [quote, loading, error, refresh]);
}
