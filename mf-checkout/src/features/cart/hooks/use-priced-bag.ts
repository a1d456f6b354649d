import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { isSameCartItem, parseCartItemKey, type CartItemKey, type CartQuote, type CartQuoteLine } from 'contracts';
import { useBag } from 'shared-ui/state';
import { useCartQuote } from 'shared-ui';
import { describeQuoteChanges, quoteAnswers } from '../quote-changes';
import { discountCodeAtom } from '../../../state/checkout';

/** A line as the page shows it: the server's prices with the bag's live key and quantity. */
export interface PricedLine {
  line: CartQuoteLine;
  /** The key in the bag now (its quantity may be ahead of the quote while a new one is on its way). */
  key: CartItemKey;
  quantity: number;
}

export type PricedBagStatus = 'empty' | 'loading' | 'error' | 'ready';

function isWellFormed(key: CartItemKey): boolean {
  try {
    parseCartItemKey(key);
    return true;
  } catch {
    return false;
  }
}

function liveLines(quote: CartQuote | null, items: readonly CartItemKey[]): PricedLine[] {
  if (!quote) return [];
  return quote.lines.flatMap((line) => {
    // A removed line disappears at once, before the next quote; a changed quantity shows at once too.
    const key = items.find((item) => isWellFormed(item) && isSameCartItem(item, line.key));
    return key ? [{ line, key, quantity: parseCartItemKey(key).quantity }] : [];
  });
}

/**
 * The bag priced by the server (POST /api/cart/quote through shared-ui's useCartQuote), and the only
 * changes /cart makes to it (through useBag). When the server clamps a quantity to the stock or drops a
 * line, the bag is brought in line with the quote and the change is kept as a notice until dismissed.
 */
export function usePricedBag() {
  const { items, count, setQuantity, remove, replace } = useBag();
  const discountCode = useAtomValue(discountCodeAtom);
  const { quote, loading, error, refresh } = useCartQuote(items, discountCode);
  const current = quote !== null && quoteAnswers(quote, items);

  const [seenQuote, setSeenQuote] = useState<CartQuote | null>(null);
  const [notices, setNotices] = useState<string[]>([]);
  // Notices come from each new quote once, during render rather than in an effect (React's "adjusting
  // state when a prop changes"), so they show in the same paint as the lines.
  if (quote !== seenQuote) {
    setSeenQuote(quote);
    if (quote && current) {
      const changes = describeQuoteChanges(quote);
      // The same words twice (two lines gone in one colour and size) would read as a glitch: once is enough.
      if (changes.length > 0) setNotices((shown) => [...new Set([...shown, ...changes])]);
    }
  }

  // Bring the bag (and the badge, and the account's bag on the server) in line with what the server
  // accepted. Only for a quote of the bag as it is now, so a late answer never undoes a newer change.
  useEffect(() => {
    if (!quote || !quoteAnswers(quote, items)) return;
    const malformed = quote.dropped.filter((key) => !isWellFormed(key));
    // useBag's remove matches by product/colour/size, which a key edited by hand may not have: those go
    // first, in one replace, and the per-line changes below then work on the bag without them.
    if (malformed.length > 0) replace(items.filter((item) => !malformed.includes(item)));
    for (const line of quote.lines) {
      if (line.clamped) setQuantity(line.key, line.quantity);
    }
    for (const key of quote.dropped) {
      if (isWellFormed(key)) remove(key);
    }
  }, [quote, items, setQuantity, remove, replace]);

  let status: PricedBagStatus = 'ready';
  if (items.length === 0) status = 'empty';
  else if (!quote) status = error ? 'error' : 'loading';

  return {
    status,
    count,
    /** How many lines the bag holds: the loading skeleton shows as many, so nothing moves. */
    lineCount: items.length,
    lines: liveLines(quote, items),
    quote: status === 'ready' ? quote : null,
    /** The amounts shown belong to an earlier bag; new ones are on their way. */
    updating: status === 'ready' && (!current || loading),
    notices,
    dismissNotices: () => setNotices([]),
    setQuantity,
    remove,
    retry: refresh,
  };
}
