import { capitalise, parseCartItemKey, sizeLabel, type CartItemKey, type CartQuote } from 'contracts';

/** Whether a quote answers exactly these keys: each one came back as a line or as dropped. */
export function quoteAnswers(quote: CartQuote, items: readonly CartItemKey[]): boolean {
  const answered = [...quote.lines.map((line) => line.requestedKey), ...quote.dropped].sort();
  const asked = [...items].sort();
  return answered.length === asked.length && answered.every((key, index) => key === asked[index]);
}

function droppedText(key: CartItemKey, name: string | undefined): string {
  try {
    const { color, size } = parseCartItemKey(key);
    // The server names the product when it still sells it (only this colour or size went).
    const item = name ?? 'An item';
    return `${item} in ${capitalise(color)}, size ${sizeLabel(size)} is no longer available and was removed from your bag.`;
  } catch {
    // A key edited by hand in browser storage: nothing to name, the shopper only needs to know it went.
    return 'An item that is no longer available was removed from your bag.';
  }
}

/**
 * What the server changed in the bag, in words: the spec is silent, but a shopper whose quantity fell or
 * whose dress vanished must be told, not find out from the total.
 */
export function describeQuoteChanges(quote: CartQuote): string[] {
  const clamped = quote.lines
    .filter((line) => line.clamped)
    .map(
      (line) =>
        `Only ${line.quantity} left of ${line.name} in ${capitalise(line.color)}, size ${sizeLabel(line.size)}: ` +
        `we changed the quantity in your bag to ${line.quantity}.`,
    );
  return [...clamped, ...quote.dropped.map((key) => droppedText(key, quote.droppedNames?.[key]))];
}
