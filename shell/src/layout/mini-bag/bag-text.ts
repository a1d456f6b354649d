import { parseCartItemKey, type CartItemKey, type CartQuoteLine } from 'contracts';

/** "Black": the colour value with a capital, as the colour swatches name it. */
export const colorLabel = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** The quantity the shopper asked for (the requested key's), or the line's when that key cannot be read. */
function requestedQuantity(line: CartQuoteLine): number {
  try {
    return parseCartItemKey(line.requestedKey).quantity;
  } catch {
    return line.quantity;
  }
}

/** Said on a line whose stock fell below the quantity in the bag (the server lowered it). */
export function clampedText(line: CartQuoteLine): string {
  return `Only ${line.stock} left in this size: quantity lowered from ${requestedQuantity(line)} to ${line.quantity}.`;
}

/**
 * Said under the list when the server dropped lines (unknown product, colour or size, or sold out): by name
 * when the server still sells every one of those products (`names`, the quote's droppedNames), else by count.
 */
export function droppedText(keys: readonly CartItemKey[], names: Partial<Record<CartItemKey, string>> = {}): string {
  const named = [...new Set(keys.map((key) => names[key]))];
  if (named.length > 0 && named.every((name) => name !== undefined)) {
    const list = named.length === 1 ? named[0] : `${named.slice(0, -1).join(', ')} and ${named[named.length - 1]}`;
    return `${list} ${named.length === 1 ? 'is' : 'are'} no longer available in the colour and size you chose.`;
  }
  return keys.length === 1
    ? '1 item in your bag is no longer available and is not shown.'
    : `${keys.length} items in your bag are no longer available and are not shown.`;
}
